import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createUser } from '../../src/accounts/manage-users.js';
import type { DemoBackend } from '../../demo/commerce-backend.js';
import { STALE_AFTER_MS, startSyncRun } from '../../src/sync/sync-run-log.js';
import { startAppWithBackend, type TestApp } from '../helpers/app.js';
import { backendProduct } from '../helpers/backend-products.js';

const ADMIN_KEY = 'sync-runs-admin-key';
const PASSWORD = 'a long enough password';
const admin: Record<string, string> = { authorization: `Bearer ${ADMIN_KEY}` };

let backend: DemoBackend;
let t: TestApp;
let stop: () => Promise<void>;
let editor: Record<string, string>;
let editorId: string;
let viewer: Record<string, string>;

async function tokenOf(email: string, role: 'editor' | 'viewer') {
  const user = await createUser(t.context, { kind: 'cli', role: 'admin' }, { email, role, password: PASSWORD });
  const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: PASSWORD } });
  return { id: String(user.id), headers: { authorization: `Bearer ${login.json().token}` } };
}

before(async () => {
  ({ backend, t, close: stop } = await startAppWithBackend({ ACCESS_MODE: 'protected', ADMIN_API_KEY: ADMIN_KEY, COMMERCE_TIMEOUT_MS: '5000', SIGN_IN_ATTEMPTS_PER_MINUTE: '1000' }));
  ({ id: editorId, headers: editor } = await tokenOf('ed@shop.example', 'editor'));
  ({ headers: viewer } = await tokenOf('vi@shop.example', 'viewer'));
});
after(async () => stop());
beforeEach(async () => {
  backend.clearFaults();
  backend.replaceCatalog({ products: [], orders: [] });
  t.clock.now = new Date();
  await t.app.inject({ method: 'DELETE', url: '/api/admin?collections=products,preorder-products', headers: admin });
});

const catalogOf = (count: number) => Array.from({ length: count }, (_, index) =>
  backendProduct(`prod_${String(index).padStart(4, '0')}`, { preorder: index % 3 === 0 }));
