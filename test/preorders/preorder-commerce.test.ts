import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { DemoBackend } from '../../demo/commerce-backend.js';
import { createDoc, startAppWithBackend, startTestApp, type TestApp } from '../helpers/app.js';
import { backendOrder, backendProduct } from '../helpers/backend-products.js';

let backend: DemoBackend;
let t: TestApp;
let recordId: string;
let stop: () => Promise<void>;
before(async () => {
  // Generous: 200 queued requests share one event loop with the in-process backend and PGlite.
  ({ backend, t, close: stop } = await startAppWithBackend({ COMMERCE_TIMEOUT_MS: '2000' }));
});
after(async () => stop());
beforeEach(async () => {
  backend.clearFaults();
  backend.replaceCatalog({
    products: [backendProduct('prod_pre', {
      preorder: true,
      variants: [{ id: 'var_a', current: '4', max: '10' }, { id: 'var_b', current: 1, max: 0 }],
    })],
    orders: [],
  });
  await t.app.inject({ method: 'DELETE', url: '/api/admin?collections=preorder-products' });
  recordId = (await t.app.inject({ url: '/api/sync-backend?backendId=prod_pre' })).json().productId;
  backend.requests.length = 0;
});

const patch = (body: unknown, id = recordId) =>
  t.app.inject({ method: 'PATCH', url: `/api/preorders/${id}`, payload: body as object });
const variantMetadata = (variantId: string) =>
  backend.catalog.products.flatMap((product) => product.variants).find((variant) => variant.id === variantId)!.metadata;

