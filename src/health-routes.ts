import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import { Type } from 'typebox';
import type { AppContext } from './app-context.js';
import { redisAnswers } from './lib/redis.js';
import { maskUrlPassword } from './lib/secrets.js';

const Status = (examples: string[]) => Type.Object({ status: Type.String() }, { examples: examples.map((status) => ({ status })) });

const Ready = Type.Object({
  status: Type.String(),
  redis: Type.Optional(Type.String({ description: '`unavailable` when REDIS_URL is set and Redis does not answer' })),
  staleness_bound_ms: Type.Optional(Type.Integer({ description: 'While Redis is down: how late another instance\'s write may show here (CONTENT_VERSION_POLL_MS)' })),
}, { examples: [{ status: 'ready' }, { status: 'ready', redis: 'unavailable', staleness_bound_ms: 1000 }] });

/** Asks Redis whether it answers; logs an outage once when it starts and once when it ends, not per request. */
function redisWatch(redis: Redis, redisUrl: string, log: FastifyBaseLogger) {
  let down = false;
  return async (): Promise<boolean> => {
    const up = await redisAnswers(redis);
    if (up === !down) return up;
    down = !up;
    if (down) {
      log.warn(`Redis does not answer (REDIS_URL=${maskUrlPassword(redisUrl)}): the service goes on without it, instances learn of `
        + 'each other\'s writes through the database poll (CONTENT_VERSION_POLL_MS) and /readyz says redis: unavailable');
    } else log.info('Redis answers again');
    return up;
  };
}

/** Resolves once the connection is made or has failed (the client sends nothing before), at most `ms` later. */
function connectionSettled(redis: Redis, ms: number): Promise<void> {
  if (redis.status !== 'connecting' && redis.status !== 'connect' && redis.status !== 'wait') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done).off('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done).once('error', done);
  });
}

/** How long the start-up check waits for the first connection to Redis (ioredis' connectTimeout is 1 s). */
const REDIS_START_CHECK_MS = 2000;

export const healthRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const { redis } = context;
  const redisUp = redis ? redisWatch(redis, context.config.redisUrl ?? '', app.log) : undefined;
  if (redisUp) context.metrics.watchRedis(redisUp);
  // Redis down at start-up stops nothing (it is optional): the start log says so once, without waiting for a /readyz.
  if (redis && redisUp) app.addHook('onListen', async () => void connectionSettled(redis, REDIS_START_CHECK_MS).then(redisUp));

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
