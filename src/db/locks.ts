import { sql } from 'drizzle-orm';
import { KeyedMutex } from '../lib/keyed-mutex.js';
import type { Database, Db } from './client.js';

/** Transaction-scoped PostgreSQL advisory lock on a text key: held until the transaction ends. */
export async function lockKeyForTransaction(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * Several keys in one statement, taken in sorted order: two transactions that share keys always
 * take them in the same order, so they queue instead of deadlocking.
 */
export async function lockKeysForTransaction(tx: Db, keys: readonly string[]): Promise<void> {
  const sorted = [...new Set(keys)].sort();
  if (sorted.length === 0) return;
  await tx.execute(sql`
    select pg_advisory_xact_lock(hash) from (
      select hashtextextended(key, 0) as hash
      from jsonb_array_elements_text(${JSON.stringify(sorted)}::jsonb) with ordinality as k(key, position)
      order by position
    ) as ordered`);
}

export interface KeyedLock {
  /**
   * Runs `work` while no other holder of `key` runs, in this process and, on PostgreSQL, in every instance.
   * `work` does its database work through the `db` it is given: on PostgreSQL that is the transaction
   * holding the lock, so one caller never needs a second pooled connection while it holds one.
   */
  run<T>(key: string, work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Holds `keys` until the transaction `tx` ends, against every transaction that asks for one of them:
   * advisory locks on a PostgreSQL server. On PGlite nothing is taken: its one connection runs one
   * transaction at a time, and only this process may open DATA_DIR, so nothing else runs until `tx` ends.
   */
  holdUntilCommit(tx: Db, keys: readonly string[]): Promise<void>;
}

/** How long a caller waits for another instance's holder of the same key before giving up with an error. */
export const LOCK_WAIT_MS = 15_000;

/**
 * In-process mutex first, so one instance queues its own callers without holding database connections;
 * then, on a PostgreSQL server shared by several instances, an advisory lock held by a transaction
 * that spans the work, and the work runs inside that transaction. PGlite serves one process only
 * (DATA_DIR is locked), so the mutex suffices there, and a long transaction would stall its single connection.
 */
export function createKeyedLock(database: Database): KeyedLock {
  const mutex = new KeyedMutex();
  if (database.kind !== 'postgres') return { run: (key, work) => mutex.run(key, () => work(database.db)), holdUntilCommit: async () => {} };
  return {
    holdUntilCommit: lockKeysForTransaction,
    run: (key, work) =>
      mutex.run(key, () =>
        database.db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          await tx.execute(sql.raw(`set local lock_timeout = ${LOCK_WAIT_MS}`));
          await lockKeyForTransaction(tx, key);
          return work(tx);
        }),
      ),
  };
}
