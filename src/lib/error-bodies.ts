import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Conflict, HttpError, NotFound, ValidationFailed, publicMessage, retryAfterOf, statusOf } from './errors.js';

type Body = Record<string, unknown>;

function statusFor(error: unknown): number {
  if ((error as FastifyError).validation) return 400;
  return statusOf(error);
}

function messageFor(error: unknown): string {
  if ((error as FastifyError).validation) return (error as FastifyError).message;
  return publicMessage(error);
}

/**
 * Registers the error formatter of one route group: every error thrown in the group, including
 * body-parser and schema-validation errors, is answered in that group's body family.
 */
export function answerErrorsWith(
  app: FastifyInstance,
  shape: (status: number, message: string, error: unknown, request: FastifyRequest) => Body,
  statusOverride?: (error: unknown, status: number) => number,
): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const natural = statusFor(error);
    const status = statusOverride ? statusOverride(error, natural) : natural;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, reason: (error as Error).message }, 'request refused');
    const retryAfter = status === 429 || status === 503 ? retryAfterOf(error) : undefined;
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    return reply.code(status).send(shape(status, messageFor(error), error, request));
  });
}

/** `{success:false, error}`: maintenance, recommendations and sync routes. */
export const successFalse = (_status: number, message: string): Body => ({ success: false, error: message });

/** `{error}` below 500, `{error, message}` from 500: home and preorder routes. */
export const errorAndMessage = (status: number, message: string): Body =>
  status >= 500 ? { error: 'Internal server error', message } : { error: message };

/** `{errors:[{message, field}]}`: the content API. */
export const fieldErrors = (_status: number, message: string, error: unknown): Body => {
  if (error instanceof ValidationFailed || error instanceof Conflict) return { errors: error.errors };
  const validation = (error as FastifyError).validation;
  if (validation) {
    return {
      errors: validation.map((issue) => ({
        message: issue.message ?? 'Invalid value.',
        field: String(issue.instancePath || (issue.params as { missingProperty?: string })?.missingProperty || '')
          .replace(/^\//, '').replaceAll('/', '.'),
      })),
    };
  }
  const field = (error as { field?: string }).field;
  return { errors: [field === undefined ? { message } : { message, field }] };
};

type Shape = (status: number, message: string, error: unknown) => Body;

/** Route groups whose family is not the content API's, by path (mirrors the groups' `answerErrorsWith`). */
const FAMILIES: readonly { path: string; prefix: boolean; shape: Shape }[] = [
  { path: '/api/preorders/', prefix: true, shape: errorAndMessage },
  { path: '/api/home', prefix: false, shape: errorAndMessage },
  { path: '/api/public/product-recommendations', prefix: false, shape: successFalse },
  { path: '/api/sync-backend', prefix: false, shape: successFalse },
  { path: '/api/clear-data', prefix: false, shape: successFalse },
  { path: '/api/admin', prefix: false, shape: successFalse },
  { path: '/api/admin/export', prefix: false, shape: successFalse },
];

/** Outside the API and media files (metrics, docs, the admin app): Fastify's own `{statusCode, error, message}`. */
const frameworkShape: Shape = (status, message) => ({ statusCode: status, error: STATUS_CODES[status] ?? 'Error', message });

/** The error family of a path, for the errors raised before a route is chosen. */
export function shapeForPath(url: string): Shape {
  const path = url.split('?', 1)[0]!;
  if (!path.startsWith('/api/') && !path.startsWith('/media/')) return frameworkShape;
  return FAMILIES.find((family) => (family.prefix ? path.startsWith(family.path) : path === family.path))?.shape ?? fieldErrors;
}

/**
 * Answers in the family of the path what no route group formats itself: requests no route matches
 * (404, and what the root hooks refuse for them) and routes outside the groups (media files, admin app).
 */
export function answerUnroutedByPath(app: FastifyInstance): void {
  answerErrorsWith(app, (status, message, error, request) => shapeForPath(request.url)(status, message, error));
  app.setNotFoundHandler((request, reply) => {
    const message = `No route ${request.method} ${request.url.split('?', 1)[0]}.`;
    return reply.code(404).send(shapeForPath(request.url)(404, message, new NotFound(message)));
  });
}

/**
 * Fastify's `frameworkErrors`: a path the router cannot decode (not UTF-8, a malformed %-escape) names nothing
 * that can exist (404); a path segment over the router's length limit is 414. Both in the path's family.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 404;
  const message = status === 414
    ? 'A path segment is longer than this service accepts.'
    : 'Nothing here: the path holds a malformed %-escape or bytes that are not UTF-8 text.';
  request.log.info({ status, reason: error.message }, 'request refused');
  void reply.code(status).send(shapeForPath(request.url)(status, message, new HttpError(status, message)));
}
