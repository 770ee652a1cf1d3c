import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { cookieValue, SESSION_COOKIE } from '../identity/actor.js';
import type { ContentCache } from '../content-cache/content-cache.js';
import type { ContentRead } from '../content-cache/kept-answers.js';
import type { Config } from '../config.js';
import type { Answer } from '../lib/answer.js';
import { type Coding, COMPRESS_MIN_BYTES, negotiateCoding } from './compression.js';
import type { FastRoute } from './fast-lane.js';
import { etagMatches, privateCacheControl } from './http-caching.js';
import { ASK_FASTIFY, rawMediaBase } from './media-urls.js';

export const CONTENT_VARY = 'Authorization, Cookie, X-Preview-Token, Accept-Encoding';

/** A session, a key, or a preview token (src/content-api/preview): the answer may show more than an anonymous one. */
const hasCredential = (headers: IncomingHttpHeaders) =>
  headers.authorization !== undefined || cookieValue(headers.cookie, SESSION_COOKIE) !== undefined || headers['x-preview-token'] !== undefined;

/** The coding an answer goes in to this client: none under 1 KB or when the client takes none. */
const codingFor = (headers: IncomingHttpHeaders, answer: Answer): Coding | undefined =>
  answer.body.length >= COMPRESS_MIN_BYTES ? negotiateCoding(headers['accept-encoding']) : undefined;

/**
 * HTTP caching of the content API's reads (`GET /api/{collection}[/{id}]`, `GET /api/globals/{slug}`):
 * the answer's ETag (a digest of its bytes, computed when it was built), 304 to a matching If-None-Match
 * (RFC 9110), and CONTENT_CACHE_CONTROL for anonymous callers. An answer to a caller with a credential (a
 * session or a key may see more) is private, and every answer varies on Authorization and Cookie, so a
 * shared cache never hands one caller's answer to another. Answers of 1 KB or more go compressed (brotli
 * or gzip) to a client that takes it, each coding with an ETag of its own; the content cache keeps the
 * forms sent. An anonymous read is remembered by its request target, so the fast lane can answer it next.
 */
export function contentAnswerSender(cacheControl: string, cache: ContentCache) {
  return async (request: FastifyRequest, reply: FastifyReply, read: ContentRead | undefined, built: Answer): Promise<FastifyReply> => {
    // Media URLs on the request's base before the coding: each form is kept with the answer it came from.
    const answer = cache.forms.withBase(built, request.mediaBase);
    const coding = codingFor(request.headers, answer);
    // The coded form carries its own ETag: made once (a 304 to a form no longer kept makes it again), then kept.
    const sent = coding ? await cache.forms.coded(built, request.mediaBase, coding) : answer;
    const credentialed = hasCredential(request.headers);
    if (read && !credentialed) cache.answers.rememberAnonymous(request.url, read);
    reply.header('etag', sent.etag);
    reply.header('cache-control', credentialed ? privateCacheControl(cacheControl) : cacheControl);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, ${CONTENT_VARY}` : CONTENT_VARY);
    if (etagMatches(request.headers['if-none-match'], sent.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    if (coding) reply.header('content-encoding', coding);
    return reply.send(sent.body);
  };
}

/**
 * The fast lane's view of the content API: an anonymous request whose target was answered before and
 * whose answer is still kept (and, when the client takes a coding, whose compressed form is kept too).
 * Anything else goes through Fastify, which builds, compresses and remembers.
 */
export function contentFastRoutes(cache: ContentCache, config: Pick<Config, 'contentCacheControl' | 'publicUrl' | 'allowedHosts' | 'trustProxy'>) {
  const headers = { cacheControl: config.contentCacheControl, vary: CONTENT_VARY };
  const mediaBaseOf = rawMediaBase(config);
  const route = (template: string): FastRoute => ({
    template,
    headers,
    peek(request: IncomingMessage) {
      if (hasCredential(request.headers)) return undefined;
      const kept = cache.answers.peekAnonymous(request.url ?? '');
      if (!kept) return undefined;
      const base = mediaBaseOf(request);
      if (base === ASK_FASTIFY) return undefined;
      const answer = cache.forms.withBase(kept, base);
      const coding = codingFor(request.headers, answer);
      return coding ? cache.forms.peekCoded(kept, base, coding) : answer;
    },
  });
  const list = route('/api/:collection');
  const document = route('/api/:collection/:id');
  const global = route('/api/globals/:slug');
  const count = route('/api/:collection/count');
  return (path: string): FastRoute | undefined => {
    if (!path.startsWith('/api/')) return undefined;
    const segments = path.split('/').length - 2;
    if (segments === 1) return list;
    if (segments === 2) return path.startsWith('/api/globals/') ? global : path.endsWith('/count') ? count : document;
    return undefined;
  };
}
