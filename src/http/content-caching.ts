import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { cookieValue, SESSION_COOKIE } from '../access/actor.js';
import { etagMatches, privateCacheControl } from './http-caching.js';

/**
 * HTTP caching for the content API's reads (`GET /api/{collection}[/{id}]`, `GET /api/globals/{slug}`):
 * an ETag of the answer's bytes, 304 to a matching If-None-Match (RFC 9110), and CONTENT_CACHE_CONTROL
 * for anonymous callers. An answer to a caller with a credential (a session or a key may see more) is
 * private, and every answer varies on Authorization and Cookie, so a shared cache never hands one caller's
 * answer to another.
 */
export function contentHttpCaching(app: FastifyInstance, cacheControl: string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    const credentialed = request.headers.authorization !== undefined || cookieValue(request.headers.cookie, SESSION_COOKIE) !== undefined;
    reply.header('etag', etag);
    reply.header('cache-control', credentialed ? privateCacheControl(cacheControl) : cacheControl);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Authorization, Cookie` : 'Authorization, Cookie');
    if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    return '';
  });
}
