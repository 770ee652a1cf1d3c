import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.js';
import { answerErrorsWith, errorAndMessage } from '../lib/error-bodies.js';
import { homeService } from './home-service.js';

export const homeRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  answerErrorsWith(app, errorAndMessage);
  const homeBody = homeService(context);
  app.get('/api/home', async (_request, reply) => reply.type('application/json; charset=utf-8').send(await homeBody()));
};
