import type { CommerceClient } from './commerce/client.js';
import type { Config } from './config.js';
import type { ContentChanges } from './content/changes.js';
import type { Database, Db } from './db/client.js';
import type { KeyedLock } from './db/locks.js';
import type { Redis } from 'ioredis';
import type { Cache } from './lib/cache.js';
import type { ServiceMetrics } from './metrics/service-metrics.js';
import type { MediaStorage } from './media/storage.js';

/** What route groups and operations are given: the app's dependencies, built once in app.ts. */
export interface AppContext {
  readonly config: Config;
  readonly database: Database;
  readonly db: Db;
  readonly cache: Cache;
  readonly changes: ContentChanges;
  readonly commerce: CommerceClient;
  /** Serializes read-modify-write work per key (variant counters), across instances on PostgreSQL. */
  readonly locks: KeyedLock;
  readonly metrics: ServiceMetrics;
  /** The shared Redis connection when REDIS_URL is set (sign-in attempt counts use it). */
  readonly redis: Redis | undefined;
  /** Uploaded media files (MEDIA_DIR). */
  readonly mediaStorage: MediaStorage;
  /** The clock; tests pin it. */
  readonly now: () => Date;
}
