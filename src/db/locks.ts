import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ServiceUnavailable } from '../lib/errors.js';
import { KeyedMutex } from '../lib/keyed-mutex.js';
import type { Database, Db } from './client.js';

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

/** The hold on a key that `run` gives its work. */
export interface KeyHold {
  readonly key: string;
  readonly owner: string;
  /** False once a renewal or a confirmation found the key taken by another holder. */
  held: boolean;
}

export interface KeyedLock {
  /**
   * Runs `work` while no other holder of `key` runs, in this process and, on PostgreSQL, in every instance.
   * No database connection is held while `work` runs: it may call the commerce backend, and its short
   * transactions take their own connections.
   */
  run<T>(key: string, work: (hold: KeyHold) => Promise<T>): Promise<T>;
  /**
   * Inside the transaction that records the holders' results: which of `holds` still own their keys (and
   * keeps them until it ends), so a holder that lost its lease (no renewal for LEASE_MS) never writes over
   * its successor's result.
   */
  confirm(tx: Db, holds: readonly KeyHold[]): Promise<boolean[]>;
  /**
   * Holds `keys` until the transaction `tx` ends, against every transaction that asks for one of them:
   * advisory locks on a PostgreSQL server. On PGlite nothing is taken: its one connection runs one
   * transaction at a time, and only this process may open DATA_DIR, so nothing else runs until `tx` ends.
   */
  holdUntilCommit(tx: Db, keys: readonly string[]): Promise<void>;
}

/** How long a caller waits for another instance's holder of the same key before answering 503. */
export const LOCK_WAIT_MS = 15_000;
/** A lease runs out this long after its last renewal: a holder killed mid-work frees its key after this. */
export const LEASE_MS = 5_000;
/** Renewals while the work runs: several per lease, so one slow round trip does not lose it. */
const RENEW_EVERY_MS = 1_000;
/**
 * A waiter that heard nothing looks again after this: a notification may be lost while the server restarts,
 * and a holder that died announces nothing (its lease runs out).
 */
const LOOK_AGAIN_MS = 200;
/** A holder another instance waited for leaves the key to it this long before taking it again. */
const HAND_OVER_MS = 20;
/** The channel on which a released key that somebody wanted is announced. */
const RELEASED = 'storefront_key_released';

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

/**
 * One attempt: takes `key` when free or run out (the database's clock decides, so instances' clocks may
 * differ); otherwise notes that it is wanted (key_waiters), so its holder hands it over when it releases it.
 * A live lease is only read, never locked: its holder's transaction may hold its row (confirm), and a
 * waiter blocked on that row would hold a pooled connection meanwhile.
 */
async function tryTake(db: Db, key: string, owner: string): Promise<boolean> {
  const interval = `${LEASE_MS} milliseconds`;
  const [row] = rowsOf(await db.execute(sql`
    with live as (select 1 from key_leases where key = ${key} and expires_at >= now()),
    wanted as (insert into key_waiters (key) select ${key} where exists (select 1 from live) on conflict do nothing),
    taken as (
      insert into key_leases (key, owner, expires_at)
      select ${key}, ${owner}, now() + ${interval}::interval where not exists (select 1 from live)
      on conflict (key) do update set owner = excluded.owner, expires_at = excluded.expires_at
        where key_leases.expires_at < now()
      returning owner
    )
    select exists (select 1 from taken) as taken`)) as { taken: boolean }[];
  return row?.taken === true;
}

async function renew(db: Db, key: string, owner: string): Promise<boolean> {
  const interval = `${LEASE_MS} milliseconds`;
  return rowsOf(await db.execute(sql`
    update key_leases set expires_at = now() + ${interval}::interval where key = ${key} and owner = ${owner} returning owner`)).length > 0;
}

/** Deletes the lease if this owner holds it; a key somebody wanted is announced. Answers whether it was wanted. */
async function release(db: Db, key: string, owner: string): Promise<boolean> {
  const [row] = rowsOf(await db.execute(sql`
    with released as (delete from key_leases where key = ${key} and owner = ${owner} returning key),
    wanted as (delete from key_waiters where key in (select key from released) returning key)
    select pg_notify(${RELEASED}, key) from wanted`));
  return row !== undefined;
}

