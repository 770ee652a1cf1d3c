import fastifyEtag from '@fastify/etag';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Answer, AnswerService } from '../lib/answer.js';
import { type FastRoute, preorderIdOf } from './fast-lane.js';

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

export interface PublicAnswers {
  home: AnswerService;
  preorderDetail: AnswerService<[identifier: string]>;
  recommendations: AnswerService;
}

/** The fast lane's view of the three public read routes (templates as Fastify names them). */
export function publicFastRoutes(answers: PublicAnswers, storeKeyMatches: (presented: string | undefined) => boolean) {
  const home: FastRoute = { template: '/api/home', peek: () => answers.home.peek() };
  const recommendations: FastRoute = {
    template: '/api/public/product-recommendations',
    peek: (request) => {
      const presented = request.headers['x-store-api-key'];
      return storeKeyMatches(typeof presented === 'string' ? presented : undefined) ? answers.recommendations.peek() : undefined;
    },
  };
  const preorderDetail: FastRoute = {
    template: '/api/preorders/:id',
    peek: (_request, path) => {
      const id = preorderIdOf(path);
      return id === undefined ? undefined : answers.preorderDetail.peek(id);
    },
  };
  return (path: string): FastRoute | undefined => {
    if (path === home.template) return home;
    if (path === recommendations.template) return recommendations;
    return path.startsWith('/api/preorders/') ? preorderDetail : undefined;
  };
}
