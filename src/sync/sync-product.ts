import type { AppContext } from '../app-context.js';
import type { Actor } from '../identity/actor.js';
import { PRODUCT_COLLECTIONS, type ProductCollection } from '../content/collections.js';
import { findById } from '../content/repository.js';
import { rootMessage } from '../lib/errors.js';
import { syncCandidate, writeSyncBatch } from './write-sync-batch.js';

export type SyncContext = Pick<AppContext, 'db' | 'locks' | 'commerce' | 'changes' | 'now' | 'outbox'>;

export type SingleSyncResult =
  | { success: true; action: 'created' | 'updated' | 'skipped' | 'moved'; message: string; productId: string; collection: string }
  | { success: false; action: 'not_found' | 'no_backend_id' | 'error'; message: string; error?: string };

const MESSAGES = {
  created: 'Product created',
  updated: 'Product updated',
  skipped: 'Product already synced; pass forceUpdate to update it',
  moved: 'Product moved',
} as const;

function failure(message: string, error: unknown): SingleSyncResult {
  return { success: false, action: 'error', message, error: rootMessage(error) };
}

/** Sync one product by its commerce backend id (contract endpoint 10, steps 1 to 7). */
export async function syncByBackendId(context: SyncContext, backendId: string, forceUpdate: boolean, actor?: Actor): Promise<SingleSyncResult> {
  try {
    const product = await context.commerce.getProduct(backendId);
    if (!product) return { success: false, action: 'not_found', message: `Product ${backendId} not found in the commerce backend` };
    const syncedAt = context.now();
    const [outcome] = await writeSyncBatch(context, [syncCandidate(product, syncedAt)], { forceUpdate, syncedAt, actor });
    if (!outcome || outcome.action === 'error') return failure(`Sync of ${backendId} failed`, new Error(outcome?.error ?? 'no outcome'));
    const message = outcome.action === 'moved' ? `Product moved from ${outcome.from} to ${outcome.collection}` : MESSAGES[outcome.action];
    return { success: true, action: outcome.action, message, productId: outcome.recordId!, collection: outcome.collection };
  } catch (error) {
    return failure(`Sync of ${backendId} failed`, error);
  }
}

/** Sync the product behind a record: from `collection` if given, else preorder-products then products. */
export async function syncByRecordId(
  context: SyncContext,
  recordId: string,
  collection: string,
  forceUpdate: boolean,
  actor?: Actor,
): Promise<SingleSyncResult> {
  try {
    const candidates: readonly string[] = collection ? [collection] : ['preorder-products', 'products'];
    let record;
    for (const slug of candidates) {
      if (!(PRODUCT_COLLECTIONS as readonly string[]).includes(slug)) continue;
      record = await findById(context.db, slug as ProductCollection, recordId);
      if (record) break;
    }
    if (!record) throw new Error(`Record ${recordId} not found in ${candidates.join(' or ')}`);
    if (typeof record.backendId !== 'string' || record.backendId === '') {
      return { success: false, action: 'no_backend_id', message: `Record ${recordId} has no backendId to sync from` };
    }
    return await syncByBackendId(context, record.backendId, forceUpdate, actor);
  } catch (error) {
    return failure(`Sync of record ${recordId} failed`, error);
  }
}
