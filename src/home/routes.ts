import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.js';
import { enableHttpCaching, sendAnswer } from '../http/public-answers.js';
import { answerErrorsWith, errorAndMessage } from '../lib/error-bodies.js';
import type { AnswerService } from '../lib/answer.js';
import { homeSchema } from './schemas.js';

export const homeRoutes: FastifyPluginAsync<{ context: AppContext; home: AnswerService }> = async (app, { context, home }) => {
  answerErrorsWith(app, errorAndMessage);
  await enableHttpCaching(app);
  app.get('/api/home', { schema: homeSchema, config: { access: 'public' } }, async (_request, reply) => sendAnswer(reply, await home.answer(), context.config.publicCacheControl));
};
