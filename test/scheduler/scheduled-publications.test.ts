import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildAppWithContext } from '../../src/app.js';
import type { AppContext } from '../../src/app-context.js';
import { loadConfig } from '../../src/config.js';
import { collections } from '../../src/content/collections.js';
import { type Database, openDatabase } from '../../src/db/client.js';
import { publishDue, publishIfDue } from '../../src/scheduler/scheduled-publications.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// A scheduled publication is a `publishAt` on a draft; the scheduler's job publishes it once its time has
// passed. On PostgreSQL (TEST_DB=postgres), two app instances share the database and, with TEST_REDIS_URL
// (as .ci/run sets), Redis: the deployment the README recommends, where each instance keeps answers and
// learns of the other's writes through the change feed. The embedded database is one process's (its
// DATA_DIR is locked), so there one instance runs the job, as `npm start` does.
const ADMIN = 'schedule-admin-key';
const admin = { authorization: `Bearer ${ADMIN}` };
const onPostgres = process.env.TEST_DB === 'postgres';
const redisUrl = onPostgres ? process.env.TEST_REDIS_URL : undefined;
const env = { ADMIN_API_KEY: ADMIN, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };
const quiet = { error() {} };
/** Each instance checks its schedule this often (4 s in the service): the test moves the app's clock, then waits for one check. */
const CHECK_MS = 100;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface Instance { app: TestApp['app']; context: AppContext; database?: Database }

