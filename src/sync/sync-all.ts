import { PAGE_SIZE, pages } from '../commerce/client.js';
import { PRODUCT_COLLECTIONS } from '../content/collections.js';
import type { AppContext } from '../app-context.js';
import type { Actor } from '../access/actor.js';
import type { SyncContext } from './sync-product.js';
import { type SyncOutcome, writeSyncBatch } from './write-sync-batch.js';

export type SyncDetail =
  | { backendId: string; title: string; action: 'created' | 'updated' | 'skipped'; collection: string }
  | { backendId: string; title: string; action: 'moved'; from: string; to: string }
  | { backendId: string; title: string; action: 'error'; error: string };

export interface SyncAllResults {
  total: number;
  created: number;
  updated: number;
  skipped: number;
  errors: number;
  details: SyncDetail[];
}

function detailOf(outcome: SyncOutcome): SyncDetail {
  const { backendId, title, action } = outcome;
  if (action === 'moved') return { backendId, title, action, from: outcome.from!, to: outcome.collection };
  if (action === 'error') return { backendId, title, action, error: outcome.error ?? 'unknown error' };
  return { backendId, title, action, collection: outcome.collection };
}

export function tally(outcomes: readonly SyncOutcome[]): SyncAllResults {
  const count = (...actions: SyncOutcome['action'][]) => outcomes.filter((outcome) => actions.includes(outcome.action)).length;
  return {
    total: outcomes.length,
    created: count('created'),
    // The contract counts a move as an update.
    updated: count('updated', 'moved'),
    skipped: count('skipped'),
    errors: count('error'),
    details: outcomes.map(detailOf),
  };
}

/**
 * Syncs every backend product, page by page (PAGE_SIZE by offset until the reported count or an empty
 * page), each page written in one transaction. A product that fails is an `error` detail; a page that
 * cannot be read fails the call, leaving the pages before it fully written.
 */
export async function syncAll(
  context: SyncContext & Pick<AppContext, 'config'>,
  forceUpdate: boolean,
  onPage?: (done: number, total: number, page: readonly SyncOutcome[]) => void | Promise<void>,
  signal?: AbortSignal,
  actor?: Actor,
): Promise<SyncAllResults> {
  const outcomes: SyncOutcome[] = [];
  const syncedAt = context.now();
  let reported = 0;
  try {
    const productPages = pages(async (offset) => {
      const page = await context.commerce.listProducts(offset, PAGE_SIZE);
      reported = page.count;
      return { items: page.products, count: page.count };
    }, { idOf: (product) => product.id, maxPages: context.config.commerceMaxPages, signal });
    for await (const products of productPages) {
      const page = await writeSyncBatch(context.db, products, { forceUpdate, syncedAt, actor });
      outcomes.push(...page);
      await onPage?.(outcomes.length, reported, page);
    }
  } finally {
    if (outcomes.some((outcome) => outcome.action !== 'skipped' && outcome.action !== 'error')) {
      await context.changes.publish(...PRODUCT_COLLECTIONS);
    }
  }
  return tally(outcomes);
}
