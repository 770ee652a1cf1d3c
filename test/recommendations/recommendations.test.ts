import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createDoc, setGlobal, startTestApp, type TestApp } from '../helpers/app.js';

const KEY = 'store-key-for-tests';
let t: TestApp;
before(async () => {
  t = await startTestApp({ STORE_API_KEY: KEY });
});
after(async () => t.close());

const ABSENT = Symbol('no header');

function fetchRecommendations(key: string | typeof ABSENT = KEY) {
  return t.app.inject({
    url: '/api/public/product-recommendations',
    headers: key === ABSENT ? {} : { 'x-store-api-key': key },
  });
}

describe('GET /api/public/product-recommendations', () => {
  it('answers 401 {success:false,error} to a missing, empty or wrong key', async () => {
    const keys: (string | typeof ABSENT)[] = [ABSENT, '', 'wrong', `${KEY}x`, KEY.slice(0, -1)];
    for (const key of keys) {
      const response = await fetchRecommendations(key);
      assert.equal(response.statusCode, 401, `key ${String(key)}`);
      assert.equal(response.json().success, false);
      assert.equal(typeof response.json().error, 'string');
    }
  });

  it('answers 401 even to the right header when no key is configured', async () => {
    const other = await startTestApp();
    try {
      const response = await other.app.inject({
        url: '/api/public/product-recommendations',
        headers: { 'x-store-api-key': 'anything' },
      });
      assert.equal(response.statusCode, 401);
    } finally {
      await other.close();
    }
  });

  it('serves the disabled shape, cached after the first call', async () => {
    const first = await fetchRecommendations();
    assert.equal(first.statusCode, 200);
    assert.deepEqual(first.json(), { success: true, data: { enabled: false, lists: [] }, cached: false });
    const second = await fetchRecommendations();
    assert.deepEqual(second.json(), { success: true, data: { enabled: false, lists: [] }, cached: true });
  });

  it('keeps only published products, expanded with their images, and counts them', async () => {
    const image = await createDoc(t.app, 'media', { url: 'https://cdn.example/p.jpg' });
    const published = await createDoc(t.app, 'products', {
      title: 'On sale', status: 'published', images: [{ relationTo: 'media', value: image.id }],
    });
    const draft = await createDoc(t.app, 'products', { title: 'Draft', status: 'draft' });
    const preorder = await createDoc(t.app, 'preorder-products', { title: 'Pre', status: 'published' });
    await setGlobal(t.app, 'product-recommendations', {
      enabled: true,
      lists: [
        {
          id: 'list-1', title: 'Top', subtitle: 'Best',
          products: [
            { relationTo: 'products', value: published.id },
            { relationTo: 'products', value: draft.id },
            { relationTo: 'preorder-products', value: preorder.id },
          ],
        },
        { id: 'list-2', title: 'Empty', products: [] },
      ],
    });

    const response = await fetchRecommendations();
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.success, true);
    assert.equal(body.cached, false, 'the write dropped the cached disabled answer');
    assert.equal(body.data.enabled, true);
    assert.equal(body.data.totalLists, 2);
    const [top, empty] = body.data.lists;
    assert.deepEqual(Object.keys(top).sort(), ['id', 'products', 'subtitle', 'title', 'totalProducts']);
    assert.equal(top.id, 'list-1');
    assert.equal(top.title, 'Top');
    assert.equal(top.subtitle, 'Best');
    assert.equal(top.totalProducts, 2);
    assert.deepEqual(top.products.map((p: { id: string }) => p.id), [published.id, preorder.id]);
    assert.equal(top.products[0].images[0].value.url, 'https://cdn.example/p.jpg');
    assert.deepEqual({ products: empty.products, totalProducts: empty.totalProducts }, { products: [], totalProducts: 0 });

    const again = (await fetchRecommendations()).json();
    assert.equal(again.cached, true);
    assert.deepEqual(again.data, body.data);
  });

  it('drops the cache when a listed product changes, then caches again', async () => {
    const cachedBefore = (await fetchRecommendations()).json();
    assert.equal(cachedBefore.cached, true);
    const product = cachedBefore.data.lists[0].products[0];
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/products/${product.id}`, payload: { title: 'Renamed' } });
    assert.equal(patched.statusCode, 200);
    const fresh = (await fetchRecommendations()).json();
    assert.equal(fresh.cached, false);
    assert.equal(fresh.data.lists[0].products[0].title, 'Renamed');
    assert.equal((await fetchRecommendations()).json().cached, true);
  });

  it('drops the cache when a preorder product changes or a collection is cleared', async () => {
    await fetchRecommendations();
    await createDoc(t.app, 'preorder-products', { title: 'Another' });
    assert.equal((await fetchRecommendations()).json().cached, false);
    await t.app.inject({ method: 'DELETE', url: '/api/admin?collections=articles' });
    assert.equal((await fetchRecommendations()).json().cached, true, 'articles do not feed recommendations');
    await t.app.inject({ method: 'DELETE', url: '/api/admin?collections=products' });
    const afterClear = (await fetchRecommendations()).json();
    assert.equal(afterClear.cached, false);
    assert.equal(afterClear.data.lists[0].totalProducts, 1);
  });

  it('keeps the enabled answer for 3600 s and the disabled one for 600 s', async () => {
    const start = t.clock.now.getTime();
    let offset = 0;
    const at = (ms: number) => void (t.clock.now = new Date(start + (offset = ms)));
    try {
      await fetchRecommendations();
      at(3599_000);
      assert.equal((await fetchRecommendations()).json().cached, true);
      at(3601_000);
      assert.equal((await fetchRecommendations()).json().cached, false);

      await setGlobal(t.app, 'product-recommendations', { enabled: false });
      await fetchRecommendations();
      at(offset + 599_000);
      assert.equal((await fetchRecommendations()).json().cached, true);
      at(offset + 2_000);
      const expired = (await fetchRecommendations()).json();
      assert.equal(expired.cached, false);
      assert.deepEqual(expired.data, { enabled: false, lists: [] });
    } finally {
      t.clock.now = new Date(start);
    }
  });
});