describe('scheduled publication', () => {
  let first: TestApp;
  /** The other instance on PostgreSQL; on the embedded database, the first one again. */
  let second: Instance;
  /** Both instances' clock (the first's). */
  let clock: TestApp['clock'];
  let session: string;

  /** Another instance on the first's PostgreSQL database, with its own pool, running its scheduler. */
  async function startSecond(): Promise<Instance> {
    const database = await openDatabase({ kind: 'postgres', url: first.database.url!, poolSize: 5 });
    const built = await buildAppWithContext({ config: loadConfig({ ...env, LOG_LEVEL: 'silent' }), database, now: () => clock.now, workers: true, schedulerCheckMs: CHECK_MS });
    await built.app.ready();
    return { ...built, database };
  }

  before(async () => {
    first = await startTestApp(env, { workers: true, schedulerCheckMs: CHECK_MS });
    clock = first.clock;
    second = onPostgres ? await startSecond() : first;
    const email = 'scheduler-editor@shop.example';
    await first.app.inject({ method: 'POST', url: '/api/users', headers: admin, payload: { email, password: 'a long password 1', roles: ['editor'] } });
    session = (await first.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: 'a long password 1' } })).json().token;
  });
  after(async () => {
    if (second !== first) {
      await second?.app.close();
      await second?.database?.close();
    }
    await first?.close();
  });

  const editor = () => ({ authorization: `Bearer ${session}` });
  async function draft(title: string, publishAt?: Date): Promise<string> {
    const response = await first.app.inject({
      method: 'POST', url: '/api/preorder-products', headers: editor(),
      payload: { title, _status: 'draft', ...(publishAt ? { publishAt: publishAt.toISOString() } : {}) },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json().doc.id;
  }
  const record = async (id: string) => (await first.app.inject({ url: `/api/preorder-products/${id}?draft=true&depth=0`, headers: admin })).json();
  const publications = async (id: string) => rowsOf<{ actor_kind: string; actor_label: string; changes: Record<string, unknown> }>(await first.database.db.execute(sql`
    select actor_kind, actor_label, changes from audit_log where document_id = ${id} and changes -> '_status' ->> 1 = 'published'`));
  const lastRun = async () => rowsOf<{ at: string | null }>(await first.database.db.execute(sql`
    select last_finished_at::text as at from scheduled_jobs where name = 'scheduled-publications'`))[0]?.at ?? null;
  /** Moves the clock past the job's interval, then waits for either instance's scheduler to run it. */
  async function untilNextRun(): Promise<void> {
    clock.now = new Date(clock.now.getTime() + 5_000);
    const before = await lastRun();
    const deadline = Date.now() + 20_000;
    while ((await lastRun()) === before) {
      assert.ok(Date.now() < deadline, 'the scheduler ran the job within 20 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('publishes a due draft once, on one of the instances, audited on behalf of who scheduled it, and the public read shows it', async () => {
    const id = await draft('Launch at noon', new Date(clock.now.getTime() + 60_000));
    assert.equal((await first.app.inject({ url: `/api/preorder-products/${id}` })).statusCode, 404, 'a draft before its time');
    await untilNextRun();
    assert.equal((await record(id))._status, 'draft', 'not before its time');
    clock.now = new Date(clock.now.getTime() + 61_000);
    await untilNextRun();
    await untilNextRun();
    const published = await record(id);
    assert.equal(published._status, 'published');
    assert.equal(published.publishAt, null, 'the schedule is emptied once applied');
    const entries = await publications(id);
    assert.equal(entries.length, 1, 'one publication');
    assert.equal(entries[0]!.actor_kind, 'scheduler');
    assert.equal(entries[0]!.actor_label, 'scheduler-editor@shop.example (scheduled publication)');
    assert.equal((await first.app.inject({ url: `/api/preorder-products/${id}` })).statusCode, 200, 'public once published');
    assert.equal((await second.app.inject({ url: `/api/preorder-products/${id}` })).statusCode, 200, 'on the other instance too');
  });

  it('applies a publication once when both instances and many runs race for it', async () => {
    const ids = await Promise.all(['a', 'b', 'c'].map((name) => draft(`Race ${name}`, new Date(clock.now.getTime() - 1000))));
    const collection = collections['preorder-products']!;
    const racers = [first.context, second.context, first.context, second.context];
    const results = await Promise.all([
      ...racers.flatMap((context) => ids.map((id) => publishIfDue(context, collection, id, clock.now))),
      ...racers.map((context) => publishDue(context, clock.now, new AbortController().signal, quiet).then((run) => run.published > 0)),
    ]);
    for (const id of ids) assert.equal((await publications(id)).length, 1, `${id}: one publication entry`);
    assert.equal(results.filter((applied) => applied).length, ids.length, 'each publication applied by exactly one caller');
  });

  it('never fires a cancelled schedule, nor one moved later, at the old time', async () => {
    const soon = new Date(clock.now.getTime() + 30_000);
    const cancelled = await draft('Cancelled', soon);
    const moved = await draft('Moved', soon);
    assert.equal((await first.app.inject({ method: 'PATCH', url: `/api/preorder-products/${cancelled}`, headers: editor(), payload: { publishAt: null } })).statusCode, 200);
    const later = new Date(clock.now.getTime() + 3_600_000).toISOString();
    assert.equal((await second.app.inject({ method: 'PATCH', url: `/api/preorder-products/${moved}`, headers: editor(), payload: { publishAt: later } })).statusCode, 200);
    clock.now = new Date(clock.now.getTime() + 31_000);
    await untilNextRun();
    await untilNextRun();
    assert.deepEqual([(await record(cancelled))._status, (await record(moved))._status], ['draft', 'draft']);
    assert.equal((await record(moved)).publishAt, later);
    assert.equal((await publications(cancelled)).length + (await publications(moved)).length, 0);
  });

  it('keeps a schedule across a restart: an instance started later applies it', async () => {
    const id = await draft('After a restart', new Date(clock.now.getTime() + 10_000));
    if (onPostgres) {
      await second.app.close();
      await second.database!.close();
      second = await startSecond();
    } else {
      // The embedded database outlives its app here, as its DATA_DIR outlives a stopped `npm start`.
      await first.app.close();
      const built = await buildAppWithContext({ config: loadConfig({ ...env, LOG_LEVEL: 'silent' }), database: first.database, now: () => clock.now, workers: true, schedulerCheckMs: CHECK_MS });
      await built.app.ready();
      first = { ...first, ...built, close: async () => { await built.app.close(); await first.database.close(); } };
      second = first;
    }
    clock.now = new Date(clock.now.getTime() + 11_000);
    await untilNextRun();
    await untilNextRun();
    assert.equal((await record(id))._status, 'published');
    assert.equal((await publications(id)).length, 1);
  });

  it('is not brought back by restoring a version that had one', async () => {
    const id = await draft('Restored', new Date(clock.now.getTime() + 5_000));
    const patched = await first.app.inject({ method: 'PATCH', url: `/api/preorder-products/${id}`, headers: editor(), payload: { publishAt: null, title: 'Renamed' } });
    assert.equal(patched.statusCode, 200);
    const versions = (await first.app.inject({ url: `/api/preorder-products/versions?where[parent][equals]=${id}&sort=createdAt`, headers: admin })).json().docs;
    assert.equal(typeof versions[0].version.publishAt, 'string', 'the first version had a schedule');
    const restored = await first.app.inject({ method: 'POST', url: `/api/preorder-products/versions/${versions[0].id}`, headers: editor() });
    assert.equal(restored.statusCode, 200, restored.body);
    const now = await record(id);
    assert.deepEqual([now.title, now.publishAt], ['Restored', null]);
  });
});