describe('PATCH /api/preorders/{id}: variant mode', () => {
  it('increments, writes back strings with the existing metadata, and answers the contract body', async () => {
    const response = await patch({ variant_id: 'var_a', increment: 3, funding_goal: 999 });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      success: true, variant_id: 'var_a', current_orders: 7, max_orders: 10, available_slots: 3, sold_out: false,
    });
    const write = backend.requests.find((request) => request.method === 'POST')!;
    assert.equal(write.path, '/admin/product-variants/var_a');
    assert.deepEqual(write.body, { metadata: { current_orders: '7', max_orders: '10', color: 'teal' } });
    assert.equal(backend.requests.filter((request) => request.method === 'GET')[0]!.path, '/admin/product-variants/var_a');
    const record = (await t.app.inject({ url: `/api/preorder-products/${recordId}` })).json();
    assert.equal(record.fundingGoal, 0, 'product-mode fields are ignored in variant mode');
  });

  it('applies the precedence and floors of the contract', async () => {
    const steps: [Record<string, unknown>, number, number][] = [
      [{ current_orders: 9, increment: 5 }, 9, 10],
      [{ decrement: 20 }, 0, 10],
      [{ increment: 12, decrement: 1 }, 12, 10],
      [{ max_orders: -5 }, 12, 0],
      [{ max_orders: 15, current_orders: 15 }, 15, 15],
    ];
    for (const [body, current, max] of steps) {
      const answer = (await patch({ variant_id: 'var_a', ...body })).json();
      assert.equal(answer.current_orders, current, JSON.stringify(body));
      assert.equal(answer.max_orders, max, JSON.stringify(body));
      assert.equal(answer.available_slots, max - current);
      assert.equal(answer.sold_out, max > 0 && current >= max);
      assert.equal(variantMetadata('var_a').current_orders, String(current));
    }
  });

  it('shows the new figures at once on the detail and home routes', async () => {
    await t.app.inject({
      method: 'POST', url: '/api/globals/product-recommendations',
      payload: { enabled: true, lists: [{ title: 'L', products: [{ relationTo: 'preorder-products', value: recordId }] }] },
    });
    await (await t.app.inject({ url: '/api/home' })).json();
    await patch({ variant_id: 'var_a', increment: 2 });
    const { preorder } = (await t.app.inject({ url: `/api/preorders/${recordId}` })).json();
    assert.equal(preorder.variants[0].current_orders, 6);
    assert.equal(preorder.current_orders, 7);
    const home = (await t.app.inject({ url: '/api/home' })).json();
    assert.equal(home.productRecommendations.lists[0].products[0].preorder.orderCount, 7);
  });

  it('answers 404 {error} when the variant is absent or cannot be read', async () => {
    for (const fault of [undefined, { status: 500 }, { malformed: true }]) {
      backend.clearFaults();
      if (fault) backend.fail('getVariant', fault);
      const response = await patch({ variant_id: fault ? 'var_a' : 'var_missing', increment: 1 });
      assert.equal(response.statusCode, 404, JSON.stringify(fault));
      assert.deepEqual(Object.keys(response.json()), ['error']);
    }
    assert.equal(backend.requests.filter((request) => request.method === 'POST').length, 0);
  });

  it('answers 500 {error,message} when the write fails, without retrying the POST', async () => {
    for (const fault of [{ status: 500 }, { status: 400 }, { dropConnection: true }, { delayMs: 2500 }]) {
      backend.clearFaults();
      backend.requests.length = 0;
      const before = variantMetadata('var_a').current_orders;
      backend.fail('updateVariant', fault);
      const response = await patch({ variant_id: 'var_a', increment: 1 });
      assert.equal(response.statusCode, 500, JSON.stringify(fault));
      assert.deepEqual(Object.keys(response.json()).sort(), ['error', 'message']);
      // A connection closed before any answer, when it was a kept-alive one (the variant's read went on it),
      // may be the backend closing it as idle: the write goes once more on a new connection, and no more.
      const sent = fault.dropConnection ? 2 : 1;
      assert.equal(backend.requests.filter((request) => request.method === 'POST').length, sent, 'POSTs are not retried');
      // (A write delayed past the time-out lands later, as a real backend's would.)
      if (!fault.delayMs) assert.equal(variantMetadata('var_a').current_orders, before, 'nothing counted');
    }
  });

  it('raises the count by exactly N for N concurrent increments', async () => {
    const responses = await Promise.all(Array.from({ length: 200 }, () => patch({ variant_id: 'var_b', increment: 1 })));
    assert.deepEqual(responses.filter((response) => response.statusCode !== 200).map((response) => response.body), []);
    assert.equal(variantMetadata('var_b').current_orders, '201');
    const counts = responses.map((response) => response.json().current_orders).sort((a, b) => a - b);
    assert.deepEqual(counts, Array.from({ length: 200 }, (_, index) => index + 2));
  });

  it('answers 400 {error} to a body of the wrong types and 404 to an unknown product', async () => {
    const invalid = await patch({ variant_id: 'var_a', increment: 'lots' });
    assert.equal(invalid.statusCode, 400);
    assert.deepEqual(Object.keys(invalid.json()), ['error']);
    const missing = await patch({ variant_id: 'var_a', increment: 1 }, 'no-such-preorder');
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(Object.keys(missing.json()), ['error']);
  });
});

describe('PATCH /api/preorders/{id}: product mode', () => {
  it('writes the given fields with the contract conversions', async () => {
    const response = await patch({ preorder_end_date: '2027-03-01T00:00:00Z', funding_goal: 500, preorder_type: 'limited', fake_order_count: -3 });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.success, true);
    assert.equal(typeof body.message, 'string');
    assert.deepEqual(body.updated_fields, ['preorderEndDate', 'fundingGoal', 'preorderType', 'fakeOrderCount']);
    const record = (await t.app.inject({ url: `/api/preorder-products/${recordId}` })).json();
    assert.equal(record.preorderEndDate, '2027-03-01T00:00:00.000Z');
    assert.equal(record.fundingGoal, '500');
    assert.equal(record.preorderType, 'limited');
    assert.equal(record.fakeOrderCount, 0);
    assert.equal(backend.requests.length, 0, 'product mode does not call the backend');
  });

  it('finds the record by backendId, writes only what was given, and answers [] for nothing', async () => {
    const one = (await patch({ fake_order_count: 4 }, 'prod_pre')).json();
    assert.deepEqual(one.updated_fields, ['fakeOrderCount']);
    const none = (await patch({})).json();
    assert.deepEqual(none.updated_fields, []);
    const empty = await t.app.inject({ method: 'PATCH', url: `/api/preorders/${recordId}` });
    assert.equal(empty.statusCode, 200);
    assert.deepEqual(empty.json().updated_fields, []);
    const { preorder } = (await t.app.inject({ url: '/api/preorders/prod_pre' })).json();
    assert.equal(preorder.fake_order_count, 4);
    assert.equal(preorder.total_display_count, preorder.order_count + 4);
  });
});

