import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `._:-`, up to 128 characters: safe to log and to echo in a header. */
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The caller's x-request-id when it is a sane token (a proxy's or a client's trace id), else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** onRequest hook: every answer, errors and 304s included, carries the request's id. */
export function echoRequestId(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  reply.header(REQUEST_ID_HEADER, request.id);
  done();
}
