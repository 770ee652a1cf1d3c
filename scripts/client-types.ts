// The typed client's types, generated from the service's API document (the one /openapi.json serves).
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { hoistSchemas, NamedTypes, withSchemaNames } from './client-named-types.js';

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

/** A `numeric` field of a record: a number, or a string holding one (the contract allows both). */
function isNumericField(schema: { anyOf?: { type?: unknown; description?: unknown }[] }): boolean {
  const [number, string] = schema.anyOf ?? [];
  return schema.anyOf?.length === 2 && number?.type === 'number' && string?.type === 'string' && string.description === 'A number written as a string';
}

/** The source of clients/typescript/src/schema.ts for a document. */
export async function clientTypesSource(document: Record<string, unknown>): Promise<string> {
  // JsonValue names itself: written as a type alias, which TypeScript lets recur (an indexed access may not).
  const ast = await openapiTS(document as never, {
    alphabetize: true,
    transform: (schema, metadata) => {
      if (metadata.path?.endsWith('/components/schemas/JsonValue')) return ts.factory.createTypeReferenceNode('JsonValue');
      return isNumericField(schema as never) ? ts.factory.createTypeReferenceNode('NumericValue') : undefined;
    },
  });
  let names: NamedTypes | undefined;
  const { transformed: statements } = ts.transform(ast, [(context) => (node) => {
    names ??= new NamedTypes(context);
    return ts.isInterfaceDeclaration(node) && node.name.text === 'components' ? hoistSchemas(node, names) : withSchemaNames(node, context);
  }]);
  return [
    '/* Generated from the service\'s API document by `npm run client:generate`: do not edit. */',
    '',
    '/** Any JSON value: the fields the service types as "any" (rich text, prices, metadata). */',
    'export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };',
    '',
    '/**',
    ' * A counter or goal as a record stores it: a number, or a numeric string (`"40"`), as the contract allows',
    ' * (`PATCH /api/preorders/{id}` stores `funding_goal` as a string). The figures the service computes',
    ' * (`PreorderFigures`, `PreorderCampaign`) are always numbers.',
    ' */',
    'export type NumericValue = number | string;',
    '',
    astToString(statements as ts.Node[]),
    '/* The named types of the schemas above, and of the objects inside them a storefront handles. */',
    '',
    astToString(names!.statements()),
  ].join('\n');
}
