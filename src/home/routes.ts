import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.js';
import { enableHttpCaching, sendAnswer } from '../http/public-answers.js';
import { answerErrorsWith, errorAndMessage } from '../lib/error-bodies.js';
import { homeService } from './home-service.js';
import { homeSchema } from './schemas.js';

export const homeRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  answerErrorsWith(app, errorAndMessage);
  await enableHttpCaching(app);
  const homeAnswer = homeService(context);
  app.get('/api/home', { schema: homeSchema }, async (_request, reply) => sendAnswer(reply, await homeAnswer(), context.config.publicCacheControl));
};
