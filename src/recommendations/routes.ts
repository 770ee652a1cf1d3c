import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.js';
import { enableHttpCaching, sendAnswer } from '../http/public-answers.js';
import { answerErrorsWith, successFalse } from '../lib/error-bodies.js';
import { Unauthorized } from '../lib/errors.js';
import { credentialMatcher } from '../lib/secrets.js';
import type { AnswerService } from '../lib/answer.js';
import { recommendationsSchema } from './schemas.js';

export const recommendationsRoutes: FastifyPluginAsync<{ context: AppContext; recommendations: AnswerService }> = async (app, { context, recommendations }) => {
  answerErrorsWith(app, successFalse);
  await enableHttpCaching(app);
  const storeKeyMatches = credentialMatcher(context.config.storeApiKey);

  app.get('/api/public/product-recommendations', { schema: recommendationsSchema }, async (request, reply) => {
    const presented = request.headers['x-store-api-key'];
    if (!storeKeyMatches(typeof presented === 'string' ? presented : undefined)) {
      throw new Unauthorized('Missing or invalid x-store-api-key');
    }
    return sendAnswer(reply, await recommendations.answer(), context.config.publicCacheControl);
  });
};
