import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { Cache } from './cache.js';

const VERSION_KEY = 'storefront:content-version';
const CACHE_PREFIX = 'storefront:cache:';

export function connectRedis(url: string): Redis {
  // Loaded only when REDIS_URL is set (ioredis costs about 10 MB of memory).
  const { Redis: RedisClient } = createRequire(import.meta.url)('ioredis') as typeof import('ioredis');
  // Fail a command at once while Redis is unreachable, and within half a second when it hangs: the
  // service goes on without it (see ContentChanges) rather than queueing requests behind it.
  const redis = new RedisClient(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 500, connectTimeout: 1000, lazyConnect: false });
  // Connection errors are reported by the commands that fail; without a listener ioredis would log each retry.
  redis.on('error', () => {});
  return redis;
}

/** The shared cache of several instances; values are stored as JSON. Redis failing is a miss, never an error. */
export class RedisCache implements Cache {
  constructor(private readonly redis: Redis) {}

  async get<T>(key: string): Promise<T | undefined> {
    try {
      const value = await this.redis.get(CACHE_PREFIX + key);
      return value === null ? undefined : (JSON.parse(value) as T);
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    await this.redis.set(CACHE_PREFIX + key, JSON.stringify(value), 'EX', ttlSeconds).catch(() => {});
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(CACHE_PREFIX + key).catch(() => {});
  }
}

/** Whether Redis answers a PING within half a second (readiness). */
export async function redisAnswers(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}

/** The shared counter other instances compare (src/content/changes.ts's fast notification path). */
export interface VersionStore {
  current(): Promise<string>;
  increment(): Promise<string>;
}

/** The content version every instance compares before answering (see ContentChanges). */
export function redisVersionStore(redis: Redis): VersionStore {
  return {
    current: async () => (await redis.get(VERSION_KEY)) ?? '0',
    increment: async () => String(await redis.incr(VERSION_KEY)),
  };
}
