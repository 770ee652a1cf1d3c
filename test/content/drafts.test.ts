import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.js';

const ADMIN = 'drafts-admin-key';
const admin = { authorization: `Bearer ${ADMIN}` };

async function create(t: TestApp, collection: string, payload: Record<string, unknown>, headers: Record<string, string> = admin): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: `/api/${collection}`, headers, payload });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().doc.id;
}

const titles = (body: { docs: { title: string }[] }) => body.docs.map((doc) => doc.title).sort();

describe('drafts in protected mode', () => {
  let t: TestApp;
  let draftId: string;
  let draftCampaignId: string;
  let publishedProductId: string;
  let draftProductId: string;
  let viewerKey: string;

  before(async () => {
    t = await startTestApp({ ADMIN_API_KEY: ADMIN });
    await create(t, 'announcements', { title: 'Live', status: 'published' });
    draftId = await create(t, 'announcements', { title: 'Upcoming', status: 'draft' });
    await create(t, 'preorder-products', { title: 'Open campaign', _status: 'published' });
    draftCampaignId = await create(t, 'preorder-products', { title: 'Secret campaign', _status: 'draft' });
    publishedProductId = await create(t, 'products', { title: 'On sale', status: 'published' });
    draftProductId = await create(t, 'products', { title: 'Not yet', status: 'draft' });
    const recommendations = await t.app.inject({
      method: 'POST', url: '/api/globals/product-recommendations', headers: admin,
      payload: { enabled: true, lists: [{ title: 'Picks', products: [{ relationTo: 'products', value: publishedProductId }, { relationTo: 'products', value: draftProductId }] }] },
    });
    assert.equal(recommendations.statusCode, 200, recommendations.body);
    const viewer = await t.app.inject({ method: 'POST', url: '/api/users', headers: admin, payload: { email: 'viewer@shop.example', password: 'viewer password 1', roles: ['viewer'] } });
    assert.equal(viewer.statusCode, 201, viewer.body);
    const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'viewer@shop.example', password: 'viewer password 1' } });
    const key = await t.app.inject({ method: 'POST', url: '/api/api-keys', headers: { authorization: `Bearer ${login.json().token}` }, payload: { name: 'preview build' } });
    assert.equal(key.statusCode, 201, key.body);
    viewerKey = key.json().key;
  });
  after(() => t.close());

  it('anonymous readers get published documents only, whatever they ask', async () => {
    for (const url of ['/api/announcements', '/api/announcements?draft=true', '/api/announcements?where[status][equals]=draft&draft=true']) {
      const answer = await t.app.inject({ url });
      assert.equal(answer.statusCode, 200, url);
      assert.deepEqual(titles(answer.json()), url.includes('equals]=draft') ? [] : ['Live'], url);
    }
    const campaigns = await t.app.inject({ url: '/api/preorder-products?draft=true' });
    assert.deepEqual([titles(campaigns.json()), campaigns.json().totalDocs], [['Open campaign'], 1], '_status decides for campaigns');
    const products = await t.app.inject({ url: '/api/products' });
    assert.deepEqual(titles(products.json()), ['On sale'], 'status decides for products');
  });

  it('answers a draft by id as if it did not exist', async () => {
    const draft = await t.app.inject({ url: `/api/announcements/${draftId}?draft=true` });
    const missing = await t.app.inject({ url: '/api/announcements/000000000000000000000000' });
    assert.equal(draft.statusCode, 404);
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(draft.json(), { errors: [{ message: `No announcements document with id "${draftId}".` }] });
    assert.equal((await t.app.inject({ url: `/api/preorder-products/${draftCampaignId}` })).statusCode, 404);
  });

  it('leaves a reference to a draft bare for them', async () => {
    const answer = await t.app.inject({ url: '/api/globals/product-recommendations?depth=1' });
    const [published, draft] = answer.json().lists[0].products;
    assert.equal(published.value.title, 'On sale');
    assert.deepEqual(draft, { relationTo: 'products', value: draftProductId });
  });

  it('shows drafts to a credential with ?draft=true only (Payload\'s rule), as a personal key or the admin key', async () => {
    for (const headers of [{ authorization: `Bearer ${viewerKey}` }, admin]) {
      const plain = await t.app.inject({ url: '/api/announcements', headers });
      assert.deepEqual(titles(plain.json()), ['Live']);
      const drafts = await t.app.inject({ url: '/api/announcements?draft=true', headers });
      assert.deepEqual(titles(drafts.json()), ['Live', 'Upcoming']);
      const one = await t.app.inject({ url: `/api/announcements/${draftId}?draft=true`, headers });
      assert.deepEqual([one.statusCode, one.json().title], [200, 'Upcoming']);
      assert.equal(one.headers['cache-control']?.toString().startsWith('private'), true, 'a credentialed answer stays out of shared caches');
      const global = await t.app.inject({ url: '/api/globals/product-recommendations?depth=1&draft=true', headers });
      assert.equal(global.json().lists[0].products[1].value.title, 'Not yet');
    }
  });
});

describe('drafts in open mode', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
    await create(t, 'announcements', { title: 'Live', status: 'published' }, {});
    await create(t, 'announcements', { title: 'Upcoming', status: 'draft' }, {});
  });
  after(() => t.close());

  it('shows every document to anyone, as the contract does', async () => {
    const answer = await t.app.inject({ url: '/api/announcements' });
    assert.deepEqual(titles(answer.json()), ['Live', 'Upcoming']);
  });
});
