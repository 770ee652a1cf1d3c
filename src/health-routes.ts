import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from './context.js';

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
      summary: 'Readiness: the database answers',
      response: { 200: Status(['ready']), 503: Status(['database unavailable']) },
    },
  }, async (_request, reply) => {
    const ready = await context.database.ping();
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'database unavailable' });
  });
};
