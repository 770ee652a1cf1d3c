import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MedusaV2Backend } from '../../demo/medusa-v2-backend.js';
import type { TestApp } from '../helpers/app.js';
import { medusaProductSpec, startAppWithMedusaV2 } from '../helpers/medusa-v2.js';

let medusa: MedusaV2Backend;
let t: TestApp;
let stop: () => Promise<void>;
before(async () => {
  ({ medusa, t, close: stop } = await startAppWithMedusaV2());
  medusa.addProduct(medusaProductSpec('prod_camp', { preorder: true, variants: 2 }));
  medusa.addProduct(medusaProductSpec('prod_other'));
  await t.app.inject({ url: '/api/sync-backend' });
  // 130 orders over 2 minutes; every third one also holds another product.
  for (let index = 0; index < 130; index += 1) {
    const items = [{ id: `item_${index}_a`, product_id: 'prod_camp', variant_id: `prod_camp_v${(index % 2) + 1}`, title: 'Campaign', quantity: 2, unit_price: 12.5 }];
    if (index % 3 === 0) items.push({ id: `item_${index}_b`, product_id: 'prod_other', variant_id: 'prod_other_v1', title: 'Other', quantity: 1, unit_price: 9.99 });
    medusa.addOrder({
      id: `order_${String(index).padStart(3, '0')}`, display_id: index + 1, created_at: new Date(Date.UTC(2026, 10, 1, 0, 0, index)).toISOString(),
      customer_id: `cus_${index}`, email: `buyer${index}@example.com`, currency_code: 'eur', items,
    });
  }
  medusa.addOrder({ id: 'order_unrelated', created_at: '2026-11-02T00:00:00.000Z', items: [{ id: 'item_u', product_id: 'prod_other', variant_id: 'prod_other_v1', unit_price: 5 }] });
});
after(async () => stop());

describe('GET /api/preorders/{id}/orders against Medusa v2', () => {
  it('lists every order holding the product beyond the first page, newest first, with only its items, in minor units', async () => {
    medusa.requests.length = 0;
    const response = await t.app.inject({ url: '/api/preorders/prod_camp/orders' });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.count, 130);
    assert.equal(body.orders.length, 130);
    assert.equal(body.product.backend_id, 'prod_camp');
    assert.deepEqual(body.orders.slice(0, 2).map((order: any) => order.id), ['order_129', 'order_128']);
    assert.equal(body.orders.at(-1).id, 'order_000');
    assert.deepEqual(body.orders.find((order: any) => order.id === 'order_000'), {
      id: 'order_000', display_id: 1, status: 'pending', payment_status: 'not_paid', fulfillment_status: 'not_fulfilled',
      customer_id: 'cus_0', email: 'buyer0@example.com', total: 3499, currency_code: 'eur',
      created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z',
      items: [{ id: 'item_0_a', variant_id: 'prod_camp_v1', title: 'Campaign', quantity: 2, unit_price: 1250, total: 2500 }],
    });
    const reads = medusa.requests.filter((request) => request.path === '/admin/orders');
    assert.deepEqual(reads.map((request) => [request.query.limit, request.query.offset]), [['100', '0'], ['100', '100']]);
    assert.match(reads[0]!.query.fields!, /(^|,)email,.*currency_code.*items\.total/);
  });

  it('answers 500 {error,message} naming COMMERCE_API_KEY when Medusa refuses the key', async () => {
    const refused = await startAppWithMedusaV2({ COMMERCE_API_KEY: 'sk_revoked' });
    try {
      await refused.t.app.inject({
        method: 'POST', url: '/api/preorder-products',
        payload: { title: 'Camp', status: 'published', _status: 'published', backendId: 'prod_camp' },
      });
      const response = await refused.t.app.inject({ url: '/api/preorders/prod_camp/orders' });
      assert.equal(response.statusCode, 500);
      assert.match(response.json().message, /refused COMMERCE_API_KEY/);
    } finally {
      await refused.close();
    }
  });
});
