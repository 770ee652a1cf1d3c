import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { type Database, openDatabase } from '../../src/db/client.js';
import type { DemoBackend } from '../../demo/commerce-backend.js';
import { startAppWithBackend, type TestApp } from '../helpers/app.js';
import { backendProduct } from '../helpers/backend-products.js';

const onPostgres = process.env.TEST_DB === 'postgres';
const VARIANTS = 12;
const PER_VARIANT = 4;
/** Each instance's pool on PostgreSQL: far fewer connections than distinct variants in flight. */
const POOL = 3;

describe('variant counters: no stall, exact counts, bounded values, the product\'s own variants', () => {
  let backend: DemoBackend;
  let first: TestApp;
  let stop: () => Promise<void>;
  let secondDatabase: Database | undefined;
  const instances: FastifyInstance[] = [];

  before(async () => {
    ({ backend, t: first, close: stop } = await startAppWithBackend({ COMMERCE_TIMEOUT_MS: '5000' }));
    instances.push(first.app);
    if (onPostgres) {
      // A second instance with a pool of POOL connections; the first instance's test pool holds 5.
      secondDatabase = await openDatabase({ kind: 'postgres', url: first.database.url!, poolSize: POOL });
      instances.push(await buildApp({ config: loadConfig({ COMMERCE_URL: backend.url, COMMERCE_TIMEOUT_MS: '5000', LOG_LEVEL: 'silent' }), database: secondDatabase }));
    }
    const variants = Array.from({ length: VARIANTS }, (_, index) => ({ id: `var_many_${index}`, current: index * 10, max: 0 }));
    backend.addProduct(backendProduct('prod_many', { preorder: true, variants }));
    backend.addProduct(backendProduct('prod_other', { preorder: true, variants: [{ id: 'var_other', current: 7, max: 20 }] }));
    for (const id of ['prod_many', 'prod_other']) assert.equal((await first.app.inject({ url: `/api/sync-backend?backendId=${id}` })).statusCode, 200);
  });
  after(async () => {
    if (instances[1]) await instances[1].close();
    await secondDatabase?.close();
    await stop?.();
  });

  const patch = (app: FastifyInstance, product: string, payload: object) =>
    app.inject({ method: 'PATCH', url: `/api/preorders/${product}`, payload });
  const backendCount = (variantId: string) =>
    Number(backend.catalog.products.flatMap((product) => product.variants).find((variant) => variant.id === variantId)!.metadata.current_orders);

  it(`answers ${VARIANTS * PER_VARIANT} concurrent increments on ${VARIANTS} variants (more than the pool) exactly, each with its own count`, async () => {
    const started = performance.now();
    const requests = Array.from({ length: VARIANTS * PER_VARIANT }, (_, index) => {
      const variant = index % VARIANTS;
      return patch(instances[index % instances.length]!, 'prod_many', { variant_id: `var_many_${variant}`, increment: 1 }).then((response) => ({ variant, response }));
    });
    const answers = await Promise.all(requests);
    const seconds = (performance.now() - started) / 1000;
    console.log(`# ${answers.length} increments on ${VARIANTS} variants over ${instances.length} instance(s): ${seconds.toFixed(2)} s`);
    assert.deepEqual(answers.filter(({ response }) => response.statusCode !== 200).map(({ response }) => response.body), []);
    for (let variant = 0; variant < VARIANTS; variant += 1) {
      const counts = answers.filter((answer) => answer.variant === variant).map(({ response }) => response.json().current_orders as number).sort((a, b) => a - b);
      const start = variant * 10;
      assert.deepEqual(counts, Array.from({ length: PER_VARIANT }, (_, index) => start + index + 1), `var_many_${variant}: each answer its own count`);
      assert.equal(backendCount(`var_many_${variant}`), start + PER_VARIANT);
    }
    const { preorder } = (await first.app.inject({ url: '/api/preorders/prod_many' })).json();
    assert.equal(preorder.current_orders, Array.from({ length: VARIANTS }, (_, index) => index * 10 + PER_VARIANT).reduce((a, b) => a + b, 0));
    // Generous: the stall this guards against never answered (20 s time-outs).
    assert.ok(seconds < 60, `${seconds} s`);
  });

  it('refuses a variant of another product with 404 and changes neither product', async () => {
    const response = await patch(first.app, 'prod_many', { variant_id: 'var_other', increment: 5 });
    assert.equal(response.statusCode, 404);
    assert.match(response.json().error, /not a variant of preorder product/);
    assert.equal(backendCount('var_other'), 7);
    const other = (await first.app.inject({ url: '/api/preorders/prod_other' })).json().preorder;
    assert.equal(other.current_orders, 7);
  });

  it('refuses counts beyond safe integers (400), changing nothing, on PATCH and in the content API', async () => {
    for (const payload of [{ current_orders: 1e308 }, { increment: 1e308 }, { max_orders: -1e20 }, { increment: Number.MAX_SAFE_INTEGER }]) {
      const response = await patch(first.app, 'prod_other', { variant_id: 'var_other', ...payload });
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
    }
    assert.equal(backendCount('var_other'), 7);
    const product = (await first.app.inject({ url: '/api/preorder-products?where[backendId][equals]=prod_other' })).json().docs[0];
    for (const payload of [{ fakeOrderCount: 1e308 }, { fundingGoal: '99999999999999999999' }, { orderCount: 1e16 }]) {
      const response = await first.app.inject({ method: 'PATCH', url: `/api/preorder-products/${product.id}`, payload });
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
    }
    const detail = (await first.app.inject({ url: '/api/preorders/prod_other' })).json().preorder;
    assert.equal(detail.fake_order_count, 0);
    assert.equal(typeof detail.funding_goal, 'number');
  });
});
