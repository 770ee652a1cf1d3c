import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { cookieValue, SESSION_COOKIE } from '../identity/actor.js';
import type { ContentRead, KeptContentAnswers } from '../content/kept-answers.js';
import type { Answer } from '../lib/answer.js';
import { type Coding, COMPRESS_MIN_BYTES, CompressedAnswers, negotiateCoding } from './compression.js';
import type { FastRoute } from './fast-lane.js';
import { etagMatches, privateCacheControl } from './http-caching.js';
import { withMediaBase } from './media-urls.js';
import type { OnMediaBase } from './public-answers.js';

/** The content API's kept answers and their compressed bytes, shared by both lanes. */
export interface ContentAnswers {
  kept: KeptContentAnswers;
  compressed: CompressedAnswers;
}

export const CONTENT_VARY = 'Authorization, Cookie, X-Preview-Token, Accept-Encoding';

/** A session, a key, or a preview token (src/content-api/preview): the answer may show more than an anonymous one. */
const hasCredential = (headers: IncomingHttpHeaders) =>
  headers.authorization !== undefined || cookieValue(headers.cookie, SESSION_COOKIE) !== undefined || headers['x-preview-token'] !== undefined;

/** The coding an answer goes in to this client: none under 1 KB or when the client takes none. */
const codingFor = (headers: IncomingHttpHeaders, answer: Answer): Coding | undefined =>
  answer.body.length >= COMPRESS_MIN_BYTES ? negotiateCoding(headers['accept-encoding']) : undefined;

/** Each coding has an entity tag of its own (RFC 9110 8.8.3): the bytes differ. */
const codedEtag = (answer: Answer, coding: Coding) => `${answer.etag.slice(0, -1)}-${coding}"`;

/**
 * HTTP caching of the content API's reads (`GET /api/{collection}[/{id}]`, `GET /api/globals/{slug}`):
 * the answer's ETag (a digest of its bytes, computed when it was built), 304 to a matching If-None-Match
 * (RFC 9110), and CONTENT_CACHE_CONTROL for anonymous callers. An answer to a caller with a credential (a
 * session or a key may see more) is private, and every answer varies on Authorization and Cookie, so a
 * shared cache never hands one caller's answer to another. Answers of 1 KB or more go compressed (brotli
 * or gzip) to a client that takes it, each coding with an ETag of its own, the compressed bytes kept by
 * that tag. An anonymous read is remembered by its request target, so the fast lane can answer it next.
 */
export function contentAnswerSender(cacheControl: string, { kept, compressed }: ContentAnswers) {
  return async (request: FastifyRequest, reply: FastifyReply, read: ContentRead | undefined, built: Answer): Promise<FastifyReply> => {
    // Media URLs on the request's base before the coding: the compressed bytes are kept by the ETag.
    const answer = withMediaBase(built, request.mediaBase);
    const coding = codingFor(request.headers, answer);
    const etag = coding ? codedEtag(answer, coding) : answer.etag;
    const credentialed = hasCredential(request.headers);
    if (read && !credentialed) kept.rememberAnonymous(request.url, read);
    reply.header('etag', etag);
    reply.header('cache-control', credentialed ? privateCacheControl(cacheControl) : cacheControl);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, ${CONTENT_VARY}` : CONTENT_VARY);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    if (!coding) return reply.send(answer.body);
    reply.header('content-encoding', coding);
    return reply.send(await compressed.compress(coding, etag, answer.body));
  };
}

/**
 * The fast lane's view of the content API: an anonymous request whose target was answered before and
 * whose answer is still kept (and, when the client takes a coding, whose compressed bytes are kept too).
 * Anything else goes through Fastify, which builds, compresses and remembers.
 */
export function contentFastRoutes({ kept, compressed }: ContentAnswers, cacheControl: string, onBase: OnMediaBase) {
  const headers = { cacheControl, vary: CONTENT_VARY };
  const coded = new WeakMap<Answer, Partial<Record<Coding, Answer>>>();
  const codedAnswer = (answer: Answer, coding: Coding): Answer | undefined => {
    const known = coded.get(answer)?.[coding];
    if (known) return known;
    const etag = codedEtag(answer, coding);
    const body = compressed.peek(etag);
    if (!body) return undefined;
    const made: Answer = { body, etag, encoding: coding };
    coded.set(answer, { ...coded.get(answer), [coding]: made });
    return made;
  };
  const route = (template: string): FastRoute => ({
    template,
    headers,
    peek(request: IncomingMessage) {
      if (hasCredential(request.headers)) return undefined;
      const answer = onBase(request, kept.peekAnonymous(request.url ?? ''));
      if (!answer) return undefined;
      const coding = codingFor(request.headers, answer);
      return coding ? codedAnswer(answer, coding) : answer;
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
