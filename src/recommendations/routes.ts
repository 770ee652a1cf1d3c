import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.js';
import { answerErrorsWith, successFalse } from '../lib/error-bodies.js';
import { Unauthorized } from '../lib/errors.js';
import { credentialMatcher } from '../lib/secrets.js';
import { recommendationsService } from './get-recommendations.js';

export const recommendationsRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  answerErrorsWith(app, successFalse);
  const recommendationsBody = recommendationsService(context);
  const storeKeyMatches = credentialMatcher(context.config.storeApiKey);

  app.get('/api/public/product-recommendations', async (request, reply) => {
    const presented = request.headers['x-store-api-key'];
    if (!storeKeyMatches(typeof presented === 'string' ? presented : undefined)) {
      throw new Unauthorized('Missing or invalid x-store-api-key');
    }
    return reply.type('application/json; charset=utf-8').send(await recommendationsBody());
  });
};
