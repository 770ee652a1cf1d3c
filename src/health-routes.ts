import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import { Type } from 'typebox';
import type { AppContext } from './app-context.js';
import { redisAnswers } from './lib/redis.js';

const Status = (examples: string[]) => Type.Object({ status: Type.String() }, { examples: examples.map((status) => ({ status })) });

const Ready = Type.Object({
  status: Type.String(),
  redis: Type.Optional(Type.String({ description: '`unavailable` when REDIS_URL is set and Redis does not answer' })),
  staleness_bound_ms: Type.Optional(Type.Integer({ description: 'While Redis is down: how late another instance\'s write may show here (CONTENT_VERSION_POLL_MS)' })),
}, { examples: [{ status: 'ready' }, { status: 'ready', redis: 'unavailable', staleness_bound_ms: 1000 }] });

/** Asks Redis whether it answers; logs an outage once when it starts and once when it ends, not per request. */
function redisWatch(redis: Redis, log: FastifyBaseLogger) {
  let down = false;
  return async (): Promise<boolean> => {
    const up = await redisAnswers(redis);
    if (up === !down) return up;
    down = !up;
    if (down) log.warn('Redis does not answer: instances learn of each other\'s writes through the database poll (CONTENT_VERSION_POLL_MS)');
    else log.info('Redis answers again');
    return up;
  };
}

export const healthRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const redisUp = context.redis ? redisWatch(context.redis, app.log) : undefined;
  if (redisUp) context.metrics.watchRedis(redisUp);

  app.get('/healthz', {
    logLevel: 'warn',
    config: { access: 'public' },
    schema: { tags: ['operations'], summary: 'Liveness: the process answers', response: { 200: Status(['ok']) } },
  }, async () => ({ status: 'ok' }));

  // Redis down does not take an instance out of rotation: every instance shares it, so a 503 would take
  // them all out at once, while each still serves, at most CONTENT_VERSION_POLL_MS behind the others' writes.
  app.get('/readyz', {
    logLevel: 'warn',
    config: { access: 'public' },
    schema: {
      tags: ['operations'],
      summary: 'Readiness: 200 while the database answers (with `redis: unavailable` when REDIS_URL is set and Redis does not), 503 when it does not',
      response: { 200: Ready, 503: Status(['database unavailable']) },
    },
  }, async (_request, reply) => {
    const [database, redis] = await Promise.all([context.database.ping(), redisUp ? redisUp() : Promise.resolve(true)]);
    if (!database) return reply.code(503).send({ status: 'database unavailable' });
    if (!redis) return { status: 'ready', redis: 'unavailable', staleness_bound_ms: context.config.contentVersionPollMs };
    return { status: 'ready' };
  });
};
