import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { cookieValue, SESSION_COOKIE } from '../access/actor.js';
import { COMPRESS_MIN_BYTES, CompressedAnswers, negotiateCoding } from './compression.js';
import { etagMatches, privateCacheControl } from './http-caching.js';

/**
 * HTTP caching for the content API's reads (`GET /api/{collection}[/{id}]`, `GET /api/globals/{slug}`):
 * an ETag of the answer's bytes, 304 to a matching If-None-Match (RFC 9110), and CONTENT_CACHE_CONTROL
 * for anonymous callers. An answer to a caller with a credential (a session or a key may see more) is
 * private, and every answer varies on Authorization and Cookie, so a shared cache never hands one caller's
 * answer to another. Answers of 1 KB or more go compressed (brotli or gzip) to a client that takes it,
 * each coding with an ETag of its own, the compressed bytes kept by that tag.
 */
export function contentHttpCaching(app: FastifyInstance, cacheControl: string, compressed = new CompressedAnswers()): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const hash = createHash('sha1').update(payload).digest('base64url');
    const coding = Buffer.byteLength(payload) >= COMPRESS_MIN_BYTES ? negotiateCoding(request.headers['accept-encoding']) : undefined;
    const etag = coding ? `"${hash}-${coding}"` : `"${hash}"`;
    const credentialed = request.headers.authorization !== undefined || cookieValue(request.headers.cookie, SESSION_COOKIE) !== undefined;
    reply.header('etag', etag);
    reply.header('cache-control', credentialed ? privateCacheControl(cacheControl) : cacheControl);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Authorization, Cookie, Accept-Encoding` : 'Authorization, Cookie, Accept-Encoding');
    if (etagMatches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      return '';
    }
    if (!coding) return payload;
    reply.header('content-encoding', coding);
    return compressed.compress(coding, etag, payload);
  });
}
