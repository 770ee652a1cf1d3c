import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { MedusaV2Backend } from '../../demo/medusa-v2-backend.js';
import type { TestApp } from '../helpers/app.js';
import { medusaProductSpec, startAppWithMedusaV2 } from '../helpers/medusa-v2.js';

let medusa: MedusaV2Backend;
let t: TestApp;
let stop: () => Promise<void>;
before(async () => {
  ({ medusa, t, close: stop } = await startAppWithMedusaV2());
});
after(async () => stop());
beforeEach(async () => {
  medusa.store.products.length = 0;
  medusa.requests.length = 0;
  await t.app.inject({ method: 'DELETE', url: '/api/admin?collections=products,preorder-products' });
});

const sync = (query = '') => t.app.inject({ url: `/api/sync-backend${query}` });
const records = async (collection: string) =>
  (await t.app.inject({ url: `/api/${collection}?limit=1000&depth=0&sort=backendId` })).json().docs as Record<string, any>[];

describe('sync from a Medusa v2 (COMMERCE_FLAVOR=medusa-v2)', () => {
  it('pages through every product with limit/offset and categories, placing each by is_preorder', async () => {
    for (let index = 0; index < 230; index += 1) {
      medusa.addProduct(medusaProductSpec(`prod_${String(index).padStart(3, '0')}`, { preorder: index % 10 === 0 }));
    }
    const body = (await sync()).json();
    assert.equal(body.success, true);
    assert.deepEqual({ ...body.results, details: body.results.details.length }, {
      total: 230, created: 230, updated: 0, skipped: 0, errors: 0, details: 230,
    });
    const lists = medusa.requests.filter((request) => request.path === '/admin/products');
    assert.deepEqual(lists.map((request) => request.query), [0, 100, 200].map((offset) => ({ limit: '100', offset: String(offset), fields: '+*categories' })));
    assert.equal((await records('preorder-products')).length, 23);
    assert.equal((await records('products')).length, 207);
  });

  it('maps a Medusa product like a contract one: minor units, options by title, counters, categories', async () => {
    medusa.addProduct(medusaProductSpec('prod_kit', { preorder: 'true', variants: 2, title: 'Winter Kit' }));
    const answer = (await sync('?backendId=prod_kit')).json();
    assert.equal(answer.action, 'created');
    assert.equal(answer.collection, 'preorder-products');
    const [record] = await records('preorder-products');
    assert.equal(record!.title, 'Winter Kit');
    assert.deepEqual(record!.categories, [{ id: 'pcat_apparel', name: 'Apparel', handle: 'apparel' }]);
    assert.deepEqual(record!.collection, { id: 'pcol_drop', title: 'Drop', handle: 'drop' });
    assert.deepEqual(record!.images, [{ id: 'img_prod_kit_0', url: 'https://images.example.com/prod_kit.jpg' }]);
    assert.equal(record!.startPrice, 1250, '12.5 EUR is 1250 cents, below 1500 JPY (no minor unit)');
    assert.deepEqual(record!.variants.map((variant: any) => [variant.id, variant.prices, variant.options, variant.currentOrders, variant.maxOrders]), [
      ['prod_kit_v1', [{ amount: 1250, currency_code: 'eur' }, { amount: 1500, currency_code: 'jpy' }], { Size: '1' }, 1, 20],
      ['prod_kit_v2', [{ amount: 1350, currency_code: 'eur' }, { amount: 1500, currency_code: 'jpy' }], { Size: '2' }, 2, 20],
    ]);
    assert.equal(record!.orderCount, 3);
    assert.equal(Number(record!.fundingGoal), 50);
    assert.equal(record!.preorderEndDate, '2027-01-01T00:00:00.000Z');
    const read = medusa.requests.find((request) => request.path === '/admin/products/prod_kit')!;
    assert.deepEqual(read.query, { fields: '+*categories' });
  });

  it('skips, updates, moves when is_preorder flips, and reports a product Medusa lacks as not_found', async () => {
    const product = medusa.addProduct(medusaProductSpec('prod_flip'));
    assert.equal((await sync('?backendId=prod_flip')).json().collection, 'products');
    assert.equal((await sync('?backendId=prod_flip')).json().action, 'skipped');
    product.title = 'Renamed';
    assert.equal((await sync('?backendId=prod_flip&forceUpdate=true')).json().action, 'updated');
    product.metadata = { is_preorder: true };
    const moved = (await sync('?backendId=prod_flip')).json();
    assert.equal(moved.action, 'moved');
    assert.equal(moved.collection, 'preorder-products');
    assert.equal((await records('products')).length, 0);
    assert.equal((await records('preorder-products'))[0]!.title, 'Renamed');
    assert.equal((await sync('?backendId=prod_absent')).json().action, 'not_found');
  });

  it('sends the secret key as the Basic user name on every call', async () => {
    medusa.addProduct(medusaProductSpec('prod_auth'));
    await sync();
    const expected = `Basic ${Buffer.from(`${medusa.apiKey}:`).toString('base64')}`;
    assert.ok(medusa.requests.length > 0);
    for (const request of medusa.requests) assert.equal(request.headers.authorization, expected);
  });
});

describe('sync with a key Medusa refuses', () => {
  it('fails with a message naming COMMERCE_API_KEY', async () => {
    const refused = await startAppWithMedusaV2({ COMMERCE_API_KEY: 'sk_revoked' });
    try {
      const all = await refused.t.app.inject({ url: '/api/sync-backend' });
      assert.equal(all.statusCode, 500);
      assert.match(all.json().error, /refused COMMERCE_API_KEY/);
      const one = (await refused.t.app.inject({ url: '/api/sync-backend?backendId=prod_x' })).json();
      assert.equal(one.action, 'error');
      assert.match(one.error, /refused COMMERCE_API_KEY/);
    } finally {
      await refused.close();
    }
  });
});
