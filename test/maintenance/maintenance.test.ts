import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createDoc, startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
/** Open mode, as the contract's maintenance routes are meant for; users are made and counted with the admin key (identity is never anonymous). */
const admin = { authorization: 'Bearer maintenance-admin-key' };
before(async () => {
  t = await startTestApp({ ACCESS_MODE: 'open', ADMIN_API_KEY: 'maintenance-admin-key' });
});
after(async () => t.close());

async function seed(counts: Record<string, number>): Promise<void> {
  for (const [collection, count] of Object.entries(counts)) {
    for (let index = 0; index < count; index += 1) {
      const body: Record<string, unknown> =
        collection === 'users' ? { email: `user${index}-${Math.random()}@example.com`, password: 'correct horse' }
        : collection === 'media' ? { url: `https://cdn.example/${index}.jpg` }
        : { title: `${collection} ${index}` };
      await createDoc(t.app, collection, body, collection === 'users' ? admin : {});
    }
  }
}

async function count(collection: string): Promise<number> {
  const response = await t.app.inject({ url: `/api/${collection}?limit=1`, headers: collection === 'users' ? admin : {} });
  return response.json().totalDocs;
}

async function emptyAll(): Promise<void> {
  await t.app.inject({ method: 'DELETE', url: '/api/admin?collections=products,preorder-products,announcements,articles' });
}

describe('GET /api/clear-data', () => {
  beforeEach(emptyAll);

  it('refuses without confirm=true and deletes nothing', async () => {
    await seed({ products: 1 });
    for (const url of ['/api/clear-data', '/api/clear-data?confirm=yes', '/api/clear-data?confirm=TRUE']) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 400);
      const body = response.json();
      assert.equal(body.success, false);
      assert.equal(typeof body.error, 'string');
      assert.equal(typeof body.message, 'string');
    }
    assert.equal(await count('products'), 1);
  });

  it('deletes the four collections and reports each count', async () => {
    await seed({ products: 2, 'preorder-products': 3, announcements: 1, articles: 4, media: 1 });
    const response = await t.app.inject({ url: '/api/clear-data?confirm=true' });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.success, true);
    assert.equal(typeof body.message, 'string');
    assert.deepEqual(body.results, { products: 2, preorderProducts: 3, announcements: 1, articles: 4, errors: [] });
    assert.equal(await count('products'), 0);
    assert.equal(await count('preorder-products'), 0);
    assert.equal(await count('media'), 1, 'media is not cleared');
  });
});

describe('POST /api/clear-data', () => {
  beforeEach(emptyAll);

  it('defaults to products, announcements and articles (empty body, no body, empty object)', async () => {
    for (const payload of [undefined, '', '{}']) {
      await seed({ products: 1, 'preorder-products': 1, announcements: 2, articles: 1 });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/clear-data',
        headers: payload === undefined ? {} : { 'content-type': 'application/json' },
        payload,
      });
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json();
      assert.equal(body.success, true);
      assert.equal(typeof body.message, 'string');
      assert.deepEqual(body.results, { products: 1, announcements: 2, articles: 1 });
      assert.equal('errors' in body, false, 'errors is omitted when empty');
      assert.equal(await count('preorder-products'), 1, 'preorder-products is not a default');
      await emptyAll();
    }
  });

  it('skips users and media with an error entry, and reports unknown slugs', async () => {
    await seed({ users: 1, media: 1, 'preorder-products': 2 });
    const [users, media] = [await count('users'), await count('media')];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/clear-data',
      payload: { collections: ['users', 'media', 'preorder-products', 'nope'] },
    });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual(body.results, { 'preorder-products': 2 });
    assert.equal(body.errors.length, 3);
    assert.match(body.errors[0], /users/);
    assert.match(body.errors[1], /media/);
    assert.match(body.errors[2], /nope/);
    assert.equal(await count('users'), users);
    assert.equal(await count('media'), media);
  });

  it('answers 500 {success:false,error} to an unparsable body and deletes nothing', async () => {
    await seed({ products: 1 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/clear-data',
      headers: { 'content-type': 'application/json' },
      payload: '{"collections": [',
    });
    assert.equal(response.statusCode, 500);
    const body = response.json();
    assert.equal(body.success, false);
    assert.equal(typeof body.error, 'string');
    assert.equal(await count('products'), 1);
  });

  it('answers 400 when collections is not an array of strings', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/clear-data', payload: { collections: 'products' } });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().success, false);
  });
});

describe('GET /api/admin', () => {
  beforeEach(emptyAll);

  it('action=stats counts products and preorder products', async () => {
    await seed({ products: 2, 'preorder-products': 3, articles: 1 });
    const response = await t.app.inject({ url: '/api/admin?action=stats' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { success: true, products: 2, preorderProducts: 3, total: 5 });
  });

  it('any other or missing action is 400 {success:false,error}', async () => {
    for (const url of ['/api/admin', '/api/admin?action=purge', '/api/admin?action=']) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 400);
      const body = response.json();
      assert.equal(body.success, false);
      assert.equal(typeof body.error, 'string');
    }
  });
});

describe('DELETE /api/admin', () => {
  beforeEach(emptyAll);

  it('defaults to the four content collections', async () => {
    await seed({ products: 1, 'preorder-products': 2, announcements: 1, articles: 1, media: 1 });
    const media = await count('media');
    const response = await t.app.inject({ method: 'DELETE', url: '/api/admin' });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.success, true);
    assert.deepEqual(body.results, { products: 1, 'preorder-products': 2, announcements: 1, articles: 1 });
    assert.equal('errors' in body, false);
    assert.equal(await count('media'), media);
  });

  it('skips protected collections and reports unknown slugs in errors', async () => {
    await seed({ articles: 2, users: 1 });
    const users = await count('users');
    const response = await t.app.inject({ method: 'DELETE', url: '/api/admin?collections=articles,users,media,unknown' });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual(body.results, { articles: 2 });
    assert.equal(body.errors.length, 3);
    assert.equal(await count('users'), users);
  });
});
