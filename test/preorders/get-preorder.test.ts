import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createDoc, startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let campaign: Record<string, unknown> & { id: string };
before(async () => {
  t = await startTestApp();
  const image = await createDoc(t.app, 'media', { url: 'https://cdn.example/a.jpg', alt: 'A' });
  campaign = await createDoc(t.app, 'preorder-products', {
    title: 'Campaign', description: 'Limited run', _status: 'published', status: 'published',
    backendId: 'prod_01', seedId: 'seed-01', thumbnail: 'https://cdn.example/t.jpg',
    images: [{ relationTo: 'media', value: image.id }],
    fundingGoal: '0', orderCount: '7', fakeOrderCount: 3, preorderType: 'limited',
    preorderEndDate: '2026-12-24T00:00:00.000Z',
    categories: [{ id: 'cat_1', name: 'Games' }],
    collection: { id: 'col_1', title: 'Winter' },
    metadata: { note: 'x' },
    lastSyncedAt: '2026-11-01T00:00:00.000Z',
    variants: [
      { id: 'var_a', title: 'A', sku: 'A-1', currentOrders: '10', maxOrders: 10, prices: [{ amount: 5, currency_code: 'eur' }] },
      { id: 'var_b', title: 'B', sku: 'B-1', currentOrders: 4, maxOrders: '20', options: { Size: 'L' } },
      { id: 'var_c', title: 'C', sku: 'C-1', currentOrders: 9, maxOrders: 0 },
    ],
  });
});
after(async () => t.close());

describe('GET /api/preorders/{id}', () => {
  it('answers the whole preorder block by internal id', async () => {
    const response = await t.app.inject({ url: `/api/preorders/${campaign.id}` });
    assert.equal(response.statusCode, 200);
    const { preorder } = response.json();
    assert.equal(preorder.images[0].value.url, 'https://cdn.example/a.jpg', 'images are expanded');
    assert.deepEqual({ ...preorder, images: undefined }, {
      id: campaign.id,
      title: 'Campaign',
      description: 'Limited run',
      status: 'published',
      thumbnail: 'https://cdn.example/t.jpg',
      images: undefined,
      seed_id: 'seed-01',
      backend_id: 'prod_01',
      is_preorder: true,
      preorder_type: 'limited',
      preorder_end_date: '2026-12-24T00:00:00.000Z',
      funding_goal: 30,
      order_count: 7,
      fake_order_count: 3,
      total_display_count: 10,
      current_orders: 23,
      total_max_orders: 30,
      total_available_slots: 16,
      completion_percentage: 77,
      all_variants_sold_out: false,
      some_variants_sold_out: true,
      is_available: true,
      variants: [
        { id: 'var_a', title: 'A', sku: 'A-1', current_orders: 10, max_orders: 10, available_slots: 0, sold_out: true,
          utilization_percentage: 100, prices: [{ amount: 5, currency_code: 'eur' }], options: {}, metadata: {} },
        { id: 'var_b', title: 'B', sku: 'B-1', current_orders: 4, max_orders: 20, available_slots: 16, sold_out: false,
          utilization_percentage: 20, prices: [], options: { Size: 'L' }, metadata: {} },
        { id: 'var_c', title: 'C', sku: 'C-1', current_orders: 9, max_orders: 0, available_slots: 0, sold_out: false,
          utilization_percentage: 0, prices: [], options: {}, metadata: {} },
      ],
      variants_count: 3,
      categories: [{ id: 'cat_1', name: 'Games' }],
      collection: { id: 'col_1', title: 'Winter' },
      metadata: { note: 'x' },
      created_at: campaign.createdAt,
      updated_at: campaign.updatedAt,
      last_synced_at: '2026-11-01T00:00:00.000Z',
      content: null,
    });
  });

  it('adds the campaign\'s story after the contract\'s fields: the editor\'s rich-text document as stored', async () => {
    const story = { type: 'doc', content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Why' }] }, { type: 'paragraph', content: [{ type: 'text', text: 'Because.', marks: [{ type: 'bold' }] }] }] };
    const told = await createDoc(t.app, 'preorder-products', { title: 'Told', backendId: 'prod_told', content: story });
    const { preorder } = (await t.app.inject({ url: `/api/preorders/${told.id}` })).json();
    assert.deepEqual(preorder.content, story);
    assert.deepEqual(Object.keys(preorder).slice(-2), ['last_synced_at', 'content']);
    const edited = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Edited.' }] }] };
    assert.equal((await t.app.inject({ method: 'PATCH', url: `/api/preorder-products/${told.id}`, payload: { content: edited } })).statusCode, 200);
    assert.deepEqual((await t.app.inject({ url: '/api/preorders/prod_told' })).json().preorder.content, edited, 'a kept answer goes with the edit');
  });

  it('finds the same record by backendId and by seedId', async () => {
    for (const key of ['prod_01', 'seed-01']) {
      const response = await t.app.inject({ url: `/api/preorders/${key}` });
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().preorder.id, campaign.id);
    }
  });

  it('prefers the internal id over another record whose backendId equals it', async () => {
    const other = await createDoc(t.app, 'preorder-products', { title: 'Shadow', backendId: campaign.id });
    const response = await t.app.inject({ url: `/api/preorders/${campaign.id}` });
    assert.equal(response.json().preorder.id, campaign.id);
    await t.app.inject({ method: 'DELETE', url: `/api/preorder-products/${other.id}` });
  });

  it('answers defaults for a bare record', async () => {
    const bare = await createDoc(t.app, 'preorder-products', { title: 'Bare', backendId: 'prod_bare' });
    const { preorder } = (await t.app.inject({ url: `/api/preorders/${bare.id}` })).json();
    assert.equal(preorder.seed_id, 'prod_bare', 'seed_id falls back to backendId');
    assert.equal(preorder.preorder_type, 'standard');
    assert.equal(preorder.preorder_end_date, null);
    assert.equal(preorder.status, 'draft');
    assert.deepEqual(preorder.images, []);
    assert.deepEqual(preorder.variants, []);
    assert.equal(preorder.funding_goal, 0);
    assert.equal(preorder.completion_percentage, 0);
    assert.equal(preorder.all_variants_sold_out, true);
    assert.equal(preorder.some_variants_sold_out, false);
    assert.equal(preorder.is_available, false);
    assert.equal(preorder.variants_count, 0);
    assert.equal(preorder.collection, null);
    assert.deepEqual(preorder.metadata, {});
    assert.deepEqual(preorder.categories, []);
    assert.equal(preorder.last_synced_at, null);
    assert.equal(preorder.content, null);
  });

  it('answers 404 {error} for an unknown id, and ignores ordinary products', async () => {
    await createDoc(t.app, 'products', { title: 'Ordinary', backendId: 'prod_ordinary' });
    for (const id of ['does-not-exist', 'prod_ordinary']) {
      const response = await t.app.inject({ url: `/api/preorders/${id}` });
      assert.equal(response.statusCode, 404);
      const body = response.json();
      assert.deepEqual(Object.keys(body), ['error']);
      assert.equal(typeof body.error, 'string');
    }
  });
});
