import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { MedusaV2Backend } from '../../demo/medusa-v2-backend.js';
import type { TestApp } from '../helpers/app.js';
import { medusaProductSpec, startAppWithMedusaV2 } from '../helpers/medusa-v2.js';

let medusa: MedusaV2Backend;
let t: TestApp;
let recordId: string;
let stop: () => Promise<void>;
before(async () => {
  ({ medusa, t, close: stop } = await startAppWithMedusaV2());
});
after(async () => stop());
beforeEach(async () => {
  medusa.clearFaults();
  medusa.store.products.length = 0;
  const product = medusa.addProduct(medusaProductSpec('prod_pre', { preorder: true, variants: 2 }));
  product.variants[0]!.metadata = { current_orders: '4', max_orders: '10', color: 'teal' };
  await t.app.inject({ method: 'DELETE', url: '/api/admin?collections=preorder-products' });
  recordId = (await t.app.inject({ url: '/api/sync-backend?backendId=prod_pre' })).json().productId;
  medusa.requests.length = 0;
});

const patch = (body: unknown) => t.app.inject({ method: 'PATCH', url: `/api/preorders/${recordId}`, payload: body as object });
const metadataOf = (variantId: string) => medusa.product('prod_pre').variants.find((variant) => variant.id === variantId)!.metadata!;

describe('PATCH /api/preorders/{id} variant mode against Medusa v2', () => {
  it('reads the variant by id filter, writes {metadata} under its product, reads it back', async () => {
    const response = await patch({ variant_id: 'prod_pre_v1', increment: 3 });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      success: true, variant_id: 'prod_pre_v1', current_orders: 7, max_orders: 10, available_slots: 3, sold_out: false,
    });
    assert.deepEqual(metadataOf('prod_pre_v1'), { current_orders: '7', max_orders: '10', color: 'teal' });
    assert.deepEqual(medusa.requests.map((request) => `${request.method} ${request.path}`), [
      'GET /admin/product-variants', 'POST /admin/products/prod_pre/variants/prod_pre_v1', 'GET /admin/product-variants',
    ]);
    assert.equal(medusa.requests[0]!.query.id, 'prod_pre_v1');
    assert.deepEqual(medusa.requests[1]!.body, { metadata: { current_orders: '7', max_orders: '10', color: 'teal' } });
    const { preorder } = (await t.app.inject({ url: `/api/preorders/${recordId}` })).json();
    assert.equal(preorder.variants[0].current_orders, 7);
  });

  it('sets, decrements with a floor at 0, and caps as the contract says', async () => {
    const steps: [Record<string, unknown>, number, number][] = [
      [{ current_orders: 9, increment: 5 }, 9, 10],
      [{ decrement: 20 }, 0, 10],
      [{ increment: 12 }, 12, 10],
      [{ max_orders: 15, current_orders: 15 }, 15, 15],
    ];
    for (const [body, current, max] of steps) {
      const answer = (await patch({ variant_id: 'prod_pre_v1', ...body })).json();
      assert.deepEqual([answer.current_orders, answer.max_orders, answer.sold_out], [current, max, current >= max], JSON.stringify(body));
      assert.deepEqual([metadataOf('prod_pre_v1').current_orders, metadataOf('prod_pre_v1').max_orders], [String(current), String(max)]);
    }
  });

  it('answers 404 {error} for a variant Medusa does not have, writing nothing', async () => {
    const response = await patch({ variant_id: 'variant_absent', increment: 1 });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(Object.keys(response.json()), ['error']);
    assert.equal(medusa.requests.filter((request) => request.method === 'POST').length, 0);
  });

  it('answers 500 {error,message} when Medusa answers 200 but stores nothing', async () => {
    medusa.fail('updateVariant', { ignoreWrite: true });
    const response = await patch({ variant_id: 'prod_pre_v1', increment: 1 });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(Object.keys(response.json()).sort(), ['error', 'message']);
    assert.equal(metadataOf('prod_pre_v1').current_orders, '4');
    const { preorder } = (await t.app.inject({ url: `/api/preorders/${recordId}` })).json();
    assert.equal(preorder.variants[0].current_orders, 4, 'the local copy keeps the old figures');
  });

  it('raises the count by exactly N for N concurrent increments', async () => {
    const responses = await Promise.all(Array.from({ length: 60 }, () => patch({ variant_id: 'prod_pre_v2', increment: 1 })));
    assert.deepEqual(responses.filter((response) => response.statusCode !== 200).map((response) => response.body), []);
    assert.equal(metadataOf('prod_pre_v2').current_orders, '62');
    const counts = responses.map((response) => response.json().current_orders).sort((a, b) => a - b);
    assert.deepEqual(counts, Array.from({ length: 60 }, (_, index) => index + 3));
  });
});
