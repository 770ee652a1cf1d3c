import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Answer, AnswerService } from '../lib/answer.js';
import { type FastRoute, preorderIdOf } from './fast-lane.js';
import { etagMatches, privateCacheControl } from './http-caching.js';
import { contentFastRoutes } from './content-caching.js';
import { ASK_FASTIFY, rawMediaBase } from './media-urls.js';
import type { Config } from '../config.js';
import type { ContentCache } from '../content-cache/content-cache.js';
import type { SentForms } from '../content-cache/sent-forms.js';

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
 * If-None-Match matches it (RFC 9110). Error answers never carry an ETag. Media URLs on the request's base.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, kept: Answer, headers: AnswerHeaders): FastifyReply {
  const answer = request.server.sentForms.withBase(kept, request.mediaBase);
  reply.header('etag', answer.etag).header('cache-control', headers.cacheControl);
  if (headers.vary) {
    const existing = reply.getHeader('vary');
    reply.header('vary', existing ? `${String(existing)}, ${headers.vary}` : headers.vary);
  }
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/** A kept answer with media URLs on the request's base (media-urls.ts); undefined sends the request through Fastify. */
export type OnMediaBase = (request: IncomingMessage, answer: Answer | undefined) => Answer | undefined;

export function mediaBaseFor(config: Pick<Config, 'publicUrl' | 'allowedHosts' | 'trustProxy'>, forms: SentForms): OnMediaBase {
  const mediaBaseOf = rawMediaBase(config);
  return (request, answer) => {
    if (!answer) return undefined;
    const base = mediaBaseOf(request);
    return base === ASK_FASTIFY ? undefined : forms.withBase(answer, base);
  };
}

export interface PublicAnswers {
  home: AnswerService;
  preorderDetail: AnswerService<[identifier: string]>;
  recommendations: AnswerService;
  /** The content API's answers, and the forms every answer is sent in. */
  content: ContentCache;
}

/** The fast lane's view of the public read routes (templates as Fastify names them). */
export function publicFastRoutes(
  answers: PublicAnswers,
  storeKeyMatches: (presented: string | undefined) => boolean,
  config: Pick<Config, 'publicCacheControl' | 'contentCacheControl' | 'publicUrl' | 'allowedHosts' | 'trustProxy'>,
) {
  const { publicCacheControl } = config;
  const onBase = mediaBaseFor(config, answers.content.forms);
  const content = contentFastRoutes(answers.content, config);
  const publicHeaders: AnswerHeaders = { cacheControl: publicCacheControl };
  const home: FastRoute = { template: '/api/home', headers: publicHeaders, peek: (request) => onBase(request, answers.home.peek()) };
  const recommendations: FastRoute = {
    template: '/api/public/product-recommendations',
    headers: recommendationsHeaders(publicCacheControl),
    peek: (request) => {
      const presented = request.headers['x-store-api-key'];
      return storeKeyMatches(typeof presented === 'string' ? presented : undefined) ? onBase(request, answers.recommendations.peek()) : undefined;
    },
  };
  const preorderDetail: FastRoute = {
    template: '/api/preorders/:id',
    headers: publicHeaders,
    peek: (request, path) => {
      const id = preorderIdOf(path);
      return id === undefined ? undefined : onBase(request, answers.preorderDetail.peek(id));
    },
  };
  return (path: string): FastRoute | undefined => {
    if (path === home.template) return home;
    if (path === recommendations.template) return recommendations;
    return path.startsWith('/api/preorders/') ? preorderDetail : content(path);
  };
}
