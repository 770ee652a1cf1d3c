import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BackendProduct } from '../../src/commerce/types.js';
import { newRecord, startPrice, targetCollection, updateChanges } from '../../src/sync/map-product.js';

const syncedAt = new Date('2026-11-20T10:00:00.000Z');

function product(overrides: Partial<BackendProduct> = {}): BackendProduct {
  return {
    id: 'prod_1', title: 'Keyboard', description: null, handle: 'keyboard', status: 'published',
    thumbnail: 'https://img.example/k.jpg', images: [{ id: 'img_1', url: 'https://img.example/k.jpg' }],
    metadata: {}, categories: [{ id: 'c1', name: 'Gear', handle: 'gear' }], collection: null,
    created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-02T00:00:00Z',
    variants: [
      { id: 'v1', title: 'Red', sku: 'K-R', prices: [{ amount: 4900, currency_code: 'eur' }, { amount: 5200, currency_code: 'usd' }],
        options: { Color: 'Red' }, metadata: { current_orders: '7', max_orders: 10 } },
      { id: 'v2', title: 'Blue', sku: 'K-B', prices: [{ amount: 4500, currency_code: 'eur' }], options: {}, metadata: {} },
    ],
    ...overrides,
  };
}

describe('targetCollection', () => {
  for (const [flag, expected] of [[true, 'preorder-products'], ['true', 'preorder-products'], [false, 'products'],
    ['false', 'products'], ['TRUE', 'products'], [1, 'products'], [undefined, 'products']] as const) {
    it(`is_preorder ${JSON.stringify(flag)} -> ${expected}`, () => {
      assert.equal(targetCollection(product({ metadata: flag === undefined ? {} : { is_preorder: flag } })), expected);
    });
  }
});

describe('startPrice', () => {
  it('is the lowest amount over all variants, null without prices', () => {
    assert.equal(startPrice(product()), 4500);
    assert.equal(startPrice(product({ variants: [] })), null);
  });
});

describe('newRecord', () => {
  it('maps an ordinary product', () => {
    assert.deepEqual(newRecord(product({ metadata: { brand: 'Acme' } }), 'products', syncedAt), {
      backendId: 'prod_1', metadata: { brand: 'Acme' }, title: 'Keyboard', description: '', handle: 'keyboard',
      thumbnail: 'https://img.example/k.jpg', images: [{ id: 'img_1', url: 'https://img.example/k.jpg' }], status: 'published',
      variants: [
        { id: 'v1', title: 'Red', sku: 'K-R', currentOrders: 7, maxOrders: 10,
          prices: [{ amount: 4900, currency_code: 'eur' }, { amount: 5200, currency_code: 'usd' }], options: { Color: 'Red' },
          metadata: { current_orders: '7', max_orders: 10 } },
        { id: 'v2', title: 'Blue', sku: 'K-B', currentOrders: 0, maxOrders: 0, prices: [{ amount: 4500, currency_code: 'eur' }],
          options: {}, metadata: {} },
      ],
      categories: [{ id: 'c1', name: 'Gear', handle: 'gear' }], collection: null, startPrice: 4500,
      lastSyncedAt: '2026-11-20T10:00:00.000Z',
    });
  });

  it('adds preorder settings, _status and orderCount for a preorder product', () => {
    const record = newRecord(product({
      status: 'proposed',
      metadata: { is_preorder: 'true', preorder_type: 'limited', preorder_start_date: '2026-11-01', preorder_end_date: 'not a date',
        funding_goal: '300', seed_id: 'seed-kb' },
    }), 'preorder-products', syncedAt);
    assert.equal(record._status, 'draft', 'only published maps to published');
    assert.equal(record.status, 'proposed');
    assert.equal(record.orderCount, 7);
    assert.equal(record.seedId, 'seed-kb');
    assert.equal(record.preorderType, 'limited');
    assert.equal(record.preorderStartDate, '2026-11-01T00:00:00.000Z');
    assert.equal(record.preorderEndDate, null);
    assert.equal(record.fundingGoal, '300');
    assert.equal(newRecord(product({ metadata: { is_preorder: true } }), 'preorder-products', syncedAt)._status, 'published');
  });

  it('carries editor content and seedId across a move', () => {
    const record = newRecord(product(), 'preorder-products', syncedAt, { content: { blocks: [1] }, seedId: 'seed-old', fakeOrderCount: 5 });
    assert.deepEqual(record.content, { blocks: [1] });
    assert.equal(record.seedId, 'seed-old');
    assert.equal('fakeOrderCount' in record, false);
  });
});

describe('updateChanges', () => {
  it('writes only what the field definitions give the sync, never an editor-owned field, even an empty one', () => {
    const existing = { _status: 'published', preorderType: 'early-bird', preorderStartDate: null, preorderEndDate: '2027-01-01T00:00:00.000Z', fundingGoal: '50',
      fakeOrderCount: 9, content: { x: 1 }, seedId: null };
    const changes = updateChanges(existing, product({
      status: 'draft',
      metadata: { is_preorder: true, preorder_type: 'limited', preorder_start_date: '2026-10-01T00:00:00Z', funding_goal: 999, seed_id: 'theirs' },
    }), 'preorder-products', syncedAt);
    assert.deepEqual(Object.keys(changes).sort(), ['_status', 'categories', 'collection', 'description', 'handle', 'images',
      'lastSyncedAt', 'orderCount', 'startPrice', 'status', 'thumbnail', 'title', 'variants']);
    // service-interface.md: a synced record's _status is published when the backend's status is, else draft.
    assert.deepEqual([changes.status, changes._status], ['draft', 'draft'], 'the commerce status and the publication state follow the backend');
  });

  it('takes each variant\'s counters from the backend, the cap included (the backend holds it)', () => {
    const existing = { variants: [{ id: 'v1', title: 'Old red', currentOrders: 1, maxOrders: 25 }] };
    const changes = updateChanges(existing, product({ metadata: { is_preorder: true } }), 'preorder-products', syncedAt);
    const [red, blue] = changes.variants as Record<string, unknown>[];
    assert.deepEqual([red!.title, red!.currentOrders, red!.maxOrders], ['Red', 7, 10]);
    assert.deepEqual([blue!.title, blue!.maxOrders], ['Blue', 0]);
  });
});
