import { randomFillSync } from 'node:crypto';

/**
 * Random bytes for identifiers (record, array-row and event ids), drawn from a pool that the system's
 * secure generator refills 4 KB at a time. A call into the generator costs about as much as the bytes
 * of a hundred identifiers, and a sync of 10,000 products asks for about 100,000 of them. Secrets
 * (tokens, keys, salts) take their bytes from `randomBytes` directly, never from here.
 */
const POOL_BYTES = 4096;
const pool = Buffer.allocUnsafeSlow(POOL_BYTES);
let next = POOL_BYTES;

function take(count: number): number {
  if (count > POOL_BYTES) throw new RangeError(`at most ${POOL_BYTES} random bytes at a time`);
  if (next + count > POOL_BYTES) {
    randomFillSync(pool);
    next = 0;
  }
  const start = next;
  next += count;
  return start;
}

/** `bytes` random bytes as lowercase hex (twice as many characters). */
export function randomHex(bytes: number): string {
  const start = take(bytes);
  return pool.toString('hex', start, start + bytes);
}

/** `bytes` random bytes in base64url, unpadded. */
export function randomBase64url(bytes: number): string {
  const start = take(bytes);
  return pool.toString('base64url', start, start + bytes);
}

/** A record id: 24 hex characters, like the ids Payload generates on MongoDB. */
export function newId(): string {
  return randomHex(12);
}
