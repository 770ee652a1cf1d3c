/**
 * HTTP caching rules shared by both lanes of the public read routes (Fastify's and the fast lane's),
 * so they answer alike.
 */

/** The entity tags of an If-None-Match header: `*`, or a comma-separated list of (possibly weak) tags. */
function entityTags(header: string): string[] {
  return header.match(/(?:W\/)?"[^"]*"|\*/g) ?? [];
}

const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/**
 * RFC 9110 13.1.2: If-None-Match matches when it is `*` or when any listed tag matches the current ETag
 * by weak comparison (the opaque tags are equal, W/ aside). Then a GET answers 304.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined || ifNoneMatch === '') return false;
  const current = opaque(etag);
  return entityTags(ifNoneMatch).some((tag) => tag === '*' || opaque(tag) === current);
}

/**
 * The Cache-Control of an answer behind a credential (the recommendations' store key): whatever
 * PUBLIC_CACHE_CONTROL allows browsers, never a shared cache.
 */
export function privateCacheControl(publicCacheControl: string): string {
  const kept = publicCacheControl
    .split(',')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && !/^(public|private|s-maxage=.*|proxy-revalidate)$/i.test(directive));
  return ['private', ...kept].join(', ');
}
