import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { type Database, type Db, openDatabase } from '../../src/db/client.js';
import { HeldLease } from '../../src/scheduler/held-lease.js';
import { releaseLease, renewLease, takeLease } from '../../src/scheduler/job-lease.js';
import { type Job, type RunOutcome, Scheduler } from '../../src/scheduler/scheduler.js';
import { openTestDatabase, type TestDatabase } from '../helpers/database.js';

const quiet = { info() {}, warn() {}, error() {} };
const T = new Date('2026-11-26T12:00:00Z');
const plus = (ms: number) => new Date(T.getTime() + ms);

interface LeaseRow {
  leased_by: string | null;
  lease_until: string | null;
  last_outcome: string | null;
}

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 2000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

/** A job whose runs wait until the test lets them end (or their signal aborts, when `stopsOnAbort`). */
function heldJob(name: string, terms: Partial<Job> = {}, stopsOnAbort = true) {
  const runs: { owner: string; signal: AbortSignal; renew: () => Promise<boolean>; end: () => void }[] = [];
  const job = (owner: () => string): Job => ({
    name, everyMs: 3_600_000, ...terms,
    run: (renew, signal) => new Promise<void>((resolve, reject) => {
      runs.push({ owner: owner(), signal, renew, end: resolve });
      if (stopsOnAbort) signal.addEventListener('abort', () => reject(signal.reason));
    }),
  });
  return { runs, job };
}

