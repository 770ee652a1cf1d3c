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

  it('takes one product\'s lease whatever record or name the caller uses: exact over several variants, names and records', async () => {
    backend.addProduct(backendProduct('prod_many', { preorder: true, variants: [{ id: 'var_m1', current: 3 }, { id: 'var_m2', current: 0 }, { id: 'var_m3', current: 50 }] }));
    backend.addProduct(backendProduct('prod_other', { preorder: true, variants: [{ id: 'var_foreign', current: 9 }] }));
    await first.app.inject({ url: '/api/sync-backend?backendId=prod_many' });
    const synced = (await first.app.inject({ url: '/api/preorders/prod_many' })).json().preorder;
    // A campaign typed in by hand, without a backend id, that lists a variant of the synced product.
    const created = await second.inject({ method: 'POST', url: '/api/preorder-products', payload: { title: 'By hand', variants: [{ id: 'var_m1', title: 'M1' }] } });
    assert.equal(created.statusCode, 201, created.body);
    const byHand = created.json().doc.id as string;
    const stored = (id: string) => Number(backend.catalog.products.flatMap((product) => product.variants).find((variant) => variant.id === id)!.metadata.current_orders);

    // Two increments of one variant through the two records, on two instances, while the backend reads slowly:
    // holders of different leases would both read 3 and both write 4.
    backend.fail('getVariant', { delayMs: 150, times: 3 });
    const pair = await Promise.all([
      first.app.inject({ method: 'PATCH', url: `/api/preorders/${byHand}`, payload: { variant_id: 'var_m1', increment: 1 } }),
      second.inject({ method: 'PATCH', url: '/api/preorders/prod_many', payload: { variant_id: 'var_m1', increment: 1 } }),
    ]);
    assert.deepEqual(pair.map((answer) => answer.json().current_orders).sort(), [4, 5]);
    assert.equal(stored('var_m1'), 5);

    const names = ['prod_many', synced.id as string];
    const requests = Array.from({ length: 120 }, (_, index) => {
      const variant = ['var_m1', 'var_m2', 'var_m3'][index % 3]!;
      const product = variant === 'var_m1' && index % 2 === 0 ? byHand : names[index % 2]!;
      return { app: [first.app, second][Math.floor(index / 3) % 2]!, product, variant };
    });
    const answers = await Promise.all([
      ...requests.map(({ app, product, variant }) =>
        app.inject({ method: 'PATCH', url: `/api/preorders/${product}`, payload: { variant_id: variant, increment: 1 } })),
      first.app.inject({ method: 'PATCH', url: '/api/preorders/prod_many', payload: { variant_id: 'var_foreign', increment: 1 } }),
    ]);
    const foreign = answers.pop()!;
    assert.equal(foreign.statusCode, 404, foreign.body);
    assert.deepEqual(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body), []);
    assert.deepEqual([stored('var_m1'), stored('var_m2'), stored('var_m3'), stored('var_foreign')], [45, 40, 90, 9]);
    for (const [variant, from] of [['var_m1', 5], ['var_m2', 0], ['var_m3', 50]] as const) {
      const counts = answers.filter((_, index) => requests[index]!.variant === variant).map((answer) => answer.json().current_orders as number);
      assert.deepEqual(counts.sort((a, b) => a - b), Array.from({ length: 40 }, (_, index) => from + index + 1), `each ${variant} answer its own count`);
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
