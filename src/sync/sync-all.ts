import { PAGE_SIZE, pages } from '../commerce/client.js';
import type { AppContext } from '../app-context.js';
import type { Actor } from '../identity/actor.js';
import { readAhead } from '../lib/read-ahead.js';
import type { SyncContext } from './sync-product.js';
import { type SyncOutcome, syncCandidates, unpreparedCandidate, writeSyncBatch } from './write-sync-batch.js';
import { type SyncDetail, SyncDetails } from './sync-details.js';

export type { SyncDetail } from './sync-details.js';

export interface SyncAllResults {
  total: number;
  created: number;
  updated: number;
  skipped: number;
  errors: number;
  details: SyncDetails;
}

function detailOf(outcome: SyncOutcome): SyncDetail {
  const { backendId, title, action } = outcome;
  if (action === 'moved') return { backendId, title, action, from: outcome.from!, to: outcome.collection };
  if (action === 'error') return { backendId, title, action, error: outcome.error ?? 'unknown error' };
  return { backendId, title, action, collection: outcome.collection };
}

/**
 * The answer of a full sync, added to batch by batch: the counts, and a detail per product (which the
 * answer must list, kept as SyncDetails keeps them), not the outcomes themselves.
 */
export class SyncTally {
  readonly results: SyncAllResults = { total: 0, created: 0, updated: 0, skipped: 0, errors: 0, details: new SyncDetails() };
  /** Moves count as updates in the answer; the run log counts them apart. */
  moved = 0;

  add(outcomes: readonly SyncOutcome[]): void {
    const { results } = this;
    for (const outcome of outcomes) {
      results.total += 1;
      if (outcome.action === 'created') results.created += 1;
      else if (outcome.action === 'updated') results.updated += 1;
      else if (outcome.action === 'moved') {
        results.updated += 1;
        this.moved += 1;
      }
      else if (outcome.action === 'skipped') results.skipped += 1;
      else results.errors += 1;
      results.details.add(detailOf(outcome));
    }
  }
}

/**
 * The most products one transaction of a full sync writes: the pages that arrive while one batch is
 * written go together in the next (a statement and a transaction cost about the same for 100 products as
 * for 300). On PGlite other requests wait for the batch's transaction, about 70 ms at 300 products; 500
 * were no faster and left PGlite's memory (which never shrinks) about 20 MB larger.
 */
export const SYNC_BATCH_PRODUCTS = 300;

/**
 * Syncs every backend product, page by page (PAGE_SIZE by offset until the reported count or an empty
 * page), read ahead while the pages before are written: each batch of pages (up to SYNC_BATCH_PRODUCTS)
 * in one transaction, announced to readers once committed, and added to `sum`. A product that fails is
 * an `error` detail; a page that cannot be read fails the call, leaving the pages before it fully written.
 */
export async function syncAll(
  context: SyncContext & Pick<AppContext, 'config'>,
  forceUpdate: boolean,
  onBatch?: (done: number, total: number, outcomes: readonly SyncOutcome[]) => void | Promise<void>,
  signal?: AbortSignal,
  actor?: Actor,
  sum = new SyncTally(),
): Promise<SyncAllResults> {
  const syncedAt = context.now();
  let reported = 0;
  // New records are worked out ahead while the last batch created some: a sync of products that all have
  // records (a scheduled re-sync) would throw that work away.
  let expectNew = true;
  const productPages = pages(async (offset) => {
    const page = await context.commerce.listProducts(offset, PAGE_SIZE);
    reported = page.count;
    // What each product's new record would be is worked out as its page arrives, while the batch before is written.
    const items = expectNew ? syncCandidates(page.products, syncedAt) : page.products.map((product) => unpreparedCandidate(product, syncedAt));
    return { items, count: page.count };
  }, { idOf: ({ product }) => product.id, maxPages: context.config.commerceMaxPages, signal });
  for await (const batch of readAhead(productPages, SYNC_BATCH_PRODUCTS, (page) => page.length)) {
    // Pages read ahead are not written once the caller has gone.
    signal?.throwIfAborted();
    const outcomes = await writeSyncBatch(context, batch.flat(), { forceUpdate, syncedAt, actor });
    sum.add(outcomes);
    expectNew = outcomes.some(({ action }) => action === 'created');
    await onBatch?.(sum.results.total, reported, outcomes);
  }
  return sum.results;
}