describe('GET /api/preorders/{id}/orders', () => {
  function ordersCatalog() {
    const orders = [];
    for (let index = 0; index < 230; index += 1) {
      const createdAt = new Date(Date.UTC(2026, 0, 1) + index * 3_600_000).toISOString();
      const productId = index % 10 === 0 ? 'prod_pre' : 'prod_other';
      orders.push(backendOrder(`order_${index}`, createdAt, [
        { id: `item_${index}_a`, product_id: productId, variant_id: 'var_a', quantity: 2 },
        { id: `item_${index}_b`, product_id: 'prod_other', variant_id: 'var_x' },
      ]));
    }
    return orders;
  }

  it('lists every order with an item of this product, only its items, newest first, across pages', async () => {
    backend.catalog.orders.push(...ordersCatalog());
    const response = await t.app.inject({ url: `/api/preorders/${recordId}/orders` });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.count, 23);
    assert.equal(body.orders.length, 23);
    assert.deepEqual(body.product, { id: recordId, title: 'Product prod_pre', backend_id: 'prod_pre' });
    assert.deepEqual(body.orders.map((order: { id: string }) => order.id).slice(0, 3), ['order_220', 'order_210', 'order_200']);
    assert.deepEqual(body.orders[0], {
      id: 'order_220', display_id: 220, status: 'completed', payment_status: 'captured', fulfillment_status: 'not_fulfilled',
      customer_id: 'cus_order_220', email: 'order_220@example.com', total: 3000, currency_code: 'eur',
      created_at: '2026-01-10T04:00:00.000Z', updated_at: '2026-01-10T04:00:00.000Z',
      items: [{ id: 'item_220_a', variant_id: 'var_a', title: 'Item item_220_a', quantity: 2, unit_price: 1000, total: 2000 }],
    });
    const offsets = backend.requests.filter((request) => request.path === '/admin/orders').map((request) => request.query.offset);
    assert.deepEqual(offsets, ['0', '100', '200']);
  });

  it('answers 404 for an unknown product and 400 {error} without a backendId', async () => {
    const missing = await t.app.inject({ url: '/api/preorders/nope/orders' });
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(Object.keys(missing.json()), ['error']);
    const local = await createDoc(t.app, 'preorder-products', { title: 'Local' });
    const noBackend = await t.app.inject({ url: `/api/preorders/${local.id}/orders` });
    assert.equal(noBackend.statusCode, 400);
    assert.deepEqual(Object.keys(noBackend.json()), ['error']);
    assert.equal(backend.requests.length, 0);
  });

  it('answers 500 {error,message} when the orders cannot be read', async () => {
    backend.catalog.orders.push(...ordersCatalog());
    for (const fault of [{ status: 500 }, { malformed: true }, { wrongShape: true }, { status: 500, after: 1 }]) {
      backend.clearFaults();
      backend.fail('listOrders', fault);
      const response = await t.app.inject({ url: `/api/preorders/${recordId}/orders` });
      assert.equal(response.statusCode, 500, JSON.stringify(fault));
      assert.deepEqual(Object.keys(response.json()).sort(), ['error', 'message']);
    }
  });
});

describe('commerce-backed preorder routes without COMMERCE_URL', () => {
  it('answer 500 with a message naming COMMERCE_URL', async () => {
    const bare = await startTestApp();
    try {
      const record = await createDoc(bare.app, 'preorder-products', { title: 'x', backendId: 'prod_x' });
      for (const request of [
        { method: 'PATCH' as const, url: `/api/preorders/${record.id}`, payload: { variant_id: 'v', increment: 1 } },
        { method: 'GET' as const, url: `/api/preorders/${record.id}/orders` },
      ]) {
        const response = await bare.app.inject(request);
        assert.equal(response.statusCode, 500);
        assert.match(response.json().message, /COMMERCE_URL/);
      }
    } finally {
      await bare.close();
    }
  });
});