async function confirmLeases(tx: Db, holds: readonly KeyHold[]): Promise<boolean[]> {
  if (holds.length === 0) return [];
  const pairs = JSON.stringify(holds.map(({ key, owner }) => ({ key, owner })));
  const mine = new Set((rowsOf(await tx.execute(sql`
    select lease.key from key_leases as lease
    join jsonb_to_recordset(${pairs}::jsonb) as held(key text, owner text) on held.key = lease.key and held.owner = lease.owner
    where lease.expires_at > now()
    order by lease.key
    for update of lease`)) as { key: string }[]).map((row) => row.key));
  return holds.map((hold) => {
    if (!mine.has(hold.key)) hold.held = false;
    return hold.held;
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Leases on keys in the key_leases table, for as long as a caller's work runs: taken with one statement,
 * renewed every second by a timer, confirmed by the work's own transaction, released by their owner only.
 * No connection is held between those statements. A caller that finds its key held waits for the release
 * to be announced (LISTEN, on a connection of its own), looking again at least every LOOK_AGAIN_MS; a holder
 * whose key another instance wanted lets that one have it before taking it again, so a busy instance does
 * not keep a variant from the others.
 */
class Leases {
  private readonly waiting = new Map<string, Set<() => void>>();
  private readonly handOverUntil = new Map<string, number>();

  private listening = false;

  constructor(private readonly database: Database) {}

  /**
   * From now on, listens for the release of `key`: `wait(ms)` resolves when it is announced (also if that
   * happened before the call) or after `ms`; `stop()` ends the listening.
   */
  private listen(key: string): { wait(ms: number): Promise<void>; stop(): void } {
    if (!this.listening) {
      // From the first wait on: an instance that never waits opens no listening connection.
      this.listening = true;
      this.database.notifications?.subscribe(RELEASED, (released) => {
        for (const wake of this.waiting.get(released) ?? []) wake();
      });
    }
    let announced = false;
    let resolveWait: (() => void) | undefined;
    const wake = () => {
      announced = true;
      resolveWait?.();
    };
    let set = this.waiting.get(key);
    if (!set) this.waiting.set(key, (set = new Set()));
    set.add(wake);
    const stop = () => {
      const waiting = this.waiting.get(key);
      waiting?.delete(wake);
      if (waiting?.size === 0) this.waiting.delete(key);
    };
    return {
      stop,
      wait: (ms) => new Promise<void>((resolve) => {
        if (announced) return resolve();
        const timer = setTimeout(() => resolve(), ms);
        resolveWait = () => {
          clearTimeout(timer);
          resolve();
        };
      }).finally(stop),
    };
  }

  async run<T>(key: string, work: (hold: KeyHold) => Promise<T>): Promise<T> {
    const { db } = this.database;
    const owner = randomUUID();
    const deadline = performance.now() + LOCK_WAIT_MS;
    const handOver = (this.handOverUntil.get(key) ?? 0) - performance.now();
    if (handOver > 0) await this.listen(key).wait(handOver);
    this.handOverUntil.delete(key);
    for (;;) {
      // Listening before looking: a release announced while the look is under way is not missed.
      const release = this.listen(key);
      if (await tryTake(db, key, owner).catch((error: unknown) => {
        release.stop();
        throw error;
      })) {
        release.stop();
        break;
      }
      if (performance.now() > deadline) {
        release.stop();
        throw new ServiceUnavailable(`Another instance has held "${key}" for over ${LOCK_WAIT_MS / 1000} s; try again shortly.`, 1);
      }
      await release.wait(LOOK_AGAIN_MS);
    }
    const hold: KeyHold = { key, owner, held: true };
    const renewal = setInterval(() => {
      renew(db, key, owner).then((kept) => {
        if (!kept) hold.held = false;
      }, () => {
        // The database did not answer: the lease may still hold; confirm() decides before anything is recorded.
      });
    }, RENEW_EVERY_MS);
    try {
      return await work(hold);
    } finally {
      clearInterval(renewal);
      const wanted = await release(db, key, owner).catch(() => false);
      if (wanted) {
        this.handOverUntil.set(key, performance.now() + HAND_OVER_MS);
        setTimeout(() => this.handOverUntil.delete(key), HAND_OVER_MS).unref();
      }
    }
  }
}

/**
 * In-process mutex first, so one instance queues its own callers without touching the database; then, on a
 * PostgreSQL server shared by several instances, a lease on the key (key_leases). PGlite serves one process
 * only (DATA_DIR is locked), so the mutex suffices there.
 */
export function createKeyedLock(database: Database): KeyedLock {
  const mutex = new KeyedMutex();
  if (database.kind !== 'postgres') {
    return {
      run: (key, work) => mutex.run(key, () => work({ key, owner: 'this process', held: true })),
      holdUntilCommit: async () => {},
      confirm: async (_tx, holds) => holds.map(() => true),
    };
  }
  const leases = new Leases(database);
  return {
    holdUntilCommit: lockKeysForTransaction,
    confirm: confirmLeases,
    run: (key, work) => mutex.run(key, () => leases.run(key, work)),
  };
}
