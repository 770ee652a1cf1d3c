import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from './app-context.js';
import { redisAnswers } from './lib/redis.js';

const Status = (examples: string[]) => Type.Object({ status: Type.String() }, { examples: examples.map((status) => ({ status })) });

export const healthRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  app.get('/healthz', {
    logLevel: 'warn',
    config: { access: 'public' },
    schema: { tags: ['operations'], summary: 'Liveness: the process answers', response: { 200: Status(['ok']) } },
  }, async () => ({ status: 'ok' }));

  app.get('/readyz', {
    logLevel: 'warn',
    config: { access: 'public' },
    schema: {
      tags: ['operations'],
      summary: 'Readiness: the database answers, and Redis when REDIS_URL is set',
      response: { 200: Status(['ready']), 503: Status(['database unavailable', 'redis unavailable']) },
    },
  }, async (_request, reply) => {
    const [database, redis] = await Promise.all([
      context.database.ping(),
      context.redis ? redisAnswers(context.redis) : Promise.resolve(true),
    ]);
    const status = !database ? 'database unavailable' : !redis ? 'redis unavailable' : 'ready';
    return reply.code(status === 'ready' ? 200 : 503).send({ status });
  });
};
