import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import type { DemoBackend } from '../demo/commerce-backend.js';
import { createDoc, setGlobal, startAppWithBackend, type TestApp } from './helpers/app.js';
import { backendProduct } from './helpers/backend-products.js';
import { openEventStream } from './helpers/event-stream.js';

// Two instances on one PostgreSQL and one Redis, as behind a load balancer; reads go over HTTP,
// so kept answers are sent by the fast lane once an instance has them.
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
  let firstBase: string;
  let secondBase: string;

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
    firstBase = await first.app.listen({ port: 0, host: '127.0.0.1' });
    secondBase = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await second?.close();
    await secondDatabase?.close();
    await stop?.();
  });

  const get = async (base: string, path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers });
    assert.equal(response.status, 200, path);
    return response.json();
  };
  const recommendations = (base: string) => get(base, '/api/public/product-recommendations', { 'x-store-api-key': STORE_KEY });
  const home = (base: string) => get(base, '/api/home');
  const detail = async (base: string) => (await get(base, `/api/preorders/${preorderId}`)).preorder;

  it('a live stream on one instance gets the change written through the other, through Redis', async () => {
    const stream = await openEventStream(`${firstBase}/api/preorders/${preorderId}/live`);
    try {
      await stream.waitFor(() => stream.named().length === 1, 'the first event');
      const started = performance.now();
      const patched = await fetch(`${secondBase}/api/preorders/${preorderId}`, {
        method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ funding_goal: 777 }),
      });
      assert.equal(patched.status, 200);
      await stream.waitFor(() => stream.named().some((event) => JSON.parse(event.data!).preorder.funding_goal === 777), 'the other instance\'s change', 5000);
      assert.ok(performance.now() - started < 5000);
    } finally {
      stream.close();
    }
  });

  it('shares the recommendations cache between instances', async () => {
    const built = await recommendations(firstBase);
    assert.equal(built.cached, false);
    const shared = await recommendations(secondBase);
    assert.equal(shared.cached, true, 'the second instance reads what the first stored');
    assert.deepEqual(shared.data, built.data);
  });

  it('never answers from content older than a write made through the other instance', async () => {
    for (const base of [firstBase, secondBase]) {
      for (let round = 0; round < 3; round += 1) {
        await recommendations(base);
        await home(base);
        await detail(base);
      }
    }
    const write = await first.app.inject({ method: 'PATCH', url: `/api/preorder-products/${preorderId}`, payload: { title: 'Renamed on one' } });
    assert.equal(write.statusCode, 200);
    const fresh = await recommendations(secondBase);
    assert.equal(fresh.cached, false);
    assert.equal(fresh.data.lists[0].products[0].title, 'Renamed on one');
    assert.equal((await home(secondBase)).productRecommendations.lists[0].products[0].title, 'Renamed on one');
    assert.equal((await detail(secondBase)).title, 'Renamed on one');
  });

  it('content API: a read on either instance right after a write answered through the other shows it, 40 times in a row', async () => {
    const announcement = await createDoc(first.app, 'announcements', { title: 'round 0', status: 'published' });
    const instances = [{ app: first.app, base: firstBase }, { app: second, base: secondBase }];
    const list = '/api/announcements?where[status][equals]=published&sort=-updatedAt&limit=5&depth=1';
    for (const { base } of instances) for (let warm = 0; warm < 2; warm += 1) await get(base, list);
    for (let round = 1; round <= 40; round += 1) {
      const writer = instances[round % 2]!;
      const reader = instances[(round + 1) % 2]!;
      const write = await writer.app.inject({ method: 'PATCH', url: `/api/announcements/${announcement.id}`, payload: { title: `round ${round}` } });
      assert.equal(write.statusCode, 200, write.body);
      assert.equal((await get(reader.base, `/api/announcements/${announcement.id}`)).title, `round ${round}`, `by id, round ${round}`);
      assert.equal((await get(reader.base, list)).docs[0].title, `round ${round}`, `list, round ${round}`);
      assert.equal((await get(writer.base, list)).docs[0].title, `round ${round}`, `list on the writer, round ${round}`);
    }
  });

  it('a write of its own does not hide from an instance the writes the other made before it', async () => {
    const announcement = await createDoc(first.app, 'announcements', { title: 'before both', status: 'published' });
    const list = '/api/announcements?where[status][equals]=published&sort=-updatedAt&limit=5&depth=0';
    for (let round = 1; round <= 5; round += 1) {
      for (let warm = 0; warm < 2; warm += 1) await get(firstBase, list);
      // the second instance writes; the first, without reading meanwhile, writes elsewhere, then reads
      const other = await second.inject({ method: 'PATCH', url: `/api/announcements/${announcement.id}`, payload: { title: `second's write ${round}` } });
      assert.equal(other.statusCode, 200, other.body);
      const own = await first.app.inject({ method: 'PATCH', url: `/api/products/${(await createDoc(second, 'products', { title: 'Elsewhere' })).id}`, payload: { title: 'Own' } });
      assert.equal(own.statusCode, 200, own.body);
      assert.equal((await get(firstBase, list)).docs[0].title, `second's write ${round}`, `round ${round}`);
    }
  });

  it('keeps counters exact and visible everywhere', async () => {
    const instances = [first.app, second];
    await Promise.all(Array.from({ length: 60 }, (_, index) => instances[index % 2]!.inject({
      method: 'PATCH', url: `/api/preorders/${preorderId}`, payload: { variant_id: 'var_scale', increment: 1 },
    })));
    assert.equal(backend.catalog.products[0]!.variants[0]!.metadata.current_orders, '60');
    for (const base of [firstBase, secondBase]) {
      assert.equal((await detail(base)).current_orders, 60);
      assert.equal((await home(base)).productRecommendations.lists[0].products[0].preorder.orderCount, 60);
    }
  });
});
