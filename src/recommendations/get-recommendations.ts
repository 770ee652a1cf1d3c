import type { AppContext } from '../app-context.js';
import { globalDefinitions } from '../content/collections.js';
import { touches } from '../content/changes.js';
import { isReference } from '../content/fields.js';
import { readGlobal } from '../content/operations/globals.js';
import { answerOfData, type Answer, type AnswerService } from '../lib/answer.js';
import { CacheKeys } from '../lib/cache-keys.js';
import { sourcesOf } from '../content/dependencies.js';

export const RECOMMENDATIONS_DEPTH = 3;
export const ENABLED_TTL_SECONDS = 3600;
export const DISABLED_TTL_SECONDS = 600;

/** The collections and globals whose content appears in the recommendations data. */
export const RECOMMENDATIONS_SOURCES = sourcesOf(['product-recommendations'], RECOMMENDATIONS_DEPTH);

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
  const stored = await readGlobal(context, globalDefinitions['product-recommendations']!, RECOMMENDATIONS_DEPTH, { overBudgetStatus: 500 });
  if (stored.enabled !== true) return { data: { enabled: false, lists: [] }, ttlSeconds: DISABLED_TTL_SECONDS };
  const lists = ((stored.lists as StoredList[] | undefined) ?? []).map((list) => {
    const products = publishedProducts(list.products);
    return { id: list.id ?? null, title: list.title ?? '', subtitle: list.subtitle ?? '', products, totalProducts: products.length };
  });
  return { data: { enabled: true, lists, totalLists: lists.length }, ttlSeconds: ENABLED_TTL_SECONDS };
}

interface CachedRecommendations {
  dataJson: string;
  /** Epoch ms at which the entry's lifetime ends (a copy kept on this instance ends with it). */
  expiresAt: number;
}

/**
 * Serves the recommendations from the cache. The key carries the content version it was built from
 * (this instance's count of writes to the sources, or with Redis the shared content version), so a
 * computation that raced with a write is stored under a key nobody reads again: no stale entry survives.
 * The encoded answer of the last hit is kept on the instance for as long as its key is current and
 * its lifetime lasts, so a hit with Redis costs only the version check.
 */
export function recommendationsService(context: Pick<AppContext, 'db' | 'cache' | 'changes' | 'metrics' | 'now'>): AnswerService {
  // The app's clock (tests move it), in epoch ms.
  const clock = () => context.now().getTime();
  let generation = 0;
  context.changes.subscribe((slug) => {
    if (touches(slug, RECOMMENDATIONS_SOURCES)) generation += 1;
  });
  const currentVersion = (): string | number => (context.changes.shared ? context.changes.version() : generation);
  const keyOf = (version: string | number) =>
    `${CacheKeys.publicRecommendations}:${typeof version === 'number' ? `g${version}` : version}`;
  // Compared by version, not by key: the hot path builds no string.
  let lastHit: { version: string | number; expiresAt: number; answer: Answer } | undefined;

  const peek = (): Answer | undefined => {
    if (lastHit?.version !== currentVersion() || clock() >= lastHit.expiresAt) return undefined;
    context.metrics.cacheLookup('recommendations', true);
    return lastHit.answer;
  };

  /** The whole answer, serialized, with its ETag. */
  async function answer(): Promise<Answer> {
    await context.changes.refresh();
    const kept = peek();
    if (kept) return kept;
    const version = currentVersion();
    const key = keyOf(version);
    const now = clock();
    const hit = await context.cache.get<CachedRecommendations>(key);
    context.metrics.cacheLookup('recommendations', hit !== undefined);
    if (hit !== undefined) {
      lastHit = { version, expiresAt: hit.expiresAt, answer: answerOfData(`{"success":true,"data":${hit.dataJson},"cached":true}`, hit.dataJson) };
      return lastHit.answer;
    }
    const { data, ttlSeconds } = await buildRecommendations(context);
    const dataJson = JSON.stringify(data);
    const entry: CachedRecommendations = { dataJson, expiresAt: now + ttlSeconds * 1000 };
    await context.cache.set(key, entry, ttlSeconds);
    return answerOfData(`{"success":true,"data":${dataJson},"cached":false}`, dataJson);
  }

  return { answer, peek };
}
