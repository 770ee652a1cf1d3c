import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context.js';
import { sendAnswer } from '../http/public-answers.js';
import { answerErrorsWith, errorAndMessage } from '../lib/error-bodies.js';
import type { AnswerService } from '../lib/answer.js';
import { homeSchema } from './schemas.js';

export const homeRoutes: FastifyPluginAsync<{ context: AppContext; home: AnswerService }> = async (app, { context, home }) => {
  answerErrorsWith(app, errorAndMessage);
  const headers = { cacheControl: context.config.publicCacheControl };
  app.get('/api/home', { schema: homeSchema, config: { access: 'public' } }, async (request, reply) => sendAnswer(request, reply, await home.answer(), headers));
};
