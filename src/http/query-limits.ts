import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors.js';

/** Characters after `?`: enough for any filter the content API allows (50 conditions of 200 characters need less). */
export const MAX_QUERY_LENGTH = 4096;

/** Refuses an over-long query string (414) before routing work, access checks or parsing look at it. */
export function enableQueryLimits(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const url = request.url;
    const start = url.indexOf('?');
    if (start !== -1 && url.length - start - 1 > MAX_QUERY_LENGTH) {
      throw new HttpError(414, `The query string may hold at most ${MAX_QUERY_LENGTH} characters.`);
    }
  });
}
