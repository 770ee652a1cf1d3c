import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createDoc, setGlobal, startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => t.close());

const DAY = 86_400_000;

describe('GET /api/home', () => {
  it('answers the defaults on an empty store', async () => {
    const response = await t.app.inject({ url: '/api/home' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      announcements: [],
      heroSlider: { slides: [] },
      productRecommendations: { enabled: false, lists: [] },
    });
  });

  it('lists at most 10 published home-page announcements by priority, with the six fields', async () => {
    for (let priority = 1; priority <= 12; priority += 1) {
      await createDoc(t.app, 'announcements', {
        title: `A${priority}`, type: 'news', summary: `S${priority}`, priority, status: 'published',
        showOnHomepage: true, publishedAt: '2026-01-01T00:00:00.000Z', content: { hidden: true },
      });
    }
    await createDoc(t.app, 'announcements', { title: 'draft', priority: 100, status: 'draft', showOnHomepage: true });
    await createDoc(t.app, 'announcements', { title: 'off home', priority: 99, status: 'published', showOnHomepage: false });
    const { announcements } = (await t.app.inject({ url: '/api/home' })).json();
    assert.equal(announcements.length, 10);
    assert.deepEqual(announcements.map((a: { priority: number }) => a.priority), [12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    assert.deepEqual(Object.keys(announcements[0]).sort(), ['id', 'priority', 'publishedAt', 'summary', 'title', 'type']);
    assert.deepEqual(
      { title: announcements[0].title, type: announcements[0].type, summary: announcements[0].summary },
      { title: 'A12', type: 'news', summary: 'S12' },
    );
    assert.equal(announcements[0].publishedAt, '2026-01-01T00:00:00.000Z');
  });

  it('returns hero slides and recommendation lists with product cards and preorder figures', async () => {
    t.clock.now = new Date('2026-06-01T12:00:00.000Z');
    const plain = await createDoc(t.app, 'products', {
      title: 'Plain', backendId: 'prod_plain', status: 'published', handle: 'plain', startPrice: 10,
    });
    const bare = await createDoc(t.app, 'products', { title: 'Bare' });
    const preorder = await createDoc(t.app, 'preorder-products', {
      title: 'Campaign', backendId: 'prod_pre', seedId: 'seed_pre', status: 'published', description: 'Soon',
      fundingGoal: '200', orderCount: 30, fakeOrderCount: '20',
      preorderStartDate: '2026-05-01T00:00:00.000Z', preorderEndDate: '2026-06-03T00:00:00.000Z',
    });
    const noGoal = await createDoc(t.app, 'preorder-products', { title: 'No goal' });
    await setGlobal(t.app, 'hero-slider', { slides: [{ title: 'Welcome', link: '/sale' }] });
    await setGlobal(t.app, 'product-recommendations', {
      enabled: true,
      lists: [
        {
          title: 'Featured', subtitle: 'Picked',
          products: [
            { relationTo: 'products', value: plain.id },
            { relationTo: 'preorder-products', value: preorder.id },
            { relationTo: 'products', value: bare.id },
          ],
        },
        { title: 'Preorders', preorder: true, products: [{ relationTo: 'preorder-products', value: noGoal.id }] },
      ],
    });

    const body = (await t.app.inject({ url: '/api/home' })).json();
    assert.deepEqual(body.heroSlider.slides.map((s: { title: string }) => s.title), ['Welcome']);
    assert.equal(body.productRecommendations.enabled, true);
    const [featured, preorders] = body.productRecommendations.lists;
    assert.equal(featured.title, 'Featured');
    assert.equal(featured.subtitle, 'Picked');
    assert.equal(featured.preorder, false, 'preorder defaults to false');
    assert.equal(preorders.preorder, true);
    assert.equal(preorders.subtitle, '');

    assert.deepEqual(featured.products[0], {
      id: plain.id, backendId: 'prod_plain', handle: 'plain', seedId: null, title: 'Plain', thumbnail: null,
      status: 'published', description: '', content: null, startPrice: 10, relationTo: 'products',
    });
    assert.equal(featured.products[2].handle, null, 'handle is null when unset');
    assert.equal(featured.products[2].startPrice, null);
    assert.equal('preorder' in featured.products[0], false, 'ordinary products carry no preorder block');

    const campaign = featured.products[1];
    assert.equal(campaign.relationTo, 'preorder-products');
    assert.equal(campaign.description, 'Soon');
    assert.deepEqual(campaign.preorder, {
      type: 'standard',
      fundingGoal: 200,
      orderCount: 50,
      startDate: '2026-05-01T00:00:00.000Z',
      endDate: '2026-06-03T00:00:00.000Z',
      progress: 25,
      daysLeft: 2,
      backers: 50,
    });
    assert.deepEqual(preorders.products[0].preorder, {
      type: 'standard', fundingGoal: 0, orderCount: 0, startDate: null, endDate: null,
      progress: 0, daysLeft: null, backers: 0,
    });
  });

  it('computes daysLeft for the moment of each request', async () => {
    const end = Date.parse('2026-06-03T00:00:00.000Z');
    const daysLeftAt = async (now: number) => {
      t.clock.now = new Date(now);
      const body = (await t.app.inject({ url: '/api/home' })).json();
      return body.productRecommendations.lists[0].products[1].preorder.daysLeft;
    };
    assert.equal(await daysLeftAt(end - 2.5 * DAY), 3);
    assert.equal(await daysLeftAt(end - 1), 1);
    assert.equal(await daysLeftAt(end), 0);
    assert.equal(await daysLeftAt(end + 5 * DAY), 0, 'never negative');
  });

  it('leaves out references to products that no longer exist', async () => {
    const gone = await createDoc(t.app, 'products', { title: 'Gone' });
    await t.app.inject({ method: 'DELETE', url: `/api/products/${gone.id}` });
    await setGlobal(t.app, 'product-recommendations', {
      lists: [{ title: 'L', products: [{ relationTo: 'products', value: gone.id }] }],
    });
    const body = (await t.app.inject({ url: '/api/home' })).json();
    assert.deepEqual(body.productRecommendations.lists[0].products, []);
  });
});
