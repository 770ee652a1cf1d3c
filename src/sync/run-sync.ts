import type { AppContext } from '../app-context.js';
import { ANONYMOUS, type Actor } from '../identity/actor.js';
import { rootMessage } from '../lib/errors.js';
import { type SyncAllResults, syncAll, SyncTally } from './sync-all.js';
import { type SingleSyncResult, syncByBackendId, syncByRecordId } from './sync-product.js';
import { beatSyncRun, finishSyncRun, HEARTBEAT_MS, PROGRESS_EVERY_MS, startSyncRun, type SyncTotals } from './sync-run-log.js';

export interface SyncRequest {
  backendId?: string;
  recordId?: string;
  collection: string;
  forceUpdate: boolean;
  /** Who asked: recorded in the audit trail with every product the sync changes, and on the run. */
  actor?: Actor;
}

export type SyncRunResult = SingleSyncResult | { success: true; message: string; results: SyncAllResults };

type RunContext = Pick<AppContext, 'db' | 'locks' | 'commerce' | 'changes' | 'now' | 'metrics' | 'config' | 'outbox'>;

/** The run's totals as the sync's answer counts them (a move is an update), plus the moves alone. */
function totalsOf({ results, moved }: SyncTally): SyncTotals {
  return { created: results.created, updated: results.updated, moved, skipped: results.skipped, errors: results.errors };
}

function totalsOfOne(result: SingleSyncResult): SyncTotals {
  const totals = { created: 0, updated: 0, moved: 0, skipped: 0, errors: result.success ? 0 : 1 };
  if (result.action === 'created' || result.action === 'skipped') totals[result.action] = 1;
  if (result.action === 'updated' || result.action === 'moved') totals.updated = 1;
  if (result.action === 'moved') totals.moved = 1;
  return totals;
}

/**
 * One sync as `/api/sync-backend` and `storefront sync` run it: one product, one record, or all of them.
 * Every run is recorded in `sync_runs` (src/sync/sync-run-log.ts) with its progress (after the first
 * page, then at most every PROGRESS_EVERY_MS) and a heartbeat, so the admin app can follow it and a run
 * whose process died reads as interrupted. The caller of a full sync disposes of its result's details.
 */
export async function runSync(
  context: RunContext,
  request: SyncRequest,
  onPage?: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<SyncRunResult> {
  const one = Boolean(request.backendId || request.recordId);
  const runId = await startSyncRun(context.db, {
    actor: request.actor ?? ANONYMOUS, mode: one ? 'one' : 'all', target: request.backendId ?? request.recordId ?? null, total: one ? 1 : 0, now: context.now(),
  });
  const heartbeat = setInterval(() => void beatSyncRun(context.db, runId, context.now()).catch(() => {}), HEARTBEAT_MS).unref();
  const sum = new SyncTally();
  let reported = one ? 1 : 0;
  try {
    if (one) {
      const result = await syncOne(context, request);
      const failure = result.success ? undefined : [result.message, result.error].filter(Boolean).join(': ');
      await finishSyncRun(context.db, context.outbox, runId, { status: result.success ? 'succeeded' : 'failed', now: context.now(), totals: totalsOfOne(result), processed: 1, total: 1, error: failure });
      return result;
    }
    let progressWrittenAt = Number.NEGATIVE_INFINITY;
    const results = await syncAll(context, request.forceUpdate, async (count, total) => {
      // A backend that reports no count pages until an empty page (total Infinity): the run knows only what it did.
      reported = Number.isFinite(total) ? Math.max(total, count) : count;
      onPage?.(count, total);
      if (performance.now() - progressWrittenAt < PROGRESS_EVERY_MS) return;
      progressWrittenAt = performance.now();
      await beatSyncRun(context.db, runId, context.now(), { processed: count, total: reported });
    }, signal, request.actor, sum);
    context.metrics.syncRun('all', syncActionCounts(sum));
    await finishSyncRun(context.db, context.outbox, runId, { status: 'succeeded', now: context.now(), totals: totalsOf(sum), processed: results.total, total: Math.max(reported, results.total) });
    return { success: true, message: `Synced ${results.total} products`, results };
  } catch (error) {
    sum.results.details.dispose();
    // The pages written before the failure stay written: the run keeps their totals.
    await finishSyncRun(context.db, context.outbox, runId, {
      status: signal?.aborted ? 'interrupted' : 'failed', now: context.now(), totals: totalsOf(sum), processed: sum.results.total, total: reported, error: rootMessage(error),
    }).catch(() => {});
    throw error;
  } finally {
    clearInterval(heartbeat);
  }
}

async function syncOne(context: RunContext, request: SyncRequest): Promise<SingleSyncResult> {
  const result = request.backendId
    ? await syncByBackendId(context, request.backendId, request.forceUpdate, request.actor)
    : await syncByRecordId(context, request.recordId!, request.collection, request.forceUpdate, request.actor);
  context.metrics.syncRun(request.backendId ? 'backend-id' : 'record-id', { [result.action]: 1 });
  return result;
}

/** Per-action counts of a full sync for the metrics (moves counted apart, though the contract's `updated` includes them). */
export function syncActionCounts({ results, moved }: { results: Omit<SyncAllResults, 'details'>; moved: number }): Record<string, number> {
  return { created: results.created, updated: results.updated - moved, moved, skipped: results.skipped, error: results.errors };
}
