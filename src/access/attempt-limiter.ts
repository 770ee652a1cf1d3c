import type { Redis } from 'ioredis';
import type { AppContext } from '../app-context.js';

/**
 * Counts attempts per key in fixed windows: sign-ins per client address and per account, failed
 * admin-key and store-key attempts per address. In memory by default; in Redis when configured, so
 * every instance counts together. A Redis failure never blocks a sign-in (the count is skipped).
 */
export interface AttemptLimiter {
  /** Adds one attempt; answers how many seconds the key must wait, or 0 while within the limit. */
  hit(key: string): Promise<number>;
  /** Whether the key is over the limit now, without counting. */
  blocked(key: string): Promise<number>;
}

export function memoryAttemptLimiter(max: number, windowMs: number, now: () => number = Date.now): AttemptLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const at = now();
    let window = windows.get(key);
    if (!window || window.resetAt <= at) {
      window = { count: 0, resetAt: at + windowMs };
      windows.set(key, window);
      // Bounded memory: expired windows go when the map grows.
      if (windows.size > 100_000) for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
    }
    return { window, at };
  };
  const wait = (window: { count: number; resetAt: number }, at: number) => (window.count > max ? Math.ceil((window.resetAt - at) / 1000) : 0);
  return {
    async hit(key) {
      const { window, at } = current(key);
      window.count += 1;
      return wait(window, at);
    },
    async blocked(key) {
      const { window, at } = current(key);
      return window.count >= max ? Math.max(1, Math.ceil((window.resetAt - at) / 1000)) : 0;
    },
  };
}

export function redisAttemptLimiter(redis: Redis, prefix: string, max: number, windowMs: number): AttemptLimiter {
  const name = (key: string) => `storefront:attempts:${prefix}:${key}`;
  return {
    async hit(key) {
      try {
        const [[, count], [, ttl]] = (await redis.multi().incr(name(key)).pttl(name(key)).exec()) as [[unknown, number], [unknown, number]];
        if (ttl < 0) await redis.pexpire(name(key), windowMs);
        return count > max ? Math.max(1, Math.ceil((ttl < 0 ? windowMs : ttl) / 1000)) : 0;
      } catch {
        return 0;
      }
    },
    async blocked(key) {
      try {
        const [[, count], [, ttl]] = (await redis.multi().get(name(key)).pttl(name(key)).exec()) as [[unknown, string | null], [unknown, number]];
        return Number(count ?? 0) >= max ? Math.max(1, Math.ceil((ttl < 0 ? windowMs : ttl) / 1000)) : 0;
      } catch {
        return 0;
      }
    },
  };
}

/** Attempts per minute per key, counted in Redis when the context has it. */
export function attemptLimiter(context: Pick<AppContext, 'redis'>, name: string, perMinute: number): AttemptLimiter {
  return context.redis ? redisAttemptLimiter(context.redis, name, perMinute, 60_000) : memoryAttemptLimiter(perMinute, 60_000);
}
