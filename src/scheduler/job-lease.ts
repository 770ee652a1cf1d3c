import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

export interface LeaseTerms {
  /** A run starts at most this often, whichever instance runs it. */
  everyMs: number;
  /** How long a run holds the job without renewing; a holder that died frees it after this. */
  leaseMs: number;
}

type Row = { covered_until: string | Date | null };

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Takes the job's lease when the job is due and nobody holds it: one UPDATE on its row, so on several
 * instances exactly one wins (on PGlite the data folder's lock makes it one process anyway). Answers
 * whether this caller now holds it.
 */
export async function takeLease(db: Db, name: string, terms: LeaseTerms, now: Date): Promise<boolean> {
  await db.execute(sql`insert into scheduled_jobs (name) values (${name}) on conflict do nothing`);
  const rows = rowsOf<Row>(await db.execute(sql`
    update scheduled_jobs set lease_until = ${new Date(now.getTime() + terms.leaseMs).toISOString()}::timestamptz,
      last_started_at = ${now.toISOString()}::timestamptz
    where name = ${name}
      and (lease_until is null or lease_until <= ${now.toISOString()}::timestamptz)
      and (last_started_at is null or last_started_at <= ${new Date(now.getTime() - terms.everyMs).toISOString()}::timestamptz)
    returning covered_until`));
  return rows.length > 0;
}

/** Keeps a long run's lease (a sync): called while it works. */
export async function renewLease(db: Db, name: string, leaseMs: number, now: Date): Promise<void> {
  await db.execute(sql`update scheduled_jobs set lease_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz where name = ${name}`);
}

export async function releaseLease(db: Db, name: string, end: { now: Date; outcome: 'ok' | 'failed'; error?: string }): Promise<void> {
  await db.execute(sql`
    update scheduled_jobs set lease_until = null, last_finished_at = ${end.now.toISOString()}::timestamptz,
      last_outcome = ${end.outcome}, last_error = ${end.error ?? null}
    where name = ${name}`);
}
