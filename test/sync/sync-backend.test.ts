import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { DemoBackend } from '../../demo/commerce-backend.js';
import { createDoc, startAppWithBackend, startTestApp, type TestApp } from '../helpers/app.js';
import { backendProduct } from '../helpers/backend-products.js';
import { DETAILS_IN_MEMORY_BYTES } from '../../src/sync/sync-details.js';

let backend: DemoBackend;
let t: TestApp;
let stop: () => Promise<void>;
before(async () => {
  ({ backend, t, close: stop } = await startAppWithBackend());
});
after(async () => stop());
beforeEach(async () => {
  backend.clearFaults();
  backend.replaceCatalog({ products: [], orders: [] });
  backend.requests.length = 0;
  await t.app.inject({ method: 'DELETE', url: '/api/admin?collections=products,preorder-products' });
});

const sync = (query = '') => t.app.inject({ url: `/api/sync-backend${query}` });
const syncPost = (body?: unknown) => t.app.inject({ method: 'POST', url: '/api/sync-backend', ...(body === undefined ? {} : { payload: body as object }) });

async function records(collection: string) {
  return (await t.app.inject({ url: `/api/${collection}?limit=1000&depth=0&sort=backendId` })).json().docs as Record<string, unknown>[];
}

function catalogOf(count: number, preorderEvery = 3) {
  return Array.from({ length: count }, (_, index) =>
    backendProduct(`prod_${String(index).padStart(4, '0')}`, { preorder: index % preorderEvery === 0 }));
}