const syncAll = (headers = admin, body: object = {}) => t.app.inject({ method: 'POST', url: '/api/sync-backend', headers, payload: body });
const runs = async (limit = 10, headers = admin) => {
  const response = await t.app.inject({ url: `/api/sync-runs?limit=${limit}`, headers });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().docs as Record<string, any>[];
};
const runCount = async () => Number(((await t.database.db.execute(sql`select count(*)::int as n from sync_runs`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

describe('sync runs', () => {
  it('records a full sync with the totals of its answer, who asked, and a finished time, newest first', async () => {
    backend.replaceCatalog({ products: catalogOf(150), orders: [] });
    const first = (await syncAll()).json();
    // One product becomes a preorder: the forced second sync moves it (an update) and updates the rest.
    backend.catalog.products[1]!.metadata = { ...backend.catalog.products[1]!.metadata, is_preorder: 'true' };
    const second = (await syncAll()).json();
    assert.equal(second.results.details.filter((detail: { action: string }) => detail.action === 'moved').length, 1, JSON.stringify(second.results.details[1]));
    const [newest, older] = await runs(2);
    for (const [run, answer] of [[newest!, second], [older!, first]] as const) {
      const { total, created, updated, skipped, errors } = answer.results;
      assert.deepEqual({ ...run.totals, moved: undefined }, { created, updated, skipped, errors, moved: undefined });
      assert.deepEqual([run.status, run.mode, run.target, run.processed, run.total, run.error], ['succeeded', 'all', null, total, 150, null]);
      assert.deepEqual(run.actor, { kind: 'admin-key', id: null, label: 'ADMIN_API_KEY' });
      assert.ok(run.finishedAt >= run.startedAt);
    }
    assert.equal(newest!.totals.moved, 1);
    assert.equal(older!.totals.moved, 0);
    assert.ok(Number(newest!.id) > Number(older!.id));
  });

  it('records one-product syncs by the editor who asked, a missing product as failed with its message', async () => {
    backend.addProduct(backendProduct('prod_single'));
    const done = (await syncAll(editor, { backendId: 'prod_single' })).json();
    assert.equal(done.action, 'created');
    const missing = (await syncAll(editor, { backendId: 'prod_nowhere' })).json();
    assert.equal(missing.success, false);
    const [failed, succeeded] = await runs(2, editor);
    assert.deepEqual(
      [succeeded!.status, succeeded!.mode, succeeded!.target, succeeded!.processed, succeeded!.total, succeeded!.totals],
      ['succeeded', 'one', 'prod_single', 1, 1, { created: 1, updated: 0, moved: 0, skipped: 0, errors: 0 }],
    );
    assert.deepEqual(succeeded!.actor, { kind: 'user', id: editorId, label: 'ed@shop.example' });
    assert.deepEqual([failed!.status, failed!.target, failed!.totals.errors, failed!.error], ['failed', 'prod_nowhere', 1, missing.message]);
  });

  it('records a sync whose backend fails as failed, with its error and the pages written before', async () => {
    backend.replaceCatalog({ products: catalogOf(250), orders: [] });
    backend.fail('listProducts', { status: 503, after: 1 });
    const response = await syncAll();
    assert.equal(response.statusCode, 500);
    const [run] = await runs(1);
    assert.equal(run!.status, 'failed');
    assert.equal(run!.error, response.json().error);
    assert.match(run!.error, /503/);
    assert.deepEqual([run!.processed, run!.total, run!.totals.created], [100, 250, 100]);
    assert.ok(run!.finishedAt);
  });

  it('shows a running sync\'s progress page by page', async () => {
    backend.replaceCatalog({ products: catalogOf(250), orders: [] });
    // The second page answers late: the run is seen between its first and second page.
    backend.fail('listProducts', { delayMs: 1500, after: 1, times: 1 });
    const answer = syncAll();
    let seen: Record<string, any> | undefined;
    for (let attempt = 0; attempt < 100 && !seen; attempt += 1) {
      const [run] = await runs(1);
      if (run?.status === 'running' && run.processed > 0) seen = run;
      else await sleep(50);
    }
    assert.ok(seen, 'a running run with progress');
    assert.deepEqual([seen.processed, seen.total, seen.finishedAt, seen.mode], [100, 250, null, 'all']);
    assert.equal((await answer).statusCode, 200);
    const [finished] = await runs(1);
    assert.deepEqual([finished!.id, finished!.status, finished!.processed, finished!.total], [seen.id, 'succeeded', 250, 250]);
  });

  it('writes a running sync\'s progress after its first page, then only once a page ends 500 ms or more after the last write', async () => {
    // Every progress write of a running run, as the database sees it.
    for (const statement of [
      'create table progress_writes (at_order serial, processed int)',
      `create function note_progress() returns trigger language plpgsql as $$
         begin insert into progress_writes (processed) values (new.processed); return new; end $$`,
      `create trigger note_progress after update on sync_runs for each row
         when (new.status = 'running' and new.processed is distinct from old.processed) execute function note_progress()`,
    ]) await t.database.db.execute(sql.raw(statement));
    try {
      backend.replaceCatalog({ products: catalogOf(500), orders: [] });
      // Pages 1 and 2 come at once, page 3 after 1.5 s, pages 4 and 5 at once.
      backend.fail('listProducts', { delayMs: 1500, after: 2, times: 1 });
      assert.equal((await syncAll()).statusCode, 200);
      const writes = (await t.database.db.execute(sql`select processed from progress_writes order by at_order`)) as unknown as { rows: { processed: number }[] };
      assert.deepEqual(writes.rows.map((row) => row.processed), [100, 300]);
      const [run] = await runs(1);
      assert.deepEqual([run!.status, run!.processed, run!.total], ['succeeded', 500, 500]);
    } finally {
      for (const statement of ['drop trigger note_progress on sync_runs', 'drop function note_progress()', 'drop table progress_writes']) await t.database.db.execute(sql.raw(statement));
    }
  });

  it('records a run whose client went away as interrupted, with the pages done before', async () => {
    backend.replaceCatalog({ products: catalogOf(250), orders: [] });
    backend.fail('listProducts', { delayMs: 1500, after: 1, times: 1 });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = new AbortController();
    const request = fetch(`${base}/api/sync-backend`, { method: 'POST', headers: { ...admin, 'content-type': 'application/json' }, body: '{}', signal: client.signal }).catch(() => 'aborted');
    const runOnce = async (wanted: (run: Record<string, any>) => boolean) => {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const [run] = await runs(1);
        if (run && wanted(run)) return run;
        await sleep(25);
      }
      return undefined;
    };
    assert.ok(await runOnce((run) => run.status === 'running' && run.processed === 100), 'the run reached its second page');
    client.abort();
    assert.equal(await request, 'aborted');
    const ended = await runOnce((run) => run.status !== 'running');
    assert.deepEqual([ended?.status, ended?.processed, ended?.totals.created], ['interrupted', 100, 100]);
    assert.match(ended!.error, /closed the connection/);
  });

  it('reads a running run whose heartbeat stopped as interrupted, and records it so at the next sync', async () => {
    const died = new Date(t.clock.now.getTime() - STALE_AFTER_MS - 1000);
    const staleId = await startSyncRun(t.database.db, { actor: { kind: 'cli', role: 'admin' }, mode: 'all', target: null, total: 0, now: died });
    const alive = await startSyncRun(t.database.db, { actor: { kind: 'cli', role: 'admin' }, mode: 'all', target: null, total: 0, now: new Date(t.clock.now.getTime() - 5000) });
    const byId = async () => new Map((await runs(100)).map((run) => [run.id, run]));
    const read = await byId();
    assert.deepEqual([read.get(String(staleId))!.status, read.get(String(staleId))!.finishedAt], ['interrupted', died.toISOString()]);
    assert.match(read.get(String(staleId))!.error, /stopped before it finished/);
    assert.equal(read.get(String(alive))!.status, 'running', 'a recent heartbeat is still running');
    const stored = async () => ((await t.database.db.execute(sql`select status from sync_runs where id = ${staleId}`)) as unknown as { rows: { status: string }[] }).rows[0]!.status;
    assert.equal(await stored(), 'running');
    await syncAll(admin, { backendId: 'prod_none' });
    assert.equal(await stored(), 'interrupted');
    await t.database.db.execute(sql`update sync_runs set status = 'failed' where id = ${alive}`);
  });

  it('lets editors read the runs; viewers and anonymous callers get nothing', async () => {
    const before = await runCount();
    assert.equal((await t.app.inject({ url: '/api/sync-runs', headers: viewer })).statusCode, 403);
    assert.equal((await t.app.inject({ url: '/api/sync-runs' })).statusCode, 401);
    assert.equal((await t.app.inject({ url: '/api/sync-runs?limit=0', headers: editor })).statusCode, 400);
    assert.equal((await runs(1, editor)).length, 1);
    assert.equal(await runCount(), before);
  });
});
