import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from './context.js';

export const healthRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const ready = await context.database.ping();
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'database unavailable' });
  });
};
