import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { collections } from '../../src/content/collections.js';
import { syncOwnedNames } from '../../src/content/ownership.js';
import { startAppWithBackend } from '../helpers/app.js';
import { backendProduct } from '../helpers/backend-products.js';

const ADMIN = { authorization: 'Bearer ownership-admin-key' };

/**
 * Issue 36, point 2: a sync writes only what the field definitions give the commerce backend (`owner: 'sync'`);
 * what an editor set stays as set, and the audit trail of the sync names only synced fields.
 */
describe('a forced sync and the editor\'s fields', () => {
  let env: Awaited<ReturnType<typeof startAppWithBackend>>;
  let id: string;
  const inject = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: unknown) => env.t.app.inject({ method, url, headers: ADMIN, ...(payload === undefined ? {} : { payload: payload as object }) });
  const record = async () => (await inject('GET', `/api/preorder-products/${id}?depth=0&draft=true`)).json();

  before(async () => {
    env = await startAppWithBackend({ ADMIN_API_KEY: 'ownership-admin-key' });
    env.backend.addProduct(backendProduct('prod_owned', {
      preorder: true, status: 'draft', title: 'Winter Kit',
      metadata: { funding_goal: 100, preorder_type: 'standard', preorder_end_date: '2026-12-24T00:00:00Z', seed_id: 'seed-kit' },
      variants: [{ id: 'var_a', current: 3, max: 10 }, { id: 'var_b', current: 0, max: 5 }],
    }));
    const synced = await inject('POST', '/api/sync-backend', { backendId: 'prod_owned' });
    assert.equal(synced.json().action, 'created', synced.body);
    id = synced.json().productId;
  });
  after(async () => env?.close());

  it('keeps what the editor set (story, dates, goal, added backers, seed id) and updates what the backend owns (publication state, caps)', async () => {
    const first = await record();
    assert.deepEqual([first._status, first.fundingGoal, first.seedId, first.variants[0].maxOrders], ['draft', 100, 'seed-kit', 10], 'a new record takes the backend\'s first values');
    const story = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Our story' }] }] };
    const edited = await inject('PATCH', `/api/preorder-products/${id}`, {
      content: story, _status: 'published', fundingGoal: '250', preorderEndDate: null, preorderStartDate: '2026-11-01T00:00:00.000Z',
      preorderType: 'limited', fakeOrderCount: 7, seedId: 'my-seed',
      variants: first.variants.map((variant: Record<string, unknown>) => (variant.id === 'var_a' ? { ...variant, maxOrders: 40 } : variant)),
    });
    assert.equal(edited.statusCode, 200, edited.body);

    // The backend moves on: new title, images, orders, status, and a different cap and goal in its metadata.
    const product = env.backend.catalog.products.find((candidate) => candidate.id === 'prod_owned')!;
    product.title = 'Winter Kit, second edition';
    product.images = [{ id: 'img_new', url: 'https://images.example.com/new.jpg' }];
    product.metadata = { ...product.metadata, funding_goal: 999, preorder_end_date: '2027-01-31T00:00:00Z', preorder_start_date: '2026-10-01T00:00:00Z' };
    product.variants[0]!.metadata = { ...product.variants[0]!.metadata, current_orders: 6, max_orders: 12 };
    product.variants[0]!.title = 'Variant A, renamed';
    env.t.clock.now = new Date(env.t.clock.now.getTime() + 60_000);
    const synced = await inject('POST', '/api/sync-backend', { backendId: 'prod_owned', forceUpdate: true });
    assert.equal(synced.json().action, 'updated', synced.body);

    const after = await record();
    assert.deepEqual(
      { content: after.content, fundingGoal: after.fundingGoal, preorderEndDate: after.preorderEndDate, preorderStartDate: after.preorderStartDate,
        preorderType: after.preorderType, fakeOrderCount: after.fakeOrderCount, seedId: after.seedId },
      { content: story, fundingGoal: '250', preorderEndDate: null, preorderStartDate: '2026-11-01T00:00:00.000Z',
        preorderType: 'limited', fakeOrderCount: 7, seedId: 'my-seed' },
      'every editor-owned value as the editor left it, an emptied end date included',
    );
    assert.deepEqual(
      [after.title, after.images, after.variants[0].title, after.variants[0].currentOrders, after.variants[0].maxOrders, after.orderCount, after.status, after._status],
      ['Winter Kit, second edition', [{ id: 'img_new', url: 'https://images.example.com/new.jpg' }], 'Variant A, renamed', 6, 12, 6, 'draft', 'draft'],
      'the backend\'s fields follow the backend: its cap, and the publication state from its status (service-interface.md)',
    );
    assert.equal(after.lastSyncedAt, env.t.clock.now.toISOString(), 'the time of the last sync');

    const trail = (await inject('GET', `/api/audit?collection=preorder-products&id=${id}&operation=sync&limit=1`)).json().docs[0];
    const owned = new Set(syncOwnedNames(collections['preorder-products']!.fields));
    assert.deepEqual(Object.keys(trail.changes).filter((name) => !owned.has(name)), [], 'the sync\'s audit entry names synced fields only');
    assert.ok('title' in trail.changes && 'images' in trail.changes);

    product.status = 'published';
    await inject('POST', '/api/sync-backend', { backendId: 'prod_owned', forceUpdate: true });
    assert.equal((await record())._status, 'published', 'published there, published here');
  });

  it('publishes who owns each field in GET /api/schema, the same definitions the sync follows', async () => {
    const schema = (await inject('GET', '/api/schema')).json();
    const fields: { name: string; label: string; owner: string; of?: { fields?: { name: string; owner: string }[] } }[] = schema.collections.find((collection: { slug: string }) => collection.slug === 'preorder-products').fields;
    assert.deepEqual(fields.filter((field) => field.owner === 'sync').map((field) => field.name), syncOwnedNames(collections['preorder-products']!.fields));
    const owners = Object.fromEntries(fields.map((field) => [field.name, field.owner]));
    assert.deepEqual([owners._status, owners.fundingGoal, owners.content, owners.title, owners.images, owners.status], ['sync', 'editor', 'editor', 'sync', 'sync', 'sync']);
    const variantOwners = Object.fromEntries(fields.find((field) => field.name === 'variants')!.of!.fields!.map((field) => [field.name, field.owner]));
    assert.deepEqual([variantOwners.title, variantOwners.maxOrders, variantOwners.currentOrders], ['sync', 'sync', 'sync']);
  });
});
