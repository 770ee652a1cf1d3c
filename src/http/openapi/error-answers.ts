import { STATUS_CODES } from 'node:http';
import { shapeForPath } from '../../lib/error-bodies.js';
import { HttpError } from '../../lib/errors.js';
import { type Operation, hoist, pascal } from './components.js';
import { type JsonSchema, ref } from './field-schemas.js';

/** Each error status of the document with the body its route group's formatter answers (src/lib/error-bodies.ts). */

const EXAMPLE_MESSAGES: Record<number, string> = {
  400: 'querystring/limit must be <= 1000', 401: 'Missing or invalid credentials.', 403: 'Your role may not do this.',
  404: 'Not found.', 409: 'A user with this email already exists.', 413: 'The file is larger than this service accepts.',
  415: 'Unsupported media type.', 429: 'Too many failed credentials from this address: wait and try again.',
  500: 'The commerce backend did not answer.', 503: 'The database does not answer.',
};

export const ERROR_SCHEMAS: Record<string, JsonSchema> = {
  SuccessFalseError: {
    type: 'object', required: ['success', 'error'], description: 'Failure (maintenance, recommendations and sync routes)',
    properties: { success: { type: 'boolean', const: false }, error: { type: 'string' } },
  },
  ClientError: { type: 'object', required: ['error'], description: 'Refusal below 500 (home and preorder routes)', properties: { error: { type: 'string' } } },
  ServerError: {
    type: 'object', required: ['error', 'message'], description: 'Failure from 500 (home and preorder routes)',
    properties: { error: { type: 'string', const: 'Internal server error' }, message: { type: 'string' } },
  },
  FieldErrors: {
    type: 'object', required: ['errors'], description: 'Failure (content API, accounts, media)',
    properties: { errors: { type: 'array', items: { type: 'object', required: ['message'], properties: { message: { type: 'string' }, field: { type: 'string' } } } } },
  },
  FrameworkError: {
    type: 'object', required: ['statusCode', 'error', 'message'], description: 'Failure outside the API (metrics)',
    properties: { statusCode: { type: 'integer' }, error: { type: 'string' }, message: { type: 'string' } },
  },
};

function errorSchemaName(path: string, status: number): string {
  const body = shapeForPath(path)(status, 'm', new HttpError(status, 'm'));
  if ('success' in body) return 'SuccessFalseError';
  if ('errors' in body) return 'FieldErrors';
  if ('statusCode' in body) return 'FrameworkError';
  return status >= 500 ? 'ServerError' : 'ClientError';
}

/** The path as a request names it, for the family lookup: `/api/preorders/{id}` → `/api/preorders/x`. */
const concretePath = (path: string) => path.replace(/\{[^}]+\}/g, 'x');

function isFamilyError(schema: JsonSchema | undefined): boolean {
  return schema?.description === 'Failure';
}

/** Failed credentials from one address are counted on every route that checks them (src/access/guard.ts). */
function documentTooManyAttempts(operation: Operation): void {
  if (!operation.responses['401'] || operation.responses['429']) return;
  operation.responses['429'] = {
    description: 'Too many failed credentials from this address; Retry-After says when to try again',
    content: { 'application/json': { schema: { description: 'Failure' } } },
  };
}

export function documentErrors(path: string, operation: Operation, schemas: Record<string, JsonSchema>): void {
  documentTooManyAttempts(operation);
  for (const [code, response] of Object.entries(operation.responses)) {
    const status = Number(code);
    const media = response.content?.['application/json'];
    if (status < 400 || !media) continue;
    if (!isFamilyError(media.schema)) {
      hoist(schemas, `${pascal(operation.operationId!)}${code}Error`, media);
      continue;
    }
    const message = EXAMPLE_MESSAGES[status] ?? STATUS_CODES[status] ?? 'Error';
    response.description = STATUS_CODES[status] ?? 'Failure';
    response.content = {
      'application/json': {
        schema: ref(errorSchemaName(concretePath(path), status)),
        example: shapeForPath(concretePath(path))(status, message, new HttpError(status, message)),
      },
    };
  }
}
