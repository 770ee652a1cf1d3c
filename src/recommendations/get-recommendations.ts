import type { AppContext } from '../context.js';
import { globalDefinitions } from '../content/collections.js';
import { touches } from '../content/changes.js';
import { isReference } from '../content/fields.js';
import { readGlobal } from '../content/operations/globals.js';
import { CacheKeys } from '../lib/cache-keys.js';

export const RECOMMENDATIONS_DEPTH = 3;
export const ENABLED_TTL_SECONDS = 3600;
export const DISABLED_TTL_SECONDS = 600;

/** The collections and globals whose content appears in the recommendations data. */
export const RECOMMENDATIONS_SOURCES = new Set(['product-recommendations', 'products', 'preorder-products', 'media']);

interface StoredList {
  id?: unknown;
  title?: unknown;
  subtitle?: unknown;
  products?: unknown;
}

function publishedProducts(references: unknown): Record<string, unknown>[] {
  if (!Array.isArray(references)) return [];
  return references.flatMap((reference) => {
    if (!isReference(reference) || typeof reference.value !== 'object' || reference.value === null) return [];
    const record = reference.value as Record<string, unknown>;
    return record.status === 'published' ? [record] : [];
  });
}

export async function buildRecommendations(context: Pick<AppContext, 'db'>) {
  const stored = await readGlobal(context, globalDefinitions['product-recommendations']!, RECOMMENDATIONS_DEPTH);
  if (stored.enabled !== true) return { data: { enabled: false, lists: [] }, ttlSeconds: DISABLED_TTL_SECONDS };
  const lists = ((stored.lists as StoredList[] | undefined) ?? []).map((list) => {
    const products = publishedProducts(list.products);
    return { id: list.id ?? null, title: list.title ?? '', subtitle: list.subtitle ?? '', products, totalProducts: products.length };
  });
  return { data: { enabled: true, lists, totalLists: lists.length }, ttlSeconds: ENABLED_TTL_SECONDS };
}

/**
 * Serves the recommendations from the cache. The key carries the content version it was built from
 * (this instance's count of writes to the sources, or with Redis the shared content version), so a
 * computation that raced with a write is stored under a key nobody reads again: no stale entry survives.
 */
export function recommendationsService(context: Pick<AppContext, 'db' | 'cache' | 'changes'>) {
  let generation = 0;
  context.changes.subscribe((slug) => {
    if (touches(slug, RECOMMENDATIONS_SOURCES)) generation += 1;
  });
  const currentKey = () =>
    `${CacheKeys.publicRecommendations}:${context.changes.shared ? context.changes.version() : `g${generation}`}`;
  // The data is cached as JSON text; the encoded hit answer for the current text is kept beside it.
  let lastHit: { dataJson: string; body: Buffer } | undefined;

  /** The whole answer, serialized. */
  return async function recommendationsBody(): Promise<Buffer> {
    await context.changes.refresh();
    const key = currentKey();
    const hit = await context.cache.get<string>(key);
    if (hit !== undefined) {
      if (lastHit?.dataJson !== hit) lastHit = { dataJson: hit, body: Buffer.from(`{"success":true,"data":${hit},"cached":true}`) };
      return lastHit.body;
    }
    const { data, ttlSeconds } = await buildRecommendations(context);
    const dataJson = JSON.stringify(data);
    await context.cache.set(key, dataJson, ttlSeconds);
    return Buffer.from(`{"success":true,"data":${dataJson},"cached":false}`);
  };
}
