import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { durationMs, loadConfig } from '../../src/config.js';
import { insertDocument } from '../../src/content/repository.js';
import { Outbox } from '../../src/events/outbox.js';
import { campaignMoments, emitCampaignMoments } from '../../src/scheduler/campaign-moments.js';
import { Scheduler } from '../../src/scheduler/scheduler.js';
import { createEndpoint } from '../../src/webhooks/endpoints.js';
import { openTestDatabase, type TestDatabase } from '../helpers/database.js';
import { startAppWithBackend } from '../helpers/app.js';
import { backendProduct } from '../helpers/backend-products.js';

const quiet = { info() {}, warn() {}, error() {} };
const at = (iso: string) => new Date(iso);

describe('campaign start and end moments', () => {
  it('are the dates that passed in (from, to], each once; unparsable dates never', () => {
    const campaigns = [
      { id: 'a', backend_id: 'prod_a', title: 'A', start_date: '2026-11-25T10:00:30Z', end_date: '2026-12-01T00:00:00Z' },
      { id: 'b', backend_id: null, title: 'B', start_date: '2026-11-01T00:00:00Z', end_date: '2026-11-25T10:01:00Z' },
      { id: 'c', backend_id: null, title: 'C', start_date: 'soon', end_date: null },
    ];
    const events = campaignMoments(campaigns, at('2026-11-25T10:00:00Z'), at('2026-11-25T10:01:00Z'));
    assert.deepEqual(events.map((event) => [event.type, event.payload.data.id]), [['preorder.started', 'a'], ['preorder.ended', 'b']]);
    assert.deepEqual(campaignMoments(campaigns, at('2026-11-25T10:01:00Z'), at('2026-11-25T10:02:00Z')), []);
  });

  describe('in the database', () => {
    let database: TestDatabase;
    before(async () => {
      database = await openTestDatabase();
      await createEndpoint(database.db, { url: 'https://203.0.113.10/hook', events: ['preorder.started', 'preorder.ended'] });
      await insertDocument(database.db, 'preorder-products', { title: 'Kit', preorderStartDate: '2026-11-25T10:00:30.000Z', preorderEndDate: '2026-11-25T10:02:30.000Z' });
    });
    after(() => database.close());

    const emitted = async () => ((await database.db.execute(sql`select type from webhook_events order by created_at, type`)) as unknown as { rows: { type: string }[] }).rows.map((row) => row.type);

    it('the first run only marks where it starts; later runs emit what passed since, once, on time', async () => {
      assert.equal(await emitCampaignMoments(database.db, new Outbox(), at('2026-11-25T10:00:40Z')), 0, 'a start before the first look is not announced late');
      assert.equal(await emitCampaignMoments(database.db, new Outbox(), at('2026-11-25T10:01:10Z')), 0);
      assert.equal(await emitCampaignMoments(database.db, new Outbox(), at('2026-11-25T10:02:40Z')), 1);
      assert.equal(await emitCampaignMoments(database.db, new Outbox(), at('2026-11-25T10:02:40Z')), 0, 'the same moment twice');
      assert.equal(await emitCampaignMoments(database.db, new Outbox(), at('2026-11-25T10:03:10Z')), 0);
      assert.deepEqual(await emitted(), ['preorder.ended']);
    });
  });
});

