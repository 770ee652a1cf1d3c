import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import type { DemoBackend } from '../src/demo/commerce-backend.js';
import { createDoc, setGlobal, startAppWithBackend, type TestApp } from './helpers/app.js';
import { backendProduct } from './helpers/backend-products.js';

// Two instances on one PostgreSQL and one Redis, as behind a load balancer.
const redisUrl = process.env.TEST_REDIS_URL;
const runs = process.env.TEST_DB === 'postgres' && redisUrl !== undefined;
const STORE_KEY = 'scale-out-key';

describe('two instances sharing PostgreSQL and Redis', { skip: !runs && 'needs TEST_DB=postgres and TEST_REDIS_URL (.ci/run sets both)' }, () => {
  let backend: DemoBackend;
  let first: TestApp;
  let stop: () => Promise<void>;
  let secondDatabase: Database;
  let second: FastifyInstance;
  let preorderId: string;

  before(async () => {
    const redis = new Redis(redisUrl!);
    await redis.flushdb();
    await redis.quit();
    const env = { REDIS_URL: redisUrl!, STORE_API_KEY: STORE_KEY, COMMERCE_TIMEOUT_MS: '5000' };
    ({ backend, t: first, close: stop } = await startAppWithBackend(env));
    secondDatabase = await openDatabase({ kind: 'postgres', url: first.database.url!, poolSize: 5 });
    second = await buildApp({ config: loadConfig({ ...env, COMMERCE_URL: backend.url, LOG_LEVEL: 'silent' }), database: secondDatabase });
    backend.addProduct(backendProduct('prod_scale', { preorder: true, variants: [{ id: 'var_scale', current: 0, max: 0 }] }));
    preorderId = (await first.app.inject({ url: '/api/sync-backend?backendId=prod_scale' })).json().productId;
    await first.app.inject({ method: 'PATCH', url: `/api/preorder-products/${preorderId}`, payload: { status: 'published' } });
    const plain = await createDoc(first.app, 'products', { title: 'Plain', status: 'published' });
    await setGlobal(first.app, 'product-recommendations', {
      enabled: true,
      lists: [{ id: 'l', title: 'L', products: [{ relationTo: 'preorder-products', value: preorderId }, { relationTo: 'products', value: plain.id }] }],
    });
  });
  after(async () => {
    await second?.close();
    await secondDatabase?.close();
    await stop?.();
  });

  const recommendations = (app: FastifyInstance) =>
    app.inject({ url: '/api/public/product-recommendations', headers: { 'x-store-api-key': STORE_KEY } }).then((r) => r.json());
  const home = (app: FastifyInstance) => app.inject({ url: '/api/home' }).then((r) => r.json());
  const detail = (app: FastifyInstance) => app.inject({ url: `/api/preorders/${preorderId}` }).then((r) => r.json().preorder);

  it('shares the recommendations cache between instances', async () => {
    const built = await recommendations(first.app);
    assert.equal(built.cached, false);
    const shared = await recommendations(second);
    assert.equal(shared.cached, true, 'the second instance reads what the first stored');
    assert.deepEqual(shared.data, built.data);
  });

  it('never answers from content older than a write made through the other instance', async () => {
    for (const app of [first.app, second]) {
      await recommendations(app);
      await home(app);
      await detail(app);
    }
    const write = await first.app.inject({ method: 'PATCH', url: `/api/preorder-products/${preorderId}`, payload: { title: 'Renamed on one' } });
    assert.equal(write.statusCode, 200);
    const fresh = await recommendations(second);
    assert.equal(fresh.cached, false);
    assert.equal(fresh.data.lists[0].products[0].title, 'Renamed on one');
    assert.equal((await home(second)).productRecommendations.lists[0].products[0].title, 'Renamed on one');
    assert.equal((await detail(second)).title, 'Renamed on one');
  });

  it('keeps counters exact and visible everywhere', async () => {
    const instances = [first.app, second];
    await Promise.all(Array.from({ length: 60 }, (_, index) => instances[index % 2]!.inject({
      method: 'PATCH', url: `/api/preorders/${preorderId}`, payload: { variant_id: 'var_scale', increment: 1 },
    })));
    assert.equal(backend.catalog.products[0]!.variants[0]!.metadata.current_orders, '60');
    for (const app of instances) {
      assert.equal((await detail(app)).current_orders, 60);
      assert.equal((await home(app)).productRecommendations.lists[0].products[0].preorder.orderCount, 60);
    }
  });
});
