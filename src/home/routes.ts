import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.js';
import { answerErrorsWith, errorAndMessage } from '../lib/error-bodies.js';
import { getHomeData } from './get-home-data.js';

export const homeRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  answerErrorsWith(app, errorAndMessage);
  app.get('/api/home', async () => getHomeData(context));
};