describe('sync of all products', () => {
  it('reads pages of 100 by offset until the count and places each product', async () => {
    backend.replaceCatalog({ products: catalogOf(250), orders: [] });
    const response = await sync();
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.success, true);
    assert.equal(typeof body.message, 'string');
    assert.deepEqual({ ...body.results, details: body.results.details.length }, {
      total: 250, created: 250, updated: 0, skipped: 0, errors: 0, details: 250,
    });
    assert.deepEqual(body.results.details[0], { backendId: 'prod_0000', title: 'Product prod_0000', action: 'created', collection: 'preorder-products' });
    assert.deepEqual(body.results.details[1], { backendId: 'prod_0001', title: 'Product prod_0001', action: 'created', collection: 'products' });
    const listCalls = backend.requests.filter((request) => request.path === '/admin/products');
    assert.deepEqual(listCalls.map((request) => request.query), [
      { limit: '100', offset: '0' }, { limit: '100', offset: '100' }, { limit: '100', offset: '200' },
    ]);
    assert.equal((await records('preorder-products')).length, 84);
    assert.equal((await records('products')).length, 166);
  });

  it('answers a sync past the first megabyte of details from its temporary file, the same JSON, and removes the file', async () => {
    const spillFolders = () => readdirSync(tmpdir()).filter((name) => name.startsWith('storefront-sync-'));
    const before = spillFolders();
    const count = Math.ceil(DETAILS_IN_MEMORY_BYTES / 90) + 500;
    backend.replaceCatalog({ products: catalogOf(count), orders: [] });
    const response = await sync();
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(response.body, JSON.stringify(body), 'the same bytes JSON.stringify writes');
    assert.ok(Buffer.byteLength(JSON.stringify(body.results.details)) > DETAILS_IN_MEMORY_BYTES, 'more details than memory keeps');
    assert.equal(body.results.created, count);
    assert.deepEqual(body.results.details.map((detail: { backendId: string }) => detail.backendId), catalogOf(count).map((product) => product.id));
    assert.deepEqual(spillFolders().filter((name) => !before.includes(name)), [], 'the temporary file is gone once the answer is sent');
  });

  it('answers the full sync as plain JSON of its results, the one-product sync as before', async () => {
    backend.replaceCatalog({ products: catalogOf(3), orders: [] });
    const all = await syncPost();
    assert.equal(all.headers['content-type'], 'application/json; charset=utf-8');
    const body = all.json();
    assert.equal(all.body, JSON.stringify(body), 'the same bytes JSON.stringify writes');
    assert.deepEqual(Object.keys(body), ['success', 'message', 'results']);
    assert.deepEqual(Object.keys(body.results), ['total', 'created', 'updated', 'skipped', 'errors', 'details']);
    assert.deepEqual(body.results.details.map((detail: { backendId: string }) => detail.backendId), ['prod_0000', 'prod_0001', 'prod_0002']);
    const one = await syncPost({ backendId: 'prod_0001' });
    assert.equal(one.headers['content-type'], 'application/json; charset=utf-8');
    assert.deepEqual(Object.keys(one.json()), ['success', 'action', 'message', 'productId', 'collection']);
  });

  it('sends only Content-Type to the backend', async () => {
    backend.replaceCatalog({ products: catalogOf(2), orders: [] });
    await sync();
    for (const request of backend.requests) {
      assert.equal(request.headers['content-type'], 'application/json');
      assert.equal(request.headers.authorization, undefined);
      assert.equal(request.headers.cookie, undefined);
      assert.equal(request.headers['x-store-api-key'], undefined);
    }
  });

  it('skips existing records on GET unless forceUpdate=true; POST forces by default', async () => {
    backend.replaceCatalog({ products: catalogOf(5), orders: [] });
    await sync();
    const skipped = (await sync()).json().results;
    assert.deepEqual([skipped.created, skipped.updated, skipped.skipped], [0, 0, 5]);
    assert.equal(skipped.details[0].action, 'skipped');
    const forced = (await sync('?forceUpdate=true')).json().results;
    assert.deepEqual([forced.created, forced.updated, forced.skipped], [0, 5, 0]);
    const posted = (await syncPost()).json().results;
    assert.equal(posted.updated, 5);
    const postedNoForce = (await syncPost({ forceUpdate: false })).json().results;
    assert.equal(postedNoForce.skipped, 5);
    assert.equal((await sync('?forceUpdate=yes')).json().results.skipped, 5, 'only the string true means true');
  });

  it('counts a move as an update and details it with from and to', async () => {
    backend.replaceCatalog({ products: catalogOf(3), orders: [] });
    await sync();
    backend.catalog.products[1]!.metadata.is_preorder = true;
    const results = (await sync()).json().results;
    assert.equal(results.updated, 1);
    assert.equal(results.skipped, 2);
    assert.deepEqual(results.details[1], { backendId: 'prod_0001', title: 'Product prod_0001', action: 'moved', from: 'products', to: 'preorder-products' });
  });

  it('keeps going past a product that cannot be stored, reporting it as an error', async () => {
    const products = catalogOf(4);
    products[2]!.status = 'archived';
    backend.replaceCatalog({ products, orders: [] });
    const results = (await sync()).json().results;
    assert.deepEqual([results.total, results.created, results.errors], [4, 3, 1]);
    assert.equal(results.details[2].action, 'error');
    assert.equal(typeof results.details[2].error, 'string');
    assert.equal('collection' in results.details[2], false);
  });

  it('shows readers each committed batch while the sync still runs', async () => {
    backend.replaceCatalog({ products: catalogOf(250), orders: [] });
    assert.equal((await records('products')).length + (await records('preorder-products')).length, 0, 'an empty list, kept');
    // The second page comes late (within the 500 ms the test app gives the backend).
    backend.fail('listProducts', { delayMs: 400, after: 1, times: 1 });
    let answered = false;
    const running = sync().then((response) => {
      answered = true;
      return response;
    });
    let seen = 0;
    // The two lists are read one after the other: a batch may commit between them.
    while (!answered && seen < 100) {
      seen = (await records('products')).length + (await records('preorder-products')).length;
      if (seen < 100) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.equal(answered, false, 'the first page was readable before the sync answered');
    assert.equal(seen, 100);
    assert.equal((await running).json().results.created, 250);
  });

  it('answers 500 {success:false,error} when a page cannot be read, with earlier pages fully written', async () => {
    backend.replaceCatalog({ products: catalogOf(250), orders: [] });
    backend.fail('listProducts', { status: 503, after: 1 });
    const response = await sync();
    assert.equal(response.statusCode, 500);
    assert.equal(response.json().success, false);
    assert.match(response.json().error, /503/);
    const stored = (await records('products')).length + (await records('preorder-products')).length;
    assert.equal(stored, 100, 'the first page, and only it');
    const retried = backend.requests.filter((request) => request.path === '/admin/products' && request.query.offset === '100');
    assert.equal(retried.length, 3, 'a failing GET is tried three times');
  });
});

