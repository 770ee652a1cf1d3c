import fastifyEtag from '@fastify/etag';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Answer } from '../lib/answer.js';

/**
 * HTTP caching of the public read routes: a route group calls this once, then answers with
 * `sendAnswer`. The ETag is the one computed with the body (never re-hashed per request), and
 * @fastify/etag answers 304 to a matching If-None-Match.
 */
export async function enableHttpCaching(app: FastifyInstance): Promise<void> {
  await app.register(fastifyEtag);
}

export function sendAnswer(reply: FastifyReply, answer: Answer, cacheControl: string): FastifyReply {
  return reply
    .type('application/json; charset=utf-8')
    .header('etag', answer.etag)
    .header('cache-control', cacheControl)
    .send(answer.body);
}
