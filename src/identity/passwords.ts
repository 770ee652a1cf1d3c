import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hashingQueue } from './hashing-queue.js';

/**
 * Passwords are hashed with scrypt (memory-hard) in libuv's thread pool, never on the event loop.
 * Parameters: N=2^15, r=8, p=3, 32 MiB per hash, one of OWASP's equivalent scrypt settings.
 * Stored as `scrypt$N=…,r=…,p=…$<salt hex>$<hash hex>`; the older `scrypt$<salt>$<hash>` form
 * (node's defaults N=2^14, r=8, p=1) still verifies, so existing users can sign in.
 */
const CURRENT = { N: 2 ** 15, r: 8, p: 3 } as const;
const LEGACY = { N: 2 ** 14, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const HASH_BYTES = 64;
const HEX = /^(?:[0-9a-f]{2})+$/i;
export const MIN_PASSWORD_LENGTH = 8;
/** Longer inputs cost nothing more to hash, but bound what a request can make the server hold. */
export const MAX_PASSWORD_LENGTH = 1024;

type Parameters = { N: number; r: number; p: number };

/** Every hash of the process goes through one bounded queue (503 beyond it, src/identity/hashing-queue.ts). */
export const passwordHashing = hashingQueue();

function derive(password: string, salt: Buffer, parameters: Parameters): Promise<Buffer> {
  const options: ScryptOptions = { ...parameters, maxmem: 256 * parameters.N * parameters.r };
  return passwordHashing.run(() => new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, HASH_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  }));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, CURRENT);
  return `scrypt$N=${CURRENT.N},r=${CURRENT.r},p=${CURRENT.p}$${salt.toString('hex')}$${key.toString('hex')}`;
}

function parseParameters(text: string): Parameters | undefined {
  const match = /^N=(\d+),r=(\d+),p=(\d+)$/.exec(text);
  if (!match) return undefined;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Bounds keep a tampered hash from asking for gigabytes.
  if (N < 2 ** 10 || N > 2 ** 20 || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return undefined;
  return { N, r, p };
}

function parseStored(stored: string): { parameters: Parameters; salt: Buffer; hash: Buffer } | undefined {
  const parts = stored.split('$');
  const [scheme, ...rest] = parts;
  if (scheme !== 'scrypt') return undefined;
  let parameters: Parameters | undefined = LEGACY;
  if (rest.length === 3) parameters = parseParameters(rest.shift()!);
  if (!parameters || rest.length !== 2) return undefined;
  const [saltHex = '', hashHex = ''] = rest;
  if (!HEX.test(saltHex) || !HEX.test(hashHex)) return undefined;
  const hash = Buffer.from(hashHex, 'hex');
  if (hash.length !== HASH_BYTES) return undefined;
  return { parameters, salt: Buffer.from(saltHex, 'hex'), hash };
}

/** A hash of a random password, verified against when no user matches, so both failures cost the same. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  // A refused hash (a full queue) is not kept: the next call tries again.
  decoy ??= hashPassword(randomBytes(16).toString('hex')).catch((error: unknown) => {
    decoy = undefined;
    throw error;
  });
  return decoy;
}

export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const parsed = parseStored(stored ?? '') ?? parseStored(await decoyHash())!;
  const key = await derive(password, parsed.salt, parsed.parameters);
  return stored !== undefined && parseStored(stored) !== undefined && timingSafeEqual(key, parsed.hash);
}

/** True when a stored hash uses older parameters and should be replaced at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parseStored(stored);
  return !parsed || parsed.parameters.N !== CURRENT.N || parsed.parameters.r !== CURRENT.r || parsed.parameters.p !== CURRENT.p;
}
