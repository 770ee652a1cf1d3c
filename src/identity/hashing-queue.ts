import { ServiceUnavailable } from '../lib/errors.js';

/**
 * Bounds password hashing: scrypt runs in libuv's thread pool (4 threads by default), which file reads
 * (media files, the admin app) share. At most `atOnce` hashes run together and `waiting` wait; a hash
 * beyond that is refused with 503 and Retry-After at once, instead of queueing without end while
 * sign-in floods hold every thread.
 */
export interface HashingQueue {
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly queued: number;
}

export const HASHES_AT_ONCE = 2;
export const HASHES_WAITING = 32;

export function hashingQueue(atOnce = HASHES_AT_ONCE, waiting = HASHES_WAITING): HashingQueue {
  let running = 0;
  const queue: Array<() => void> = [];
  const next = () => {
    running -= 1;
    const start = queue.shift();
    if (start) {
      running += 1;
      start();
    }
  };
  return {
    get running() {
      return running;
    },
    get queued() {
      return queue.length;
    },
    async run(work) {
      if (running >= atOnce) {
        if (queue.length >= waiting) throw new ServiceUnavailable('Too many passwords are being checked right now: try again in a moment.', 1);
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        next();
      }
    },
  };
}
