import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.js';

const ADMIN = { authorization: 'Bearer empty-fields-admin-key' };

/**
 * Issue 36, point 3: a form sends null for what an editor leaves empty. An optional field takes its default
 * then (or null where it allows null), so the stored document keeps the contract's types; a required one
 * is refused on its own field.
 */
describe('saving what an editor leaves empty', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ ADMIN_API_KEY: 'empty-fields-admin-key' });
  });
  after(async () => t?.close());

  it('saves a recommendation list whose subtitle is empty, stored and answered as \'\'', async () => {
    const saved = await t.app.inject({ method: 'POST', url: '/api/globals/product-recommendations', headers: ADMIN, payload: {
      enabled: true, lists: [{ title: 'Featured', subtitle: null, preorder: null, products: [] }],
    } });
    assert.equal(saved.statusCode, 200, saved.body);
    const global = (await t.app.inject({ url: '/api/globals/product-recommendations?depth=0', headers: ADMIN })).json();
    assert.deepEqual([global.lists[0].title, global.lists[0].subtitle, global.lists[0].preorder], ['Featured', '', false]);
  });

  it('creates a campaign with a variant whose orders and cap are empty (0), and clears its goal and dates', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/preorder-products', headers: ADMIN, payload: {
      title: 'Local campaign', description: null, preorderEndDate: '', fundingGoal: '', fakeOrderCount: null,
      variants: [{ title: null, sku: null, currentOrders: null, maxOrders: '' }],
    } });
    assert.equal(created.statusCode, 201, created.body);
    const doc = created.json().doc;
    assert.deepEqual([doc.description, doc.preorderEndDate, doc.fundingGoal, doc.fakeOrderCount], ['', null, 0, 0]);
    assert.deepEqual([doc.variants[0].title, doc.variants[0].sku, doc.variants[0].currentOrders, doc.variants[0].maxOrders], ['', null, 0, 0]);

    const cleared = await t.app.inject({ method: 'PATCH', url: `/api/preorder-products/${doc.id}`, headers: ADMIN, payload: { _status: null, preorderType: null, startPrice: '' } });
    assert.equal(cleared.statusCode, 200, cleared.body);
    assert.deepEqual([cleared.json().doc._status, cleared.json().doc.preorderType, cleared.json().doc.startPrice], ['draft', 'standard', null]);
  });

  it('still refuses an empty required field, on that field, and a value of the wrong type', async () => {
    const refused = await t.app.inject({ method: 'POST', url: '/api/announcements', headers: ADMIN, payload: { title: null, priority: 'high' } });
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json().errors, [
      { message: 'This field is required.', field: 'title' },
      { message: 'Expected a number.', field: 'priority' },
    ]);
  });
});