describe('sync of one product by backendId', () => {
  it('creates, skips, updates, moves and reports not_found', async () => {
    backend.addProduct(backendProduct('prod_one', { variants: [{ id: 'v1', current: 3, max: 10, price: 2500 }] }));
    const created = (await sync('?backendId=prod_one')).json();
    assert.equal(created.success, true);
    assert.equal(created.action, 'created');
    assert.equal(created.collection, 'products');
    assert.equal(typeof created.message, 'string');
    const [record] = await records('products');
    assert.equal(created.productId, record!.id);
    assert.equal(record!.startPrice, 2500);

    const skipped = (await sync('?backendId=prod_one')).json();
    assert.deepEqual({ ...skipped, message: undefined }, { success: true, action: 'skipped', message: undefined, productId: record!.id, collection: 'products' });

    const updated = (await syncPost({ backendId: 'prod_one' })).json();
    assert.equal(updated.action, 'updated');
    assert.equal(updated.productId, record!.id);

    backend.catalog.products[0]!.metadata.is_preorder = 'true';
    const moved = (await sync('?backendId=prod_one')).json();
    assert.equal(moved.action, 'moved');
    assert.equal(moved.collection, 'preorder-products');
    assert.equal((await records('products')).length, 0);
    const [preorder] = await records('preorder-products');
    assert.equal(moved.productId, preorder!.id);
    assert.equal(preorder!.orderCount, 3);

    const missing = (await sync('?backendId=prod_nope')).json();
    assert.deepEqual({ ...missing, message: typeof missing.message }, { success: false, action: 'not_found', message: 'string' });
  });

  it('keeps what editors own through a forced update', async () => {
    backend.addProduct(backendProduct('prod_edit', { preorder: true, metadata: { preorder_type: 'limited', funding_goal: 100 } }));
    const { productId } = (await sync('?backendId=prod_edit')).json();
    await t.app.inject({
      method: 'PATCH', url: `/api/preorder-products/${productId}`,
      payload: { content: { intro: 'Hand written' }, fakeOrderCount: 12, preorderType: 'early-bird', fundingGoal: '400' },
    });
    backend.catalog.products[0]!.title = 'Renamed upstream';
    backend.catalog.products[0]!.metadata.funding_goal = 999;
    await syncPost({ backendId: 'prod_edit' });
    const record = (await t.app.inject({ url: `/api/preorder-products/${productId}` })).json();
    assert.equal(record.title, 'Renamed upstream');
    assert.deepEqual(record.content, { intro: 'Hand written' });
    assert.equal(record.fakeOrderCount, 12);
    assert.equal(record.preorderType, 'early-bird');
    assert.equal(record.fundingGoal, '400');
  });

  it('reports backend failures as action error', async () => {
    backend.addProduct(backendProduct('prod_fault'));
    const faults = [{ status: 500 }, { malformed: true }, { wrongShape: true }, { delayMs: 1500 }, { dropConnection: true }];
    for (const fault of faults) {
      backend.clearFaults();
      backend.fail('getProduct', fault);
      const body = (await sync('?backendId=prod_fault')).json();
      assert.equal(body.success, false, JSON.stringify(fault));
      assert.equal(body.action, 'error', JSON.stringify(fault));
      assert.equal(typeof body.message, 'string');
      assert.equal(typeof body.error, 'string');
    }
    assert.equal((await records('products')).length, 0);
    backend.clearFaults();
    backend.fail('getProduct', { status: 502, times: 1 });
    assert.equal((await sync('?backendId=prod_fault')).json().action, 'created', 'one 5xx is retried away');
  });

  it('never leaves a product in both or neither collection when the create of a move fails', async () => {
    backend.addProduct(backendProduct('prod_move'));
    await sync('?backendId=prod_move');
    backend.catalog.products[0]!.metadata.is_preorder = true;
    await t.database.db.execute(sql.raw(`
      create or replace function refuse_insert() returns trigger language plpgsql as $$
      begin raise exception 'insert refused for the test'; end $$`));
    await t.database.db.execute(sql.raw(`
      create trigger refuse_preorder_insert before insert on documents
        for each row when (new.collection = 'preorder-products') execute function refuse_insert()`));
    try {
      const body = (await sync('?backendId=prod_move')).json();
      assert.equal(body.action, 'error');
      assert.match(body.error, /insert refused/);
      assert.equal((await records('products')).length, 1, 'still in products');
      assert.equal((await records('preorder-products')).length, 0);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_preorder_insert on documents'));
    }
    assert.equal((await sync('?backendId=prod_move')).json().action, 'moved');
  });

  it('serializes concurrent syncs of one product: one record, one create', async () => {
    backend.addProduct(backendProduct('prod_race'));
    const bodies = await Promise.all(Array.from({ length: 8 }, () => syncPost({ backendId: 'prod_race' }))).then((all) => all.map((r) => r.json()));
    assert.deepEqual(bodies.map((body) => body.action).sort(), ['created', 'updated', 'updated', 'updated', 'updated', 'updated', 'updated', 'updated']);
    assert.equal((await records('products')).length, 1);
    assert.equal(new Set(bodies.map((body) => body.productId)).size, 1);
  });

  it('two full syncs at once store each product exactly once', async () => {
    backend.replaceCatalog({ products: catalogOf(150), orders: [] });
    const [first, second] = await Promise.all([sync(), sync()]).then((all) => all.map((r) => r.json().results));
    assert.equal(first.created + second.created, 150);
    assert.equal(first.errors + second.errors, 0);
    assert.equal((await records('products')).length + (await records('preorder-products')).length, 150);
  });
});

