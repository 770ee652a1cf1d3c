import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Answer, AnswerService } from '../lib/answer.js';
import { type FastRoute, preorderIdOf } from './fast-lane.js';
import { etagMatches, privateCacheControl } from './http-caching.js';
import { type ContentAnswers, contentFastRoutes } from './content-caching.js';

/** Caching headers of a public read route's answers (both lanes send the same). */
export interface AnswerHeaders {
  cacheControl: string;
  /** Request headers the answer depends on, besides Origin (added when CORS is on). */
  vary?: string;
}

/** The recommendations are behind the store key: private, and varying on the key. */
export const recommendationsHeaders = (publicCacheControl: string): AnswerHeaders => ({
  cacheControl: privateCacheControl(publicCacheControl),
  vary: 'x-store-api-key',
});

/**
 * A kept answer with its ETag (computed with the body, never re-hashed per request): 304 when
 * If-None-Match matches it (RFC 9110). Error answers never carry an ETag.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer, headers: AnswerHeaders): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', headers.cacheControl);
  if (headers.vary) {
    const existing = reply.getHeader('vary');
    reply.header('vary', existing ? `${String(existing)}, ${headers.vary}` : headers.vary);
  }
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

export interface PublicAnswers {
  home: AnswerService;
  preorderDetail: AnswerService<[identifier: string]>;
  recommendations: AnswerService;
  content: ContentAnswers;
}

/** The fast lane's view of the public read routes (templates as Fastify names them). */
export function publicFastRoutes(
  answers: PublicAnswers,
  storeKeyMatches: (presented: string | undefined) => boolean,
  cacheControl: { publicCacheControl: string; contentCacheControl: string },
) {
  const { publicCacheControl } = cacheControl;
  const content = contentFastRoutes(answers.content, cacheControl.contentCacheControl);
  const publicHeaders: AnswerHeaders = { cacheControl: publicCacheControl };
  const home: FastRoute = { template: '/api/home', headers: publicHeaders, peek: () => answers.home.peek() };
  const recommendations: FastRoute = {
    template: '/api/public/product-recommendations',
    headers: recommendationsHeaders(publicCacheControl),
    peek: (request) => {
      const presented = request.headers['x-store-api-key'];
      return storeKeyMatches(typeof presented === 'string' ? presented : undefined) ? answers.recommendations.peek() : undefined;
    },
  };
  const preorderDetail: FastRoute = {
    template: '/api/preorders/:id',
    headers: publicHeaders,
    peek: (_request, path) => {
      const id = preorderIdOf(path);
      return id === undefined ? undefined : answers.preorderDetail.peek(id);
    },
  };
  return (path: string): FastRoute | undefined => {
    if (path === home.template) return home;
    if (path === recommendations.template) return recommendations;
    return path.startsWith('/api/preorders/') ? preorderDetail : content(path);
  };
}
