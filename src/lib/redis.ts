import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { VersionStore } from '../content/changes.js';
import type { Cache } from './cache.js';

const VERSION_KEY = 'storefront:content-version';
const CACHE_PREFIX = 'storefront:cache:';

export function connectRedis(url: string): Redis {
  // Loaded only when REDIS_URL is set (ioredis costs about 10 MB of memory).
  const { Redis: RedisClient } = createRequire(import.meta.url)('ioredis') as typeof import('ioredis');
  // Fail a command fast rather than queueing it while Redis is unreachable.
  return new RedisClient(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false });
}

/** The shared cache of several instances; values are stored as JSON. */
export class RedisCache implements Cache {
  constructor(private readonly redis: Redis) {}

  async get<T>(key: string): Promise<T | undefined> {
    const value = await this.redis.get(CACHE_PREFIX + key);
    return value === null ? undefined : (JSON.parse(value) as T);
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    await this.redis.set(CACHE_PREFIX + key, JSON.stringify(value), 'EX', ttlSeconds);
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(CACHE_PREFIX + key);
  }
}

/** The content version every instance compares before answering (see ContentChanges). */
export function redisVersionStore(redis: Redis): VersionStore {
  return {
    current: async () => (await redis.get(VERSION_KEY)) ?? '0',
    increment: async () => String(await redis.incr(VERSION_KEY)),
  };
}
