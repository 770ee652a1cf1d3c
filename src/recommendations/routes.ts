import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context.js';
import { recommendationsHeaders, sendAnswer } from '../http/public-answers.js';
import { answerErrorsWith, successFalse } from '../lib/error-bodies.js';
import { TooManyRequests, Unauthorized } from '../lib/errors.js';
import { attemptLimiter } from '../access/attempt-limiter.js';
import { credentialMatcher } from '../lib/secrets.js';
import type { AnswerService } from '../lib/answer.js';
import { recommendationsSchema } from './schemas.js';

export const recommendationsRoutes: FastifyPluginAsync<{ context: AppContext; recommendations: AnswerService }> = async (app, { context, recommendations }) => {
  answerErrorsWith(app, successFalse);
  const headers = recommendationsHeaders(context.config.publicCacheControl);
  const storeKeyMatches = credentialMatcher(context.config.storeApiKey);
  const failedKeys = attemptLimiter(context, 'store-key', context.config.signInAttemptsPerMinute);

  app.get('/api/public/product-recommendations', { schema: recommendationsSchema, config: { access: 'public' } }, async (request, reply) => {
    const presented = request.headers['x-store-api-key'];
    if (!storeKeyMatches(typeof presented === 'string' ? presented : undefined)) {
      // Guessing is slowed per address; a missing key is a misconfigured client, not a guess.
      if (typeof presented === 'string') {
        const wait = await failedKeys.hit(request.ip);
        if (wait > 0) throw new TooManyRequests('Too many wrong store keys from this address: wait and try again.', wait);
      }
      throw new Unauthorized('Missing or invalid x-store-api-key');
    }
    return sendAnswer(request, reply, await recommendations.answer(), headers);
  });
};
