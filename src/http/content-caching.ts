import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue, SESSION_COOKIE } from '../access/actor.js';
import type { Answer } from '../lib/answer.js';
import { COMPRESS_MIN_BYTES, CompressedAnswers, negotiateCoding } from './compression.js';
import { etagMatches, privateCacheControl } from './http-caching.js';

export type SendContentAnswer = (request: FastifyRequest, reply: FastifyReply, answer: Answer) => Promise<FastifyReply>;

/**
 * HTTP caching of the content API's reads (`GET /api/{collection}[/{id}]`, `GET /api/globals/{slug}`):
 * the answer's ETag (a digest of its bytes, computed when it was built), 304 to a matching If-None-Match
 * (RFC 9110), and CONTENT_CACHE_CONTROL for anonymous callers. An answer to a caller with a credential (a
 * session or a key may see more) is private, and every answer varies on Authorization and Cookie, so a
 * shared cache never hands one caller's answer to another. Answers of 1 KB or more go compressed (brotli
 * or gzip) to a client that takes it, each coding with an ETag of its own, the compressed bytes kept by
 * that tag.
 */
export function contentAnswerSender(cacheControl: string, compressed = new CompressedAnswers()): SendContentAnswer {
  return async (request, reply, answer) => {
    const coding = answer.body.length >= COMPRESS_MIN_BYTES ? negotiateCoding(request.headers['accept-encoding']) : undefined;
    const etag = coding ? `${answer.etag.slice(0, -1)}-${coding}"` : answer.etag;
    const credentialed = request.headers.authorization !== undefined || cookieValue(request.headers.cookie, SESSION_COOKIE) !== undefined;
    reply.header('etag', etag);
    reply.header('cache-control', credentialed ? privateCacheControl(cacheControl) : cacheControl);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Authorization, Cookie, Accept-Encoding` : 'Authorization, Cookie, Accept-Encoding');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    if (!coding) return reply.send(answer.body);
    reply.header('content-encoding', coding);
    return reply.send(await compressed.compress(coding, etag, answer.body));
  };
}
