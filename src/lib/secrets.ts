import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Constant-time comparison of a presented credential with the configured one.
 * Both sides are hashed first so neither their contents nor their lengths leak through timing.
 */
const digest = (value: string) => createHash('sha256').update(value).digest();

export function credentialMatches(presented: string | undefined, expected: string | undefined): boolean {
  if (!expected || !presented) return false;
  return timingSafeEqual(digest(presented), digest(expected));
}

/** The same check with the expected side hashed once, for a hot route. */
export function credentialMatcher(expected: string | undefined): (presented: string | undefined) => boolean {
  if (!expected) return () => false;
  const expectedDigest = digest(expected);
  return (presented) => presented !== undefined && presented !== '' && timingSafeEqual(digest(presented), expectedDigest);
}

/** The token of an `Authorization: Bearer <token>` header, if that is what it holds. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}
