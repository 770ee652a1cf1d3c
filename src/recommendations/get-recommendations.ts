import type { AppContext } from '../app-context.js';
import { globalDefinitions } from '../content/collections.js';
import { touches } from '../content/changes.js';
import { isReference } from '../content/fields.js';
import { readGlobal } from '../content/operations/globals.js';
import { answerOfData, type Answer, type AnswerService } from '../lib/answer.js';
import { CacheKeys } from '../lib/cache-keys.js';
import { RenderedCache, type Rendered } from '../lib/rendered-cache.js';
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

/** The data as the shared cache (Redis) holds it between instances. */
interface SharedRecommendations {
  dataJson: string;
  /** Epoch ms at which the entry's lifetime ends (a copy kept on an instance ends with it). */
  expiresAt: number;
}

const KEPT_KEY = 'recommendations';

function recommendationsAnswer(dataJson: string, cached: boolean): Answer {
  return answerOfData(`{"success":true,"data":${dataJson},"cached":${cached}}`, dataJson);
}

/**
 * Serves the recommendations kept as a rendered answer for the contract's lifetime (the app's clock) and
 * dropped by any write to their sources, like the home and detail answers. Kept on every configuration:
 * without Redis each instance's copy is its own (README). With Redis the data is also shared between
 * instances under a key that carries the content version it was built from, so a computation that raced
 * with a write is stored under a key nobody reads again.
 */
export function recommendationsService(context: Pick<AppContext, 'db' | 'sharedCache' | 'changes' | 'metrics' | 'now'>): AnswerService {
  const now = () => context.now().getTime();
  // A miss is counted where it is decided (built here, or found in the shared cache).
  const kept = new RenderedCache(1, (hit) => hit && context.metrics.cacheLookup('recommendations', true));
  context.changes.subscribe((slug) => {
    if (touches(slug, RECOMMENDATIONS_SOURCES)) kept.invalidate();
  });

  async function render(): Promise<Rendered> {
    const startedAt = now();
    const sharedKey = `${CacheKeys.publicRecommendations}:${context.changes.version()}`;
    const shared = await context.sharedCache?.get<SharedRecommendations>(sharedKey);
    context.metrics.cacheLookup('recommendations', shared !== undefined);
    if (shared !== undefined) {
      return { answer: recommendationsAnswer(shared.dataJson, true), validFrom: startedAt, validUntil: shared.expiresAt };
    }
    const { data, ttlSeconds } = await buildRecommendations(context);
    const dataJson = JSON.stringify(data);
    const validUntil = startedAt + ttlSeconds * 1000;
    await context.sharedCache?.set(sharedKey, { dataJson, expiresAt: validUntil } satisfies SharedRecommendations, ttlSeconds);
    return { answer: recommendationsAnswer(dataJson, true), computed: recommendationsAnswer(dataJson, false), validFrom: startedAt, validUntil };
  }

  return {
    peek: () => kept.peek(KEPT_KEY, now()),
    async answer(): Promise<Answer> {
      await context.changes.refresh();
      return kept.get(KEPT_KEY, now(), render);
    },
  };
}
