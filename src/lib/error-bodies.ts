import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Conflict, TooManyRequests, ValidationFailed, publicMessage, statusOf } from './errors.js';

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
  shape: (status: number, message: string, error: unknown) => Body,
  statusOverride?: (error: unknown, status: number) => number,
): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const natural = statusFor(error);
    const status = statusOverride ? statusOverride(error, natural) : natural;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, reason: (error as Error).message }, 'request refused');
    if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(status).send(shape(status, messageFor(error), error));
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