describe('sync of one product by recordId', () => {
  it('reads the record from the given collection, or preorder-products then products', async () => {
    backend.addProduct(backendProduct('prod_rec', { preorder: true }));
    const { productId } = (await sync('?backendId=prod_rec')).json();
    const viaCollection = (await sync(`?recordId=${productId}&collection=preorder-products&forceUpdate=true`)).json();
    assert.equal(viaCollection.action, 'updated');
    const viaSearch = (await syncPost({ recordId: productId })).json();
    assert.equal(viaSearch.action, 'updated');
    const wrongCollection = (await sync(`?recordId=${productId}&collection=products`)).json();
    assert.equal(wrongCollection.success, false);
    assert.equal(wrongCollection.action, 'error');
    assert.equal(typeof wrongCollection.error, 'string');
  });

  it('answers no_backend_id for a record without one, and error for an unknown record', async () => {
    const local = await createDoc(t.app, 'products', { title: 'Local only' });
    const noBackend = (await sync(`?recordId=${local.id}`)).json();
    assert.deepEqual({ ...noBackend, message: typeof noBackend.message }, { success: false, action: 'no_backend_id', message: 'string' });
    const unknown = (await sync('?recordId=nope')).json();
    assert.equal(unknown.action, 'error');
    assert.equal(unknown.success, false);
  });

  it('prefers backendId over recordId', async () => {
    backend.addProduct(backendProduct('prod_pref'));
    const body = (await syncPost({ backendId: 'prod_pref', recordId: 'ignored' })).json();
    assert.equal(body.action, 'created');
  });
});

describe('sync without a commerce backend', () => {
  it('answers the documented shapes with a message naming COMMERCE_URL', async () => {
    const bare = await startTestApp();
    try {
      const one = (await bare.app.inject({ url: '/api/sync-backend?backendId=prod_1' })).json();
      assert.equal(one.action, 'error');
      assert.match(one.error, /COMMERCE_URL/);
      const all = await bare.app.inject({ url: '/api/sync-backend' });
      assert.equal(all.statusCode, 500);
      assert.deepEqual(Object.keys(all.json()).sort(), ['error', 'success']);
      assert.match(all.json().error, /COMMERCE_URL/);
    } finally {
      await bare.close();
    }
  });
});
