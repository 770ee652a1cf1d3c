import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * How long a lease lasts without a renewal. The holder renews it every third of this while the job runs
 * (src/scheduler/scheduler.ts), so a holder killed with SIGKILL frees the job within this, whatever the run's length.
 */
export const DEFAULT_LEASE_MS = 15_000;

export interface LeaseTerms {
  /** A run starts at most this often, whichever instance runs it (a run taking over an abandoned one aside). */
  everyMs: number;
  /** How long the lease lasts between renewals (default DEFAULT_LEASE_MS). */
  leaseMs?: number;
}

/** Written on a run taken over from a holder that died: a takeover of a takeover waits for `everyMs`. */
export const ABANDONED = 'abandoned';
const ABANDONED_ERROR = 'The instance running this job stopped before it finished; another one took it over.';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const at = (now: Date, plusMs = 0) => new Date(now.getTime() + plusMs).toISOString();

/**
 * Takes the job's lease for `owner` when nobody holds it (no lease, or one that ran out) and either the
 * job is due (`everyMs` since the last start) or its last holder died mid-run (`leased_by` still set: a
 * release clears it) and that run was not itself a takeover. One UPDATE with every condition, so of
 * several instances exactly one wins. Answers whether `owner` now holds it.
 */
export async function takeLease(db: Db, name: string, terms: LeaseTerms, now: Date, owner: string): Promise<boolean> {
  await db.execute(sql`insert into scheduled_jobs (name) values (${name}) on conflict do nothing`);
  const rows = rowsOf<{ name: string }>(await db.execute(sql`
    update scheduled_jobs set lease_until = ${at(now, terms.leaseMs ?? DEFAULT_LEASE_MS)}::timestamptz, leased_by = ${owner},
      last_started_at = ${at(now)}::timestamptz,
      last_outcome = case when leased_by is null then last_outcome else ${ABANDONED} end,
      last_error = case when leased_by is null then last_error else ${ABANDONED_ERROR} end
    where name = ${name}
      and (lease_until is null or lease_until <= ${at(now)}::timestamptz)
      and ((leased_by is not null and last_outcome is distinct from ${ABANDONED})
        or last_started_at is null or last_started_at <= ${at(now, -terms.everyMs)}::timestamptz)
    returning name`));
  return rows.length > 0;
}

/** Extends `owner`'s lease; answers false when `owner` no longer holds it (another instance took it over). */
export async function renewLease(db: Db, name: string, leaseMs: number, now: Date, owner: string): Promise<boolean> {
  const rows = rowsOf<{ name: string }>(await db.execute(sql`
    update scheduled_jobs set lease_until = ${at(now, leaseMs)}::timestamptz
    where name = ${name} and leased_by = ${owner}
    returning name`));
  return rows.length > 0;
}

/** Ends `owner`'s run; a lease another instance took since is left as it is. Answers whether `owner` held it. */
export async function releaseLease(db: Db, name: string, owner: string, end: { now: Date; outcome: 'ok' | 'failed'; error?: string }): Promise<boolean> {
  const rows = rowsOf<{ name: string }>(await db.execute(sql`
    update scheduled_jobs set lease_until = null, leased_by = null, last_finished_at = ${at(end.now)}::timestamptz,
      last_outcome = ${end.outcome}, last_error = ${end.error ?? null}
    where name = ${name} and leased_by = ${owner}
    returning name`));
  return rows.length > 0;
}
