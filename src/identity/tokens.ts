import { createHash, randomBytes } from 'node:crypto';

/** Session tokens and API keys are 256 random bits; only their SHA-256 is stored. */
export const SESSION_PREFIX = 'sfs_';
export const API_KEY_PREFIX = 'sfk_';

export function newSecret(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
