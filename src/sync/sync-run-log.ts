import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { Outbox } from '../events/outbox.js';
import { outgoingEvent } from '../events/event-types.js';
import type { Db } from '../db/client.js';
import { syncRuns } from '../db/schema.js';
import { type Actor, actorLabel } from '../identity/actor.js';

export type SyncRunStatus = 'running' | 'succeeded' | 'failed' | 'interrupted';

export interface SyncTotals {
  created: number;
  updated: number;
  moved: number;
  skipped: number;
  errors: number;
}

/** A running sync writes its heartbeat this often, between pages too (a slow backend page). */
export const HEARTBEAT_MS = 10_000;
/**
 * A full sync writes its progress after its first page, then once a page ends at least this long after
 * the last write: one write per page cost a transaction per 100 products (about 6 % of a sync's time).
 */
export const PROGRESS_EVERY_MS = 500;
/** A `running` row whose heartbeat is older than this belongs to a process that died: it is interrupted. */
export const STALE_AFTER_MS = 60_000;
const STALE_MESSAGE = 'The process running this sync stopped before it finished.';

type Row = typeof syncRuns.$inferSelect;

/** How a run reads now: a running one whose heartbeat stopped is interrupted (pure, `now` given). */
export function runStatus(row: Pick<Row, 'status' | 'heartbeatAt'>, now: Date): SyncRunStatus {
  if (row.status === 'running' && now.getTime() - row.heartbeatAt.getTime() > STALE_AFTER_MS) return 'interrupted';
  return row.status as SyncRunStatus;
}

export function viewOfRun(row: Row, now: Date) {
  const status = runStatus(row, now);
  const stale = status === 'interrupted' && row.status === 'running';
  return {
    id: String(row.id),
    startedAt: row.startedAt.toISOString(),
    finishedAt: (row.finishedAt ?? (stale ? row.heartbeatAt : null))?.toISOString() ?? null,
    heartbeatAt: row.heartbeatAt.toISOString(),
    actor: { kind: row.actorKind, id: row.actorId, label: row.actorLabel },
    mode: row.mode as 'one' | 'all',
    target: row.target,
    status,
    processed: row.processed,
    total: row.total,
    totals: { created: row.created, updated: row.updated, moved: row.moved, skipped: row.skipped, errors: row.errors },
    error: row.error ?? (stale ? STALE_MESSAGE : null),
  };
}

export type SyncRunView = ReturnType<typeof viewOfRun>;

/** Records the runs whose process died as interrupted, so the table does not keep them running. */
export async function interruptStaleRuns(db: Db, now: Date): Promise<void> {
  await db.update(syncRuns)
    .set({ status: 'interrupted', finishedAt: sql`${syncRuns.heartbeatAt}`, error: STALE_MESSAGE })
    .where(and(eq(syncRuns.status, 'running'), lt(syncRuns.heartbeatAt, new Date(now.getTime() - STALE_AFTER_MS))));
}

export async function startSyncRun(db: Db, input: { actor: Actor; mode: 'one' | 'all'; target: string | null; total: number; now: Date }): Promise<number> {
  await interruptStaleRuns(db, input.now);
  const who = actorLabel(input.actor);
  const [row] = await db.insert(syncRuns).values({
    startedAt: input.now, heartbeatAt: input.now, actorKind: who.kind, actorId: who.id, actorLabel: who.label,
    mode: input.mode, target: input.target, status: 'running', total: input.total,
  }).returning({ id: syncRuns.id });
  return row!.id;
}

/** Progress and heartbeat; `processed`/`total` only when given (a heartbeat alone moves neither). */
export async function beatSyncRun(db: Db, id: number, now: Date, progress?: { processed: number; total: number }): Promise<void> {
  await db.update(syncRuns).set({ heartbeatAt: now, ...progress }).where(and(eq(syncRuns.id, id), eq(syncRuns.status, 'running')));
}

export async function finishSyncRun(
  db: Db,
  outbox: Outbox,
  id: number,
  end: { status: Exclude<SyncRunStatus, 'running'>; now: Date; totals: SyncTotals; processed: number; total: number; error?: string },
): Promise<void> {
  // The run's end and its sync.completed event commit together.
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [run] = await tx.update(syncRuns).set({
      status: end.status, finishedAt: end.now, heartbeatAt: end.now, ...end.totals,
      processed: end.processed, total: end.total, error: end.error ?? null,
    }).where(eq(syncRuns.id, id)).returning({ mode: syncRuns.mode, target: syncRuns.target, startedAt: syncRuns.startedAt });
    if (!run) return;
    await outbox.emitEvents(tx, [outgoingEvent('sync.completed', {
      runId: id, mode: run.mode, target: run.target, status: end.status, startedAt: run.startedAt.toISOString(),
      finishedAt: end.now.toISOString(), processed: end.processed, total: end.total, ...end.totals, error: end.error ?? null,
    }, end.now)]);
  });
}

/** Newest first (ids follow the order runs started in). */
export async function listSyncRuns(db: Db, limit: number, now: Date): Promise<SyncRunView[]> {
  const rows = await db.select().from(syncRuns).orderBy(desc(syncRuns.id)).limit(limit);
  return rows.map((row) => viewOfRun(row, now));
}

/** Deletes finished runs that started before the retention (AUDIT_RETENTION_DAYS); answers how many went. */
export async function pruneSyncRuns(db: Db, now: Date, retentionDays: number): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const gone = await db.delete(syncRuns).where(and(lt(syncRuns.startedAt, cutoff), ne(syncRuns.status, 'running'))).returning({ id: syncRuns.id });
  return gone.length;
}
