import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { type HashingQueue, hashingQueue } from './hashing-queue.js';

/**
 * Passwords are hashed with scrypt (memory-hard) in libuv's thread pool, never on the event loop.
 * Stored as `scrypt$N=…,r=…,p=…$<salt hex>$<hash hex>`; the older `scrypt$<salt>$<hash>` form
 * (node's defaults N=2^14, r=8, p=1) still verifies, so existing users can sign in.
 */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** The service's cost: N=2^15, r=8, p=3, 32 MiB per hash, one of OWASP's equivalent scrypt settings. */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };
const LEGACY_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };
const SALT_BYTES = 16;
const HASH_BYTES = 64;
const HEX = /^(?:[0-9a-f]{2})+$/i;
export const MIN_PASSWORD_LENGTH = 8;
/** Longer inputs cost nothing more to hash, but bound what a request can make the server hold. */
export const MAX_PASSWORD_LENGTH = 1024;

/** Within these bounds, so a tampered hash cannot ask for gigabytes. */
function isAcceptedCost({ N, r, p }: ScryptCost): boolean {
  return Number.isInteger(N) && Number.isInteger(r) && Number.isInteger(p)
    && N >= 2 ** 10 && N <= 2 ** 20 && (N & (N - 1)) === 0 && r >= 1 && r <= 32 && p >= 1 && p <= 16;
}

function parseCost(text: string): ScryptCost | undefined {
  const match = /^N=(\d+),r=(\d+),p=(\d+)$/.exec(text);
  if (!match) return undefined;
  const cost = { N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  return isAcceptedCost(cost) ? cost : undefined;
}

function parseStored(stored: string): { cost: ScryptCost; salt: Buffer; hash: Buffer } | undefined {
  const [scheme, ...rest] = stored.split('$');
  if (scheme !== 'scrypt') return undefined;
  let cost: ScryptCost | undefined = LEGACY_COST;
  if (rest.length === 3) cost = parseCost(rest.shift()!);
  if (!cost || rest.length !== 2) return undefined;
  const [saltHex = '', hashHex = ''] = rest;
  if (!HEX.test(saltHex) || !HEX.test(hashHex)) return undefined;
  const hash = Buffer.from(hashHex, 'hex');
  if (hash.length !== HASH_BYTES) return undefined;
  return { cost, salt: Buffer.from(saltHex, 'hex'), hash };
}

/**
 * The app's password hashing (AppContext.passwords): its cost, its bounded queue (503 beyond it,
 * src/identity/hashing-queue.ts) and its decoy hash. Tests build apps with a lower cost, as other
 * frameworks' test settings lower bcrypt's rounds; what a hash was made with is stored in it, so
 * `needsRehash` tells a hash of another cost.
 */
export class PasswordHasher {
  readonly queue: HashingQueue;
  readonly #cost: ScryptCost;
  /** A hash of a random password, verified against when no user matches, so both failures cost the same. */
  #decoy: Promise<string> | undefined;

  constructor(options: { cost?: ScryptCost; queue?: HashingQueue } = {}) {
    const cost = options.cost ?? PASSWORD_COST;
    if (!isAcceptedCost(cost)) throw new Error(`scrypt cost out of bounds: N=${cost.N}, r=${cost.r}, p=${cost.p}`);
    this.#cost = { ...cost };
    this.queue = options.queue ?? hashingQueue();
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await this.#derive(password, salt, this.#cost);
    const { N, r, p } = this.#cost;
    return `scrypt$N=${N},r=${r},p=${p}$${salt.toString('hex')}$${key.toString('hex')}`;
  }

  /** False for a wrong password and for no stored hash (after the same work, on the decoy). */
  async verify(password: string, stored: string | undefined): Promise<boolean> {
    const parsed = parseStored(stored ?? '') ?? parseStored(await this.#decoyHash())!;
    const key = await this.#derive(password, parsed.salt, parsed.cost);
    return stored !== undefined && parseStored(stored) !== undefined && timingSafeEqual(key, parsed.hash);
  }

  /** True when a stored hash was made with another cost and should be replaced at the next sign-in. */
  needsRehash(stored: string): boolean {
    const parsed = parseStored(stored);
    return !parsed || parsed.cost.N !== this.#cost.N || parsed.cost.r !== this.#cost.r || parsed.cost.p !== this.#cost.p;
  }

  #decoyHash(): Promise<string> {
    // A refused hash (a full queue) is not kept: the next call tries again.
    this.#decoy ??= this.hash(randomBytes(16).toString('hex')).catch((error: unknown) => {
      this.#decoy = undefined;
      throw error;
    });
    return this.#decoy;
  }

  #derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
    const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
    return this.queue.run(() => new Promise((resolve, reject) => {
      scrypt(password.normalize('NFC'), salt, HASH_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
    }));
  }
}