describe('job leases', { timeout: 30_000 }, () => {
  let database: TestDatabase;
  let db: Db;
  before(async () => {
    database = await openTestDatabase();
    db = database.db;
  });
  after(() => database.close());

  const row = async (name: string) =>
    ((await db.execute(sql`select leased_by, lease_until::text, last_outcome from scheduled_jobs where name = ${name}`)) as unknown as { rows: LeaseRow[] }).rows[0]!;
  const leaseUntil = async (name: string) => new Date((await row(name)).lease_until!).toISOString();

  it('a take records its owner; renewal and release by another owner change nothing', async () => {
    const terms = { everyMs: 60_000, leaseMs: 15_000 };
    assert.equal(await takeLease(db, 'owned', terms, T, 'owner-1'), true);
    assert.equal((await row('owned')).leased_by, 'owner-1');
    assert.equal(await leaseUntil('owned'), plus(15_000).toISOString());

    assert.equal(await renewLease(db, 'owned', 15_000, plus(5_000), 'owner-2'), false, 'another owner cannot renew');
    assert.equal(await leaseUntil('owned'), plus(15_000).toISOString());
    assert.equal(await renewLease(db, 'owned', 15_000, plus(5_000), 'owner-1'), true);
    assert.equal(await leaseUntil('owned'), plus(20_000).toISOString());

    assert.equal(await releaseLease(db, 'owned', 'owner-2', { now: plus(6_000), outcome: 'failed', error: 'not mine' }), false);
    assert.deepEqual(await row('owned'), { ...(await row('owned')), leased_by: 'owner-1', last_outcome: null }, 'the holder\'s row is untouched');
    assert.equal(await leaseUntil('owned'), plus(20_000).toISOString());
    assert.equal(await takeLease(db, 'owned', terms, plus(19_999), 'owner-2'), false, 'held until its lease ends');

    assert.equal(await releaseLease(db, 'owned', 'owner-1', { now: plus(7_000), outcome: 'ok' }), true);
    assert.deepEqual(await row('owned'), { leased_by: null, lease_until: null, last_outcome: 'ok' });
    assert.equal(await takeLease(db, 'owned', terms, plus(59_999), 'owner-2'), false, 'released: due again only after everyMs');
    assert.equal(await takeLease(db, 'owned', terms, plus(60_000), 'owner-2'), true);
  });

  it('a holder that stopped renewing is taken over when its lease ends, not when the job is next due, and its late release changes nothing', async () => {
    let now = T;
    const { runs, job } = heldJob('taken-over', { leaseMs: 15_000 }, false);
    const outcomes: string[] = [];
    // The first holder renews once an hour: a process frozen (or killed) as far as the database can tell.
    const first: Scheduler = new Scheduler([job(() => first.owner)], { db, now: () => now, checkMs: 60_000, renewEveryMs: 3_600_000, log: quiet, onRun: (_, outcome) => outcomes.push(`first ${outcome}`) });
    const second: Scheduler = new Scheduler([job(() => second.owner)], { db, now: () => now, checkMs: 60_000, log: quiet, onRun: (_, outcome) => outcomes.push(`second ${outcome}`) });
    const firstRun = first.check();
    await until(() => runs.length === 1, 'the first run');
    now = plus(14_999);
    await second.check();
    assert.equal(runs.length, 1, 'held until the lease ends');
    now = plus(15_000);
    const secondRun = second.check();
    await until(() => runs.length === 2, 'the takeover');
    assert.equal(runs[1]!.owner, second.owner);
    assert.deepEqual(await row('taken-over'), { ...(await row('taken-over')), leased_by: second.owner, last_outcome: 'abandoned' });

    runs[0]!.end();
    await firstRun;
    assert.deepEqual(outcomes, ['first lost'], 'the first run ended without its lease');
    assert.equal((await row('taken-over')).leased_by, second.owner, 'the late release left the new holder\'s row');
    assert.equal(await leaseUntil('taken-over'), plus(30_000).toISOString());

    runs[1]!.end();
    await secondRun;
    assert.deepEqual(await row('taken-over'), { leased_by: null, lease_until: null, last_outcome: 'ok' });
  });

  it('a takeover whose holder dies too waits for everyMs (a run that kills its process does not go round every instance)', async () => {
    let now = T;
    let runs = 0;
    const scheduler = new Scheduler([{ name: 'abandoned-twice', everyMs: 3_600_000, run: async () => void (runs += 1) }], { db, now: () => now, checkMs: 60_000, log: quiet });
    await db.execute(sql`insert into scheduled_jobs (name, leased_by, lease_until, last_started_at, last_outcome)
      values ('abandoned-twice', 'dead', ${plus(15_000).toISOString()}::timestamptz, ${T.toISOString()}::timestamptz, 'abandoned')`);
    now = plus(16_000);
    await scheduler.check();
    assert.equal(runs, 0);
    now = plus(3_600_000);
    await scheduler.check();
    assert.equal(runs, 1, 'due again');
  });

  it('renews on its own while the job runs, and stops the run when a renewal finds the lease taken', async () => {
    let now = T;
    const { runs, job } = heldJob('renewed', { leaseMs: 15_000 });
    const warnings: string[] = [];
    const outcomes: RunOutcome[] = [];
    const scheduler: Scheduler = new Scheduler([job(() => scheduler.owner)], {
      db, now: () => now, checkMs: 60_000, renewEveryMs: 20, log: { ...quiet, warn: (_details, message) => void warnings.push(message) },
      onRun: (_, outcome) => outcomes.push(outcome),
    });
    const run = scheduler.check();
    await until(() => runs.length === 1, 'the run');
    now = plus(5_000);
    await until(async () => (await leaseUntil('renewed')) === plus(20_000).toISOString(), 'a renewal the job did not ask for');
    await db.execute(sql`update scheduled_jobs set leased_by = 'usurper', lease_until = ${plus(60_000).toISOString()}::timestamptz where name = 'renewed'`);
    await until(() => runs[0]!.signal.aborted, 'the run\'s signal to abort');
    await run;
    assert.deepEqual(outcomes, ['lost']);
    assert.match(warnings[0] ?? '', /lost its lease/);
    assert.equal(await runs[0]!.renew(), false, 'the job\'s own renew answers the lease is gone');
    assert.equal((await row('renewed')).leased_by, 'usurper', 'the new holder\'s row is left');
    assert.equal(await leaseUntil('renewed'), plus(60_000).toISOString());
  });

  it('a holder whose database stays silent stops its run before its lease can end', async () => {
    let now = T;
    const silent = { execute: async () => { throw new Error('connection refused'); } } as unknown as Db;
    const stopping = new AbortController();
    const lease = new HeldLease({ db: silent, job: 'silent', owner: 'me', leaseMs: 15_000, renewEveryMs: 5_000, now: () => now, log: quiet }, T, stopping.signal);
    try {
      now = plus(5_000);
      assert.equal(await lease.renew(), true, 'held for all it knows');
      assert.equal(lease.signal.aborted, false);
      now = plus(10_001);
      assert.equal(await lease.renew(), false, 'less than one renewal period left');
      assert.equal(lease.signal.aborted, true);
    } finally {
      lease.end();
    }
  });

  it('two schedulers racing on one database never run the job at the same time', async () => {
    // On PostgreSQL the second scheduler has a connection pool of its own, as another instance would.
    const other: Database | undefined = database.url ? await openDatabase({ kind: 'postgres', url: database.url, poolSize: 3 }) : undefined;
    try {
      let active = 0;
      let most = 0;
      const runsBy = new Map<string, number>();
      const job = (owner: () => string): Job => ({
        name: 'raced', everyMs: 0, leaseMs: 300,
        run: async () => {
          active += 1;
          most = Math.max(most, active);
          runsBy.set(owner(), (runsBy.get(owner()) ?? 0) + 1);
          await sleep(10);
          active -= 1;
        },
      });
      const options = { now: () => new Date(), checkMs: 60_000, renewEveryMs: 100, log: quiet };
      const one: Scheduler = new Scheduler([job(() => one.owner)], { ...options, db });
      const two: Scheduler = new Scheduler([job(() => two.owner)], { ...options, db: other?.db ?? db });
      const stopAt = Date.now() + 1500;
      const loop = async (scheduler: Scheduler) => {
        while (Date.now() < stopAt) await scheduler.check();
      };
      await Promise.all([loop(one), loop(two)]);
      const runs = [...runsBy.values()].reduce((sum, count) => sum + count, 0);
      console.log(`# ${runs} runs in 1.5 s by two schedulers (${[...runsBy.values()].join(' + ')}); at most ${most} at once`);
      assert.ok(runs >= 10, `${runs} runs`);
      assert.equal(most, 1, 'never two runs at once');
    } finally {
      await other?.close();
    }
  });
});
