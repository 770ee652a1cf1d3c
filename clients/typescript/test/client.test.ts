import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createDoc, startTestApp, type TestApp } from '../../../test/helpers/app.js';
import { createStorefrontClient, StorefrontError, toQueryString } from '../src/index.js';

/** The typed client against the real service, listening on a loopback port (fetch, no inject). */
const STORE = 'store-key-for-client';
const ADMIN = 'admin-key-for-client';

describe('@storefront-service/client against the service', () => {
  let t: TestApp;
  let baseUrl = '';
  let campaignId = '';

  before(async () => {
    t = await startTestApp({ STORE_API_KEY: STORE, ADMIN_API_KEY: ADMIN });
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const admin = { authorization: `Bearer ${ADMIN}` };
    const campaign = await createDoc(t.app, 'preorder-products', {
      title: 'Winter Kit', status: 'published', _status: 'published', seedId: 'seed_winter', fundingGoal: 10, orderCount: 3,
      variants: [{ id: 'v1', title: 'S', sku: 'WK-S', currentOrders: 2, maxOrders: 5 }],
    }, admin);
    campaignId = campaign.id;
    await createDoc(t.app, 'preorder-products', { title: 'Summer Kit', status: 'draft', fundingGoal: 40 }, admin);
    await createDoc(t.app, 'announcements', { title: 'Batch 1 ships', status: 'published', showOnHomepage: true, priority: 3 }, admin);
    const recommendations = { enabled: true, lists: [{ id: 'featured', title: 'Featured', preorder: true, products: [{ relationTo: 'preorder-products', value: campaignId }] }] };
    await t.app.inject({ method: 'POST', url: '/api/globals/product-recommendations', headers: admin, payload: recommendations });
  });
  after(async () => t.close());

  it('home: the announcements and the recommendation lists with their preorder figures', async () => {
    const home = await createStorefrontClient({ baseUrl }).home();
    assert.deepEqual(home.announcements.map((a) => a.title), ['Batch 1 ships']);
    const product = home.productRecommendations.lists[0]!.products[0]!;
    assert.equal(product.title, 'Winter Kit');
    assert.equal(product.preorder?.fundingGoal, 10);
  });

  it('campaign: the detail by id or seedId, and a StorefrontError with the body for an unknown one', async () => {
    const client = createStorefrontClient({ baseUrl });
    const campaign = await client.campaign('seed_winter');
    assert.equal(campaign.id, campaignId);
    assert.equal(campaign.variants[0]!.available_slots, 3);
    await assert.rejects(client.campaign('nothing'), (error: unknown) =>
      error instanceof StorefrontError && error.status === 404 && (error.body as { error: string }).error === 'Preorder product "nothing" not found');
  });

  it('recommendations: sent with the store key, refused without a valid one', async () => {
    const data = await createStorefrontClient({ baseUrl, storeApiKey: STORE }).recommendations();
    assert.deepEqual(data.lists.map((list) => list.products.map((p) => p.title)), [['Winter Kit']]);
    await assert.rejects(createStorefrontClient({ baseUrl, storeApiKey: 'wrong' }).recommendations(), (error: unknown) => error instanceof StorefrontError && error.status === 401);
    assert.throws(() => createStorefrontClient({ baseUrl }).recommendations(), /storeApiKey/);
  });

  it('list: a typed where, sort and limit reach the service as it parses them', async () => {
    const client = createStorefrontClient({ baseUrl });
    const published = await client.list('preorder-products', { where: { status: { equals: 'published' } } });
    assert.deepEqual(published.docs.map((doc) => doc.title), ['Winter Kit']);
    // the draft Summer Kit: hidden from a reader without a credential (protected mode), seen in a preview
    const preview = createStorefrontClient({ baseUrl, token: ADMIN });
    const either = await preview.list('preorder-products', {
      where: { or: [{ fundingGoal: { greater_than: 20 } }, { title: { like: 'winter' } }] }, sort: '-fundingGoal', limit: 1, draft: true,
    });
    assert.equal(either.totalDocs, 2);
    assert.deepEqual(either.docs.map((doc) => doc.fundingGoal), [40]);
    const named = await preview.list('preorder-products', { where: { title: { in: ['Summer Kit', 'Autumn Kit'] } }, draft: true });
    assert.deepEqual(named.docs.map((doc) => doc.title), ['Summer Kit']);
    assert.equal((await client.list('preorder-products', { where: { title: { in: ['Summer Kit'] } }, draft: true })).totalDocs, 0);
    const one = await client.get('announcements', published.docs[0]!.id).catch((error: unknown) => error);
    assert.ok(one instanceof StorefrontError && one.status === 404, 'a preorder id is not an announcement');
  });

  it('api: any operation, typed by the document, with a token for writes', async () => {
    const editor = createStorefrontClient({ baseUrl, token: ADMIN });
    const { data, response } = await editor.api.POST('/api/announcements', { body: { title: 'Doors open', status: 'published', priority: 9 } });
    assert.equal(response.status, 201);
    assert.equal(data?.doc.priority, 9);
    const anonymous = await createStorefrontClient({ baseUrl }).api.POST('/api/announcements', { body: { title: 'Nope' } });
    assert.equal(anonymous.response.status, 401);
    assert.ok(anonymous.error?.errors[0]?.message);
    const listed = await editor.list('announcements', { where: { priority: { greater_than_equal: 9 } } });
    assert.deepEqual(listed.docs.map((doc) => doc.title), ['Doors open']);
  });

  it('toQueryString writes nested where conditions as brackets', () => {
    assert.equal(toQueryString({ where: { and: [{ status: { equals: 'published' } }] }, limit: 5 }), 'where[and][0][status][equals]=published&limit=5');
  });
});
