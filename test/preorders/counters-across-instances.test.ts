import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { type Database, openDatabase } from '../../src/db/client.js';
import type { DemoBackend } from '../../demo/commerce-backend.js';
import { startAppWithBackend, type TestApp } from '../helpers/app.js';
import { backendProduct } from '../helpers/backend-products.js';

// Two service instances on one PostgreSQL: only an advisory lock can keep their counters exact.
const onPostgres = process.env.TEST_DB === 'postgres';

describe('variant counters across two instances', { skip: !onPostgres && 'needs PostgreSQL (the runner sets TEST_DB=postgres)' }, () => {
  let backend: DemoBackend;
  let first: TestApp;
  let stop: () => Promise<void>;
  let secondDatabase: Database;
  let second: FastifyInstance;

  before(async () => {
    ({ backend, t: first, close: stop } = await startAppWithBackend({ COMMERCE_TIMEOUT_MS: '5000' }));
    secondDatabase = await openDatabase({ kind: 'postgres', url: first.database.url!, poolSize: 5 });
    second = await buildApp({
      config: loadConfig({ COMMERCE_URL: backend.url, COMMERCE_TIMEOUT_MS: '5000', LOG_LEVEL: 'silent' }),
      database: secondDatabase,
    });
    backend.addProduct(backendProduct('prod_shared', { preorder: true, variants: [{ id: 'var_shared', current: 10, max: 0 }] }));
    await first.app.inject({ url: '/api/sync-backend?backendId=prod_shared' });
  });
  after(async () => {
    await second?.close();
    await secondDatabase?.close();
    await stop?.();
  });

  it('N concurrent increments split over both instances end exactly N higher, and both read the result', async () => {
    const instances = [first.app, second];
    const responses = await Promise.all(Array.from({ length: 100 }, (_, index) =>
      instances[index % 2]!.inject({ method: 'PATCH', url: '/api/preorders/prod_shared', payload: { variant_id: 'var_shared', increment: 1 } })));
    assert.deepEqual(responses.filter((response) => response.statusCode !== 200).map((response) => response.body), []);
    const variant = backend.catalog.products[0]!.variants[0]!;
    assert.equal(variant.metadata.current_orders, '110');
    for (const app of instances) {
      const { preorder } = (await app.inject({ url: '/api/preorders/prod_shared' })).json();
      assert.equal(preorder.current_orders, 110);
    }
  });

  it('an instance never answers with content older than another instance\'s write', async () => {
    const before = (await second.inject({ url: '/api/preorders/prod_shared' })).json().preorder;
    await second.inject({ url: '/api/home' });
    const write = await first.app.inject({ method: 'PATCH', url: '/api/preorders/prod_shared', payload: { fake_order_count: before.fake_order_count + 7 } });
    assert.equal(write.statusCode, 200);
    const afterWrite = (await second.inject({ url: '/api/preorders/prod_shared' })).json().preorder;
    assert.equal(afterWrite.fake_order_count, before.fake_order_count + 7);
  });
});
