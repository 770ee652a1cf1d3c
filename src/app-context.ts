import { type CommerceClient, createCommerceClient } from './commerce/client.js';
import { type Config, mediaFolderOf } from './config.js';
import { localDiskStorage, type MediaStorage } from './content/uploads/storage.js';
import { ContentChanges } from './content/changes.js';
import { CreateQueue } from './content/operations/create-document.js';
import { ContentCache } from './content-cache/content-cache.js';
import { Outbox } from './events/outbox.js';
import type { RouteRule } from './access/guard.js';
import { isPublicCollection } from './content/collections.js';
import { keepsRenderedAnswers } from './lib/rendered-cache.js';
import type { Database, Db } from './db/client.js';
import { createKeyedLock, type KeyedLock } from './db/locks.js';
import { committedContentVersion } from './db/content-version.js';
import type { Cache } from './lib/cache.js';
import type { Redis } from 'ioredis';
import { connectRedis, RedisCache, redisVersionStore } from './lib/redis.js';
import { instrumentCommerce } from './metrics/instrument-commerce.js';
import { CounterQueue } from './preorders/update-variant-counters.js';
import { createServiceMetrics, type ServiceMetrics } from './metrics/service-metrics.js';
import { PasswordHasher, type ScryptCost } from './identity/passwords.js';

/** What route groups and operations are given: the app's dependencies, built by createAppContext below. */
export interface AppContext {
  readonly config: Config;
  readonly database: Database;
  readonly db: Db;
  /** The cache instances share (Redis), when REDIS_URL is set. */
  readonly sharedCache: Cache | undefined;
  readonly changes: ContentChanges;
  /** Everything kept of content between writes, told of each by the change feed (see ContentCache). */
  readonly contentCache: ContentCache;
  /** The document creates waiting to be written with the others of their collection (see CreateQueue). */
  readonly creates: CreateQueue;
  /** Writes events with the app's writes, and tells the app's delivery worker when deliveries may be queued. */
  readonly outbox: Outbox;
  /** Every route of the HTTP app with its access rule, as registered: the guard fills it, tests check none is missing. */
  readonly routeRules: RouteRule[];
  readonly commerce: CommerceClient;
  /** Serializes read-modify-write work per key (variant counters, media), across instances on PostgreSQL. */
  readonly locks: KeyedLock;
  /** The variant counter changes waiting for their product's lease (see CounterQueue). */
  readonly counters: CounterQueue;
  readonly metrics: ServiceMetrics;
  /** The shared Redis connection when REDIS_URL is set (sign-in attempt counts use it). */
  readonly redis: Redis | undefined;
  /** Uploaded media files (MEDIA_DIR). */
  readonly mediaStorage: MediaStorage;
  /** The clock; tests pin it. */
  readonly now: () => Date;
  /** Password hashing: its cost, its bounded queue and its decoy. */
  readonly passwords: PasswordHasher;
}

export interface ContextOptions {
  config: Config;
  database: Database;
  /** Where the context reports trouble it works around (Redis unreachable); the app passes its logger. */
  log?: { warn(details: object, message: string): void };
  commerce?: CommerceClient;
  now?: () => Date;
  mediaStorage?: MediaStorage;
  /** The scrypt cost of new password hashes (PASSWORD_COST by default); tests lower it. */
  passwordCost?: ScryptCost;
}

export interface OpenContext {
  context: AppContext;
  /** Closes what the context opened besides the database (the Redis connection). */
  close(): Promise<void>;
}


/** The dependencies every operation is given, built the same way for the HTTP app and the CLI. */
export function createAppContext(options: ContextOptions): OpenContext {
  const { config, database } = options;
  // With REDIS_URL, instances share the recommendations cache and see each other's writes.
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  const metrics = createServiceMetrics();
  database.observeQueries(metrics.databaseQuery);
  const now = options.now ?? (() => new Date());
  const outbox = new Outbox();
  const changes = new ContentChanges(redis && {
    notifications: redisVersionStore(redis),
    committed: () => committedContentVersion(database.db),
    pollMs: config.contentVersionPollMs,
    warn: (message, error) => options.log?.warn({ reason: (error as Error)?.message }, message),
  }, (tx, writes) => outbox.emitWriteEvents(tx, writes));
  const contentCache = new ContentCache({
    enabled: keepsRenderedAnswers(database, changes),
    keepsCollection: isPublicCollection,
    onLookup: (hit) => metrics.cacheLookup('content', hit),
    refresh: () => changes.refresh(),
  });
  changes.subscribe(contentCache.listener);
  metrics.watchContentCache(contentCache.budget);
  const locks = createKeyedLock(database);
  const context: AppContext = {
    config,
    database,
    db: database.db,
    sharedCache: redis && new RedisCache(redis),
    changes,
    contentCache,
    creates: new CreateQueue(),
    outbox,
    routeRules: [],
    commerce: instrumentCommerce(options.commerce ?? createCommerceClient(config), metrics),
    metrics,
    locks,
    counters: new CounterQueue(locks),
    redis,
    mediaStorage: options.mediaStorage ?? localDiskStorage(mediaFolderOf(config)),
    now,
    passwords: new PasswordHasher({ cost: options.passwordCost }),
  };
  return {
    context,
    close: async () => {
      context.changes.stop();
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}
