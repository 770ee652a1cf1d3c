// The typed client's types, generated from the service's API document (the one /openapi.json serves).
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';

export const CLIENT_TYPES_FILE = new URL('../clients/typescript/src/schema.ts', import.meta.url);

/** The API document of an app on a throwaway in-memory database. */
export async function apiDocument(): Promise<Record<string, unknown>> {
  const database = await openDatabase({ kind: 'memory' });
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await database.close();
  }
}

/** The source of clients/typescript/src/schema.ts for a document. */
export async function clientTypesSource(document: Record<string, unknown>): Promise<string> {
  // JsonValue names itself: written as a type alias, which TypeScript lets recur (an indexed access may not).
  const ast = await openapiTS(document as never, {
    alphabetize: true,
    transform: (_schema, metadata) => (metadata.path?.endsWith('/components/schemas/JsonValue') ? ts.factory.createTypeReferenceNode('JsonValue') : undefined),
  });
  return [
    '/* Generated from the service\'s API document by `npm run client:generate`: do not edit. */',
    '',
    '/** Any JSON value: the fields the service types as "any" (rich text, prices, metadata). */',
    'export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };',
    '',
    astToString(ast),
  ].join('\n');
}
