import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { type Database, type Db, openDatabase } from '../../src/db/client.js';
import { createKeyedLock, type KeyedLock, LEASE_MS } from '../../src/db/locks.js';
import { openTestDatabase, type TestDatabase } from '../helpers/database.js';

// The lock the counters take per variant across instances (issue 34): a lease row, never a connection
// held while the work runs (it calls the commerce backend).
const onPostgres = process.env.TEST_DB === 'postgres';

describe('keyed lock across instances: a lease per key', { skip: !onPostgres && 'needs PostgreSQL (the runner sets TEST_DB=postgres)' }, () => {
  let first: TestDatabase;
  let second: Database;
  let firstLock: KeyedLock;
  let secondLock: KeyedLock;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const leases = async () => ((await first.db.execute(sql`select key, owner from key_leases order by key`)) as unknown as { rows: { key: string; owner: string }[] }).rows;

  before(async () => {
    first = await openTestDatabase();
    // Another instance, with a pool of one connection.
    second = await openDatabase({ kind: 'postgres', url: first.url!, poolSize: 1 });
    firstLock = createKeyedLock(first);
    secondLock = createKeyedLock(second);
  });
  after(async () => {
    await second?.close();
    await first?.close();
  });

  it('runs one holder of a key at a time across instances, and holds no connection while the work runs', async () => {
    const events: string[] = [];
    const work = (name: string, db: Db) => async () => {
      events.push(`${name} start`);
      // The instance's only pooled connection is free while its holder works.
      await db.execute(sql`select 1`);
      await pause(100);
      events.push(`${name} end`);
    };
    await Promise.all([
      firstLock.run('variant:a', work('first', first.db)),
      pause(10).then(() => secondLock.run('variant:a', work('second', second.db))),
      pause(20).then(() => secondLock.run('variant:b', work('other key', second.db))),
    ]);
    // Whichever took the key first, the other started after it ended.
    const [earlier, later] = events.indexOf('first start') < events.indexOf('second start') ? ['first', 'second'] : ['second', 'first'];
    assert.ok(events.indexOf(`${earlier} end`) < events.indexOf(`${later} start`), events.join(', '));
    assert.ok(events.indexOf('other key start') < events.indexOf(`${later} end`), `another key does not wait: ${events.join(', ')}`);
    assert.deepEqual(await leases(), [], 'every lease released by its holder');
  });

  it('hands a released key to its waiters in the order they came, one at a time, across instances', async () => {
    // Five more instances (each its own in-process queue), queued one after the other behind a holder.
    const instances = Array.from({ length: 5 }, () => createKeyedLock(first));
    const waiters = async () => ((await first.db.execute(sql`select owner from key_waiters where key = 'variant:queue' order by since`)) as unknown as { rows: unknown[] }).rows.length;
    let letGo!: () => void;
    const holding = new Promise<void>((resolve) => (letGo = resolve));
    let held!: () => void;
    const taken = new Promise<void>((resolve) => (held = resolve));
    const order: number[] = [];
    const running: number[] = [];
    const holder = firstLock.run('variant:queue', async () => {
      held();
      await holding;
    });
    await taken;
    const runs: Promise<void>[] = [];
    for (const [index, lock] of instances.entries()) {
      runs.push(lock.run('variant:queue', async () => {
        running.push(index);
        order.push(index);
        assert.equal(running.length, 1, 'one holder at a time');
        await pause(10);
        running.pop();
      }));
      while (await waiters() < index + 1) await pause(5);
    }
    letGo();
    await Promise.all([holder, ...runs]);
    assert.deepEqual(order, [0, 1, 2, 3, 4]);
    assert.equal(await waiters(), 0, 'nobody left in the queue');
    assert.deepEqual(await leases(), []);
  });

  it('takes over a key whose holder died once its lease runs out', async () => {
    await first.db.execute(sql`insert into key_leases (key, owner, expires_at) values ('variant:dead', 'a killed instance', now() + ${`${LEASE_MS} milliseconds`}::interval)`);
    const started = performance.now();
    await secondLock.run('variant:dead', async (hold) => {
      assert.notEqual(hold.owner, 'a killed instance');
    });
    const waited = performance.now() - started;
    assert.ok(waited >= LEASE_MS - 200 && waited < LEASE_MS + 3000, `${waited} ms`);
  });

  it('renews a lease while the work runs longer than the lease', async () => {
    let taken = false;
    await Promise.all([
      firstLock.run('variant:long', async (hold) => {
        await pause(LEASE_MS + 1500);
        assert.equal(hold.held, true);
        assert.deepEqual(await firstLock.confirm(first.db, [hold]), [true]);
      }),
      pause(LEASE_MS + 500).then(async () => {
        const [row] = ((await second.db.execute(sql`select expires_at > now() as live from key_leases where key = 'variant:long'`)) as unknown as { rows: { live: boolean }[] }).rows;
        taken = row?.live === true;
      }),
    ]);
    assert.equal(taken, true, 'the lease was still live past its first term');
  });

  it('refuses to confirm a hold whose lease another holder took, and leaves that holder\'s row alone', async () => {
    await firstLock.run('variant:lost', async (hold) => {
      await first.db.execute(sql`update key_leases set owner = 'the next holder' where key = 'variant:lost'`);
      const confirmed = await first.db.transaction((tx) => firstLock.confirm(tx as unknown as Db, [hold]));
      assert.deepEqual(confirmed, [false]);
      assert.equal(hold.held, false);
    });
    assert.deepEqual(await leases(), [{ key: 'variant:lost', owner: 'the next holder' }], 'released by its owner only');
    await first.db.execute(sql`delete from key_leases`);
  });
});
