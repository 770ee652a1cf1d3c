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
 * A waiter that heard nothing looks again after this (the first time sooner: a release that raced its
 * first look hands nothing over): a notification may be lost while the server restarts, a holder that died
 * announces nothing (its lease runs out), and a release may find no waiter that looked lately.
 */
const FIRST_LOOK_AGAIN_MS = 50;
const LOOK_AGAIN_MS = 1_000;
/** A waiter that has not looked for this long is passed over at a release (its process may be gone). */
const WAITER_FRESH_MS = 3_000;
/** The channel on which a key handed over to a waiter is announced, with the waiter's owner id. */
const HANDED_OVER = 'storefront_key_handed_over';

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

/**
 * One look: takes `key` when free or run out (the database's clock decides, so instances' clocks may
 * differ), or finds it handed over to `owner` already; otherwise queues `owner` among its waiters (or notes
 * that it looked again), so the holder hands it over on release. A live lease is only read, never locked:
 * its holder's transaction may hold its row (confirm), and a waiter blocked on that row would hold a
 * pooled connection meanwhile.
 */
async function look(db: Db, key: string, owner: string): Promise<boolean> {
  const interval = `${LEASE_MS} milliseconds`;
  const [row] = rowsOf(await db.execute(sql`
    with live as (select owner from key_leases where key = ${key} and expires_at >= now()),
    queued as (
      insert into key_waiters (key, owner) select ${key}, ${owner} where exists (select 1 from live where owner <> ${owner})
      on conflict (key, owner) do update set seen_at = now()
    ),
    taken as (
      insert into key_leases (key, owner, expires_at)
      select ${key}, ${owner}, now() + ${interval}::interval where not exists (select 1 from live)
      on conflict (key) do update set owner = excluded.owner, expires_at = excluded.expires_at
        where key_leases.expires_at < now()
      returning owner
    ),
    mine as (select exists (select 1 from taken) or exists (select 1 from live where owner = ${owner}) as taken),
    unqueued as (delete from key_waiters where key = ${key} and owner = ${owner} and (select taken from mine))
    select taken from mine`)) as { taken: boolean }[];
  return row?.taken === true;
}

async function renew(db: Db, key: string, owner: string): Promise<boolean> {
  const interval = `${LEASE_MS} milliseconds`;
  return rowsOf(await db.execute(sql`
    update key_leases set expires_at = now() + ${interval}::interval where key = ${key} and owner = ${owner} returning owner`)).length > 0;
}

/**
 * Lets go of `key` if this owner holds it: to the longest waiter that looked lately, announced to it by
 * its owner id (it holds the lease from that commit on, and needs no look), or to nobody. Waiters that
 * stopped looking are forgotten, and so is this owner's own place in the queue (a waiter giving up calls
 * this too: a lease handed to it meanwhile goes on to the next).
 */
async function release(db: Db, key: string, owner: string): Promise<void> {
  const interval = `${LEASE_MS} milliseconds`;
  const fresh = `${WAITER_FRESH_MS} milliseconds`;
  await db.execute(sql`
    with next as (
      select owner from key_waiters
      where key = ${key} and owner <> ${owner} and seen_at > now() - ${fresh}::interval
      order by since, owner limit 1
    ),
    handed as (
      update key_leases set owner = next.owner, expires_at = now() + ${interval}::interval
      from next where key_leases.key = ${key} and key_leases.owner = ${owner}
      returning key_leases.owner
    ),
    dropped as (delete from key_leases where key = ${key} and owner = ${owner} and not exists (select 1 from next)),
    unqueued as (
      delete from key_waiters
      where key = ${key} and (owner = ${owner} or owner in (select owner from handed) or seen_at <= now() - ${fresh}::interval)
    )
    select pg_notify(${HANDED_OVER}, owner) from handed`);
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

/**
 * Leases on keys in the key_leases table, for as long as a caller's work runs: taken with one statement,
 * renewed every second by a timer, confirmed by the work's own transaction, released by their owner only.
 * No connection is held between those statements. A caller that finds its key held joins the key's queue
 * (key_waiters) and waits: the holder's release hands the lease to the longest waiter and announces it
 * (NOTIFY, heard on a connection of its own), so waiters from several instances take turns in order
 * instead of racing, and a woken waiter runs at once. A waiter that hears nothing looks again.
 */
class Leases {
  /** This process's waiting callers, by owner id: each woken when its key is handed over to it. */
  private readonly waiting = new Map<string, () => void>();
  private listening = false;

  constructor(private readonly database: Database) {}

  /** Waits until the key is handed over to `owner` (true) or `ms` passed (false). */
  private handedOver(owner: string, ms: number): Promise<boolean> {
    if (!this.listening) {
      // From the first wait on: an instance that never waits opens no listening connection.
      this.listening = true;
      this.database.notifications?.subscribe(HANDED_OVER, (to) => this.waiting.get(to)?.());
    }
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(owner);
        resolve(false);
      }, ms);
      this.waiting.set(owner, () => {
        clearTimeout(timer);
        this.waiting.delete(owner);
        resolve(true);
      });
    });
  }

  async run<T>(key: string, work: (hold: KeyHold) => Promise<T>): Promise<T> {
    const { db } = this.database;
    const owner = randomUUID();
    const deadline = performance.now() + LOCK_WAIT_MS;
    for (let looks = 0; ; looks += 1) {
      if (await look(db, key, owner)) break;
      if (performance.now() > deadline) {
        // Out of the queue, and a lease handed over meanwhile goes on to the next waiter.
        await release(db, key, owner).catch(() => {});
        throw new ServiceUnavailable(`Another instance has held "${key}" for over ${LOCK_WAIT_MS / 1000} s; try again shortly.`, 1);
      }
      if (await this.handedOver(owner, looks === 0 ? FIRST_LOOK_AGAIN_MS : LOOK_AGAIN_MS)) break;
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
      // Not released (the database unreachable): the lease runs out after LEASE_MS.
      await release(db, key, owner).catch(() => {});
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