describe('the scheduler', () => {
  let database: TestDatabase;
  before(async () => {
    database = await openTestDatabase();
  });
  after(() => database.close());

  it('runs a job on one of several instances per interval, and again once the interval passed', async () => {
    let now = at('2026-11-25T12:00:00Z');
    const runs: string[] = [];
    const instance = (name: string) => new Scheduler([{
      name: 'counted', everyMs: 60_000, leaseMs: 30_000,
      run: async () => {
        runs.push(name);
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    }], { db: database.db, now: () => now, checkMs: 60_000, log: quiet });
    const instances = ['one', 'two', 'three', 'four', 'five', 'six'].map(instance);
    await Promise.all(instances.map((scheduler) => scheduler.check()));
    assert.equal(runs.length, 1, 'six instances checking at once: one run');
    now = at('2026-11-25T12:00:30Z');
    await Promise.all(instances.map((scheduler) => scheduler.check()));
    assert.equal(runs.length, 1, 'not due yet');
    now = at('2026-11-25T12:01:00Z');
    await Promise.all(instances.map((scheduler) => scheduler.check()));
    assert.equal(runs.length, 2);
    const [row] = ((await database.db.execute(sql`select last_outcome, lease_until from scheduled_jobs where name = 'counted'`)) as unknown as { rows: { last_outcome: string; lease_until: unknown }[] }).rows;
    assert.deepEqual(row, { last_outcome: 'ok', lease_until: null });
  });

  it('a holder that died keeps the job only until its lease runs out; a failed run is recorded', async () => {
    let now = at('2026-11-25T13:00:00Z');
    let attempts = 0;
    const scheduler = new Scheduler([{
      name: 'failing', everyMs: 1000, leaseMs: 30_000,
      run: async () => {
        attempts += 1;
        throw new Error('backend down');
      },
    }], { db: database.db, now: () => now, checkMs: 60_000, log: quiet });
    await database.db.execute(sql`insert into scheduled_jobs (name, lease_until, last_started_at) values ('failing', '2026-11-25T13:00:20Z', '2026-11-25T12:59:50Z')`);
    await scheduler.check();
    assert.equal(attempts, 0, 'held by a (dead) instance');
    now = at('2026-11-25T13:00:21Z');
    await scheduler.check();
    assert.equal(attempts, 1);
    const [row] = ((await database.db.execute(sql`select last_outcome, last_error from scheduled_jobs where name = 'failing'`)) as unknown as { rows: unknown[] }).rows;
    assert.deepEqual(row, { last_outcome: 'failed', last_error: 'backend down' });
  });
});

describe('SYNC_INTERVAL', () => {
  it('takes durations and needs a commerce backend', () => {
    assert.equal(durationMs('15m'), 900_000);
    assert.equal(durationMs('1d'), 86_400_000);
    assert.equal(durationMs('15'), undefined);
    assert.equal(durationMs('0s'), undefined);
    assert.equal(loadConfig({ SYNC_INTERVAL: '15m', COMMERCE_URL: 'http://127.0.0.1:9000' }).syncInterval, '15m');
    assert.throws(() => loadConfig({ SYNC_INTERVAL: 'hourly', COMMERCE_URL: 'http://127.0.0.1:9000' }), /SYNC_INTERVAL must be a duration/);
    assert.throws(() => loadConfig({ SYNC_INTERVAL: '15m' }), /SYNC_INTERVAL needs COMMERCE_URL/);
  });

  it('runs a full sync on its own, recorded as the schedule\'s, with a sync.completed event', async () => {
    const setup = await startAppWithBackend({ SYNC_INTERVAL: '1s' }, { workers: true });
    try {
      setup.backend.addProduct(backendProduct('prod_sched'));
      const { db } = setup.t.database;
      await createEndpoint(db, { url: 'https://203.0.113.10/hook', events: ['sync.completed'] });
      const deadline = Date.now() + 10_000;
      let runs: { actor_kind: string; status: string; created: number }[] = [];
      while (Date.now() < deadline) {
        runs = ((await db.execute(sql`select actor_kind, status, created from sync_runs where status <> 'running'`)) as unknown as { rows: typeof runs }).rows;
        if (runs.some((run) => run.created === 1)) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.ok(runs.some((run) => run.actor_kind === 'scheduler' && run.status === 'succeeded' && run.created === 1), JSON.stringify(runs));
      const products = await setup.t.app.inject({ url: '/api/products?where[backendId][equals]=prod_sched' });
      assert.equal(products.json().totalDocs, 1);
      const events = ((await db.execute(sql`select payload from webhook_events where type = 'sync.completed'`)) as unknown as { rows: { payload: { data: { created: number; status: string } } }[] }).rows;
      assert.ok(events.some((event) => event.payload.data.created === 1 && event.payload.data.status === 'succeeded'), JSON.stringify(events));
    } finally {
      await setup.close();
    }
  });
});
