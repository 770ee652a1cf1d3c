import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import qs from 'qs';
import { type CommerceClient, createCommerceClient } from './commerce/client.js';
import type { Config } from './config.js';
import { ContentChanges } from './content/changes.js';
import { contentRoutes } from './content/routes.js';
import type { AppContext } from './context.js';
import type { Database } from './db/client.js';
import { createKeyedLock } from './db/locks.js';
import { healthRoutes } from './health-routes.js';
import { homeRoutes } from './home/routes.js';
import { type Cache, MemoryCache } from './lib/cache.js';
import { connectRedis, RedisCache, redisVersionStore } from './lib/redis.js';
import { adminRoutes } from './maintenance/admin-routes.js';
import { clearDataRoutes } from './maintenance/clear-data-routes.js';
import { preorderRoutes } from './preorders/routes.js';
import { recommendationsRoutes } from './recommendations/routes.js';
import { syncRoutes } from './sync/routes.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppOptions {
  config: Config;
  database: Database;
  cache?: Cache;
  commerce?: CommerceClient;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers["x-store-api-key"]', 'req.headers.cookie', 'headers.authorization'],
      censor: '[redacted]',
    },
  };
}

/** Builds the whole service around an open database; tests call this and use `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: {
      querystringParser: (query: string) => qs.parse(query, { depth: 10, arrayLimit: 100, parameterLimit: 200 }),
    },
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, useDefaults: true } },
  });

  // An empty JSON body means "no body" (POST /api/clear-data then uses its defaults).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  // With REDIS_URL, instances share the recommendations cache and see each other's writes.
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const context: AppContext = {
    config,
    database,
    db: database.db,
    cache: options.cache ?? (redis ? new RedisCache(redis) : new MemoryCache()),
    changes: new ContentChanges(redis && redisVersionStore(redis)),
    commerce: options.commerce ?? createCommerceClient(config),
    locks: createKeyedLock(database),
    now: options.now ?? (() => new Date()),
  };

  await app.register(healthRoutes, { context });
  await app.register(clearDataRoutes, { context });
  await app.register(adminRoutes, { context });
  await app.register(recommendationsRoutes, { context });
  await app.register(homeRoutes, { context });
  await app.register(preorderRoutes, { context });
  await app.register(syncRoutes, { context });
  await app.register(contentRoutes, { context });
  return app;
}
