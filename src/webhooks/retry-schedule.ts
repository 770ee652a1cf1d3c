const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The wait before each retry, after the first attempt (made at once): the Standard Webhooks schedule,
 * about 28 hours in all. After the last one fails the delivery is given up.
 */
export const RETRY_DELAYS_MS: readonly number[] = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR];

export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * The wait after failed attempt number `attempts` (1 is the first), up to a fifth more or less (jitter,
 * so that endpoints that failed together are not retried together), or undefined once attempts are spent.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number | undefined {
  const base = RETRY_DELAYS_MS[attempts - 1];
  if (base === undefined) return undefined;
  return Math.round(base * (0.8 + 0.4 * random()));
}
