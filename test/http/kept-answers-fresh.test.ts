import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HOME_SOURCES } from '../../src/home/home-service.js';
import { PREORDER_DETAIL_SOURCES } from '../../src/preorders/get-preorder.js';
import { RECOMMENDATIONS_SOURCES } from '../../src/recommendations/get-recommendations.js';
import { sourcesOf } from '../../src/content/dependencies.js';
import { createDoc, startTestApp, type TestApp } from '../helpers/app.js';

/**
 * Every kept answer is fresh after a write to each of its sources (derived from the field definitions):
 * for each answer and each source, the answer is kept (asked twice), the source is written with a new
 * marker, and the next answer shows the marker.
 */
const STORE_KEY = 'fresh-answers-key';

describe('kept answers after a write to each of their sources', () => {
  let t: TestApp;
  let base: string;
  const ids = { media: '', product: '', preorder: '', announcement: '' };
  let counter = 0;
  const mediaRef = () => ({ relationTo: 'media', value: ids.media });

  before(async () => {
    t = await startTestApp({ STORE_API_KEY: STORE_KEY });
    ids.media = (await createDoc(t.app, 'media', { url: 'https://cdn.example/first.jpg', alt: 'First' })).id;
    ids.product = (await createDoc(t.app, 'products', { title: 'Plain', backendId: 'prod_plain', status: 'published', thumbnail: mediaRef(), images: [mediaRef()] })).id;
    ids.preorder = (await createDoc(t.app, 'preorder-products', {
      title: 'Campaign', backendId: 'prod_campaign', status: 'published', _status: 'published', fundingGoal: 100, thumbnail: mediaRef(), images: [mediaRef()],
    })).id;
    ids.announcement = (await createDoc(t.app, 'announcements', { title: 'Hello', status: 'published', showOnHomepage: true })).id;
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await writeSource('hero-slider', 'Slide');
    await writeSource('product-recommendations', 'Picks');
  });
  after(async () => t.close());

  async function send(method: string, path: string, body: unknown) {
    const response = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    assert.ok(response.status < 300, `${method} ${path}: ${response.status} ${await response.text()}`);
  }

  /** Writes `marker` where the source shows in the answers. */
  async function writeSource(source: string, marker: string): Promise<void> {
    const writes: Record<string, () => Promise<void>> = {
      announcements: () => send('PATCH', `/api/announcements/${ids.announcement}`, { title: marker }),
      'hero-slider': () => send('POST', '/api/globals/hero-slider', { slides: [{ id: 's1', title: marker, image: mediaRef() }] }),
      'product-recommendations': () => send('POST', '/api/globals/product-recommendations', {
        enabled: true,
        lists: [{ id: 'l1', title: marker, products: [{ relationTo: 'products', value: ids.product }, { relationTo: 'preorder-products', value: ids.preorder }] }],
      }),
      products: () => send('PATCH', `/api/products/${ids.product}`, { title: marker }),
      'preorder-products': () => send('PATCH', `/api/preorder-products/${ids.preorder}`, { title: marker }),
      media: () => send('PATCH', `/api/media/${ids.media}`, { url: `https://cdn.example/${marker}.jpg` }),
    };
    const write = writes[source];
    assert.ok(write, `no write for the source ${source}: add one`);
    await write();
  }

  // What each answer shows, written out here (not read from the code), so a source dropped from a kept
  // answer's dependencies fails below twice: in the comparison, and with a stale answer.
  const answers: [string, ReadonlySet<string>, string[], () => string, Record<string, string>][] = [
    ['GET /api/home', HOME_SOURCES, ['announcements', 'hero-slider', 'product-recommendations', 'products', 'preorder-products', 'media'], () => '/api/home', {}],
    ['GET /api/preorders/{id}', PREORDER_DETAIL_SOURCES, ['preorder-products', 'media'], () => `/api/preorders/${ids.preorder}`, {}],
    ['GET /api/public/product-recommendations', RECOMMENDATIONS_SOURCES, ['product-recommendations', 'products', 'preorder-products', 'media'],
      () => '/api/public/product-recommendations', { 'x-store-api-key': STORE_KEY }],
    // The content API's kept answers (per collection or global and depth)
    ['GET /api/preorder-products?depth=1', sourcesOf(['preorder-products'], 1), ['preorder-products', 'media'],
      () => '/api/preorder-products?where[status][equals]=published&depth=1&limit=20', {}],
    ['GET /api/products/{id}?depth=1', sourcesOf(['products'], 1), ['products', 'media'], () => `/api/products/${ids.product}?depth=1`, {}],
    ['GET /api/announcements?depth=0', sourcesOf(['announcements'], 0), ['announcements'], () => '/api/announcements?depth=0', {}],
    ['GET /api/globals/product-recommendations?depth=2', sourcesOf(['product-recommendations'], 2), ['product-recommendations', 'products', 'preorder-products', 'media'],
      () => '/api/globals/product-recommendations?depth=2', {}],
    ['GET /api/globals/hero-slider?depth=1', sourcesOf(['hero-slider'], 1), ['hero-slider', 'media'], () => '/api/globals/hero-slider?depth=1', {}],
  ];

  for (const [name, derived, shown, path, headers] of answers) {
    it(`${name}: fresh after a write to each of ${shown.join(', ')}`, async () => {
      assert.deepEqual([...derived].sort(), [...shown].sort(), `${name}: the sources derived from the field definitions`);
      for (const source of shown) {
        counter += 1;
        const marker = `marker${counter}x${source.replace(/[^a-z]/g, '')}`;
        for (let warm = 0; warm < 2; warm += 1) assert.equal((await fetch(`${base}${path()}`, { headers })).status, 200);
        await writeSource(source, marker);
        const body = await (await fetch(`${base}${path()}`, { headers })).text();
        assert.ok(body.includes(marker), `${name} after a write to ${source}: the answer does not show ${marker}`);
      }
    });
  }
});
