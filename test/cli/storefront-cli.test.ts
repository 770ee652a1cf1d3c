import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config.js';
import { databaseTarget, openDatabase } from '../../src/db/client.js';
import { generateCatalog } from '../../demo/catalog.js';
import { listSyncRuns } from '../../src/sync/sync-run-log.js';
import { type DemoBackend, startDemoBackend } from '../../demo/commerce-backend.js';
import { openTestDatabase, type TestDatabase } from '../helpers/database.js';
import { runCli } from '../helpers/run-cli.js';

const isPreorder = (metadata: Record<string, unknown>) => metadata.is_preorder === true || metadata.is_preorder === 'true';
/** In the PostgreSQL pass of the suite the commands run on a throwaway database there (DATABASE_URL). */
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

describe('storefront CLI against the demo commerce backend', () => {
  const catalog = generateCatalog({ products: 30, seed: 3 });
  const preorderCount = catalog.products.filter((product) => isPreorder(product.metadata)).length;
  let backend: DemoBackend;
  let workDir: string;
  let env: Record<string, string>;
  let serverDatabase: TestDatabase | undefined;
  const cli = (...args: string[]) => runCli(args, env, workDir);

  before(async () => {
    backend = await startDemoBackend({ catalog });
    workDir = mkdtempSync(path.join(tmpdir(), 'storefront-cli-'));
    env = { DATA_DIR: path.join(workDir, 'data'), COMMERCE_URL: backend.url, COMMERCE_TIMEOUT_MS: '2000' };
    if (onPostgres) {
      serverDatabase = await openTestDatabase();
      env.DATABASE_URL = serverDatabase.url!;
    }
  });

  after(async () => {
    await backend.close();
    await serverDatabase?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('migrates the database', async () => {
    const run = await cli('migrate');
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, new RegExp(`Migrations applied \\(${onPostgres ? 'postgres' : 'pglite'}\\)`));
  });

  it('syncs every product, then stats shows the counts', async () => {
    const sync = await cli('sync');
    assert.equal(sync.code, 0, sync.stderr);
    assert.match(sync.stdout, /Synced 30 products: 30 created, 0 updated, 0 skipped, 0 errors/);
    assert.equal(sync.stderr, '', 'no progress on stderr when it is not a terminal');

    const stats = await cli('stats');
    assert.equal(stats.code, 0, stats.stderr);
    assert.match(stats.stdout, new RegExp(`^products +${30 - preorderCount}$`, 'm'));
    assert.match(stats.stdout, new RegExp(`^preorder-products +${preorderCount}$`, 'm'));
    assert.match(stats.stdout, /^total +30$/m);

    const json = await cli('stats', '--json');
    assert.deepEqual(JSON.parse(json.stdout), { products: 30 - preorderCount, preorderProducts: preorderCount, total: 30 });
  });

  it('syncs one product by backend id, skipping it unless --force', async () => {
    const product = catalog.products[0]!;
    const skipped = await cli('sync', '--backend-id', product.id, '--json');
    assert.equal(skipped.code, 0, skipped.stderr);
    assert.equal(JSON.parse(skipped.stdout).action, 'skipped');

    product.title = 'Renamed in the backend';
    const forced = await cli('sync', '--backend-id', product.id, '--force');
    assert.equal(forced.code, 0, forced.stderr);
    assert.match(forced.stdout, /^Product updated: [0-9a-f]{24} in (products|preorder-products)$/m);

    const missing = await cli('sync', '--backend-id', 'prod_absent');
    assert.equal(missing.code, 1);
    assert.match(missing.stdout, /prod_absent not found in the commerce backend/);
  });

  it('syncs the product behind a record id', async () => {
    const product = catalog.products[1]!;
    const first = JSON.parse((await cli('sync', '--backend-id', product.id, '--json')).stdout);
    product.title = 'Renamed again';
    const run = await cli('sync', '--record-id', first.productId, '--collection', first.collection, '--force', '--json');
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(JSON.parse(run.stdout), {
      success: true, action: 'updated', message: 'Product updated', productId: first.productId, collection: first.collection,
    });
  });

  it('fails with exit code 1 when the product list cannot be read', async () => {
    backend.fail('listProducts', { status: 503, times: 3 });
    try {
      const run = await cli('sync');
      assert.equal(run.code, 1);
      assert.equal(run.stderr.trim(), 'storefront sync failed: Commerce backend answered 503 (GET /admin/products?limit=100&offset=0)');
    } finally {
      backend.clearFaults();
    }
  });

  it('records every sync it ran, by the command line, as the HTTP routes do', async () => {
    const database = await openDatabase(databaseTarget(loadConfig(env)));
    try {
      const runs = (await listSyncRuns(database.db, 100, new Date())).reverse();
      assert.deepEqual(runs.map((run) => run.actor.label), runs.map(() => 'storefront command line'));
      const [all] = runs;
      assert.deepEqual([all!.mode, all!.status, all!.processed, all!.totals.created], ['all', 'succeeded', 30, 30]);
      const failed = runs.at(-1)!;
      assert.deepEqual([failed.mode, failed.status], ['all', 'failed']);
      assert.match(failed.error!, /503/);
      assert.ok(runs.some((run) => run.mode === 'one' && run.status === 'failed' && run.target === 'prod_absent'));
    } finally {
      await database.close();
    }
  });

  it('refuses to clear without --yes when there is no terminal, and clears with it', async () => {
    const refused = await cli('clear', '--collections', 'products');
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /pass --yes/);
    assert.equal(JSON.parse((await cli('stats', '--json')).stdout).products, 30 - preorderCount);

    const cleared = await cli('clear', '--collections', 'products,articles', '--yes');
    assert.equal(cleared.code, 0, cleared.stderr);
    assert.match(cleared.stdout, new RegExp(`^Cleared products: ${30 - preorderCount} records$`, 'm'));
    assert.match(cleared.stdout, /^Cleared articles: 0 records$/m);
    assert.deepEqual(JSON.parse((await cli('stats', '--json')).stdout), { products: 0, preorderProducts: preorderCount, total: preorderCount });
  });

  it('reports a protected collection as a failure and an unknown one as a usage error', async () => {
    const protectedRun = await cli('clear', '--collections', 'users', '--yes');
    assert.equal(protectedRun.code, 1);
    assert.match(protectedRun.stderr, /users: protected collection/);

    const unknown = await cli('clear', '--collections', 'artikles', '--yes');
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /^storefront clear: unknown collection artikles/);
  });

  it('prints the configuration with secrets masked and checks the backends', async () => {
    const secrets = {
      STORE_API_KEY: 'store-secret-1', ADMIN_API_KEY: 'admin-secret-2', COMMERCE_API_KEY: 'commerce-secret-3',
    };
    const run = await runCli(['check-config'], { ...env, ...secrets }, workDir);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    for (const secret of Object.values(secrets)) assert.doesNotMatch(run.stdout, new RegExp(secret));
    assert.match(run.stdout, /^ {2}STORE_API_KEY=\*\*\*\* \(set\)$/m);
    assert.match(run.stdout, /^ {2}COMMERCE_API_KEY=\*\*\*\* \(set\)$/m);
    assert.match(run.stdout, /^ {2}COMMERCE_TIMEOUT_MS=2000$/m);
    assert.match(run.stdout, /^ {2}database: ok/m);
    assert.match(run.stdout, /^ {2}commerce: ok, medusa-like backend answers \(30 products\)$/m);
    // What an unset ACCESS_MODE means, the mode in words, and the first admin while the database has no user.
    assert.match(run.stdout, /^ {2}ACCESS_MODE=\(unset\), so protected: ADMIN_API_KEY is set$/m);
    assert.match(run.stdout, /^Access mode protected \(ACCESS_MODE unset, ADMIN_API_KEY set\): writes, .* need a role/m);
    assert.match(run.stdout, /^First admin: no user exists yet: make the first admin with `npm run cli -- users create --email EMAIL --role admin`/m);
  });

  it('masks passwords inside DATABASE_URL and REDIS_URL', async () => {
    // Port 9 on loopback refuses connections: both checks fail fast, the masking is what counts here.
    const urls = { DATABASE_URL: 'postgres://shop:db-pass-4@127.0.0.1:9/shop', REDIS_URL: 'redis://:redis-pass-5@127.0.0.1:9' };
    const run = await runCli(['check-config'], { ...env, ...urls }, workDir);
    assert.equal(run.code, 1);
    assert.doesNotMatch(run.stdout, /db-pass-4|redis-pass-5/);
    assert.match(run.stdout, /DATABASE_URL=postgres:\/\/shop:\*\*\*\*@127\.0\.0\.1:9\/shop/);
    assert.match(run.stdout, /REDIS_URL=redis:\/\/:\*\*\*\*@127\.0\.0\.1:9/);
    assert.match(run.stdout, /^ {2}database: FAILED, connect ECONNREFUSED 127\.0\.0\.1:9$/m);
    assert.match(run.stdout, /^ {2}redis: FAILED, connect ECONNREFUSED 127\.0\.0\.1:9$/m);
  });

  it('reports an unreachable commerce backend with exit code 1', async () => {
    const run = await runCli(['check-config'], { ...env, COMMERCE_URL: 'http://127.0.0.1:9' }, workDir);
    assert.equal(run.code, 1);
    assert.match(run.stdout, /^ {2}commerce: FAILED, Commerce backend unreachable/m);
  });

  it('check-config: open mode in words, and no first-admin line once a user exists', async () => {
    const made = await runCli(['users', 'create', '--email', 'admin@shop.example', '--role', 'admin'], env, workDir, 'a long enough password\n');
    assert.equal(made.code, 0, made.stderr);
    const run = await cli('check-config');
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /^ {2}ACCESS_MODE=\(unset\), so open: ADMIN_API_KEY is unset$/m);
    assert.match(run.stdout, /^Access mode open \(ACCESS_MODE unset, no ADMIN_API_KEY\): anyone may create, change and delete content/m);
    assert.doesNotMatch(run.stdout, /First admin/);
  });

  it('fails with one line when the server holds the data folder', { skip: onPostgres && 'embedded database only' }, async () => {
    const { lockDataDir } = await import('../../src/db/data-dir-lock.js');
    const release = lockDataDir(env.DATA_DIR!);
    try {
      const run = await cli('stats');
      assert.equal(run.code, 1);
      assert.match(run.stderr, new RegExp(`^The embedded database in .* is in use by process ${process.pid}\\.`));
      assert.equal(run.stderr.trim().split('\n').length, 1);
    } finally {
      release();
    }
  });
});
