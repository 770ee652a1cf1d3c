import type { AppContext } from '../context.js';
import type { Actor } from '../access/actor.js';
import { syncActionCounts } from '../metrics/service-metrics.js';
import { type SyncAllResults, syncAll } from './sync-all.js';
import { type SingleSyncResult, syncByBackendId, syncByRecordId } from './sync-product.js';

export interface SyncRequest {
  backendId?: string;
  recordId?: string;
  collection: string;
  forceUpdate: boolean;
  /** Who asked: recorded in the audit trail with every product the sync changes. */
  actor?: Actor;
}

export type SyncRunResult = SingleSyncResult | { success: true; message: string; results: SyncAllResults };

/** One sync as `/api/sync-backend` and `storefront sync` run it: one product, one record, or all of them. */
export async function runSync(
  context: Pick<AppContext, 'db' | 'commerce' | 'changes' | 'now' | 'metrics' | 'config'>,
  request: SyncRequest,
  onPage?: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<SyncRunResult> {
  if (request.backendId || request.recordId) {
    const result = request.backendId
      ? await syncByBackendId(context, request.backendId, request.forceUpdate, request.actor)
      : await syncByRecordId(context, request.recordId!, request.collection, request.forceUpdate, request.actor);
    context.metrics.syncRun(request.backendId ? 'backend-id' : 'record-id', { [result.action]: 1 });
    return result;
  }
  const results = await syncAll(context, request.forceUpdate, onPage, signal, request.actor);
  context.metrics.syncRun('all', syncActionCounts(results));
  return { success: true, message: `Synced ${results.total} products`, results };
}
