import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `._:-`, up to 128 characters: safe to log and to echo in a header. */
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * New ids are this process's random prefix (48 bits, so instances and restarts do not collide) and a
 * counter: unique, short, and far cheaper per request than a UUID on the hot read routes.
 */
const processPrefix = randomBytes(6).toString('base64url');
let issued = 0;

export function newRequestId(): string {
  issued += 1;
  return `${processPrefix}-${issued.toString(36)}`;
}

/** The caller's x-request-id when it is a sane token (a proxy's or a client's trace id), else a new id. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  if (incoming === undefined) return newRequestId();
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : newRequestId();
}

/** onRequest hook: every answer, errors and 304s included, carries the request's id. */
export function echoRequestId(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  reply.header(REQUEST_ID_HEADER, request.id);
  done();
}
