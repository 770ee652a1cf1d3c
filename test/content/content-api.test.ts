import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createDoc, setGlobal, startTestApp, type TestApp } from '../helpers/app.js';

const ADMIN_KEY = 'content-api-admin-key';
const admin = { authorization: `Bearer ${ADMIN_KEY}` };
let t: TestApp;
before(async () => {
  // Open mode (the contract's default) with an admin key: users are never read or written anonymously.
  t = await startTestApp({ ADMIN_API_KEY: ADMIN_KEY, ACCESS_MODE: 'open' });
  for (let index = 1; index <= 12; index += 1) {
    await createDoc(t.app, 'announcements', {
      title: `Notice ${index}`,
      priority: index,
      status: index % 2 === 0 ? 'published' : 'draft',
      showOnHomepage: index <= 6,
      type: index % 3 === 0 ? 'sale' : 'news',
      publishedAt: new Date(Date.UTC(2026, 0, index)).toISOString(),
    });
  }
});
after(async () => t.close());

async function list(query: string) {
  const response = await t.app.inject({ url: `/api/announcements?${query}` });
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

const titles = (body: { docs: { title: string }[] }) => body.docs.map((doc) => doc.title);

describe('content API: collections', () => {
  it('creates with 201 {doc, message}, applying defaults and a generated id', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/preorder-products', payload: { title: 'New' } });
    assert.equal(response.statusCode, 201);
    const { doc, message } = response.json();
    assert.equal(typeof message, 'string');
    assert.match(doc.id, /^[0-9a-f]{24}$/);
    assert.equal(doc.preorderType, 'standard');
    assert.deepEqual(doc.images, []);
    assert.equal(doc.fundingGoal, 0);
    assert.ok(Date.parse(doc.createdAt));
    const read = await t.app.inject({ url: `/api/preorder-products/${doc.id}` });
    assert.deepEqual(read.json(), doc);
  });

  it('paginates with the Payload envelope, default limit 10', async () => {
    const first = await list('sort=priority');
    assert.equal(first.docs.length, 10);
    assert.deepEqual(
      { ...first, docs: undefined },
      { docs: undefined, totalDocs: 12, limit: 10, page: 1, totalPages: 2, hasNextPage: true, hasPrevPage: false,
        nextPage: 2, prevPage: null, pagingCounter: 1 },
    );
    const second = await list('sort=priority&page=2');
    assert.deepEqual(titles(second), ['Notice 11', 'Notice 12']);
    assert.equal(second.hasNextPage, false);
    assert.equal(second.prevPage, 1);
    // past the end no row carries the total: it is counted on its own
    const beyond = await list('sort=priority&page=4');
    assert.deepEqual({ ...beyond, docs: beyond.docs.length },
      { docs: 0, totalDocs: 12, limit: 10, page: 4, totalPages: 2, hasNextPage: false, hasPrevPage: true, nextPage: null, prevPage: 3, pagingCounter: 31 });
    const none = await list('where[title][equals]=nothing');
    assert.deepEqual([none.totalDocs, none.totalPages, none.docs.length], [0, 1, 0]);
  });

  it('sorts ascending and descending, numbers numerically', async () => {
    assert.deepEqual(titles(await list('sort=-priority&limit=3')), ['Notice 12', 'Notice 11', 'Notice 10']);
    assert.deepEqual(titles(await list('sort=priority&limit=3')), ['Notice 1', 'Notice 2', 'Notice 3']);
  });

  it('filters with every where operator', async () => {
    const cases: [string, string[]][] = [
      ['where[priority][equals]=4', ['Notice 4']],
      ['where[priority][greater_than]=10', ['Notice 11', 'Notice 12']],
      ['where[priority][greater_than_equal]=11', ['Notice 11', 'Notice 12']],
      ['where[priority][less_than]=3', ['Notice 1', 'Notice 2']],
      ['where[priority][less_than_equal]=2', ['Notice 1', 'Notice 2']],
      ['where[priority][in]=1,5,9', ['Notice 1', 'Notice 5', 'Notice 9']],
      ['where[priority][in][0]=2&where[priority][in][1]=3', ['Notice 2', 'Notice 3']],
      ['where[priority][not_in]=1,2,3,4,5,6,7,8,9,10', ['Notice 11', 'Notice 12']],
      ['where[status][not_equals]=draft&where[priority][less_than]=5', ['Notice 2', 'Notice 4']],
      ['where[title][like]=notice 1', ['Notice 1', 'Notice 10', 'Notice 11', 'Notice 12']],
      ['where[title][contains]=ice 1', ['Notice 1', 'Notice 10', 'Notice 11', 'Notice 12']],
      ['where[showOnHomepage][equals]=true&where[type][equals]=sale', ['Notice 3', 'Notice 6']],
      ['where[publishedAt][greater_than]=2026-01-10T12:00:00Z', ['Notice 11', 'Notice 12']],
      ['where[or][0][priority][equals]=1&where[or][1][priority][equals]=12', ['Notice 1', 'Notice 12']],
      ['where[and][0][priority][greater_than]=2&where[and][1][priority][less_than]=5', ['Notice 3', 'Notice 4']],
      ['where[summary][exists]=true', titles(await list('sort=priority&limit=100'))],
      ['where[content][exists]=true', []],
    ];
    for (const [query, expected] of cases) {
      assert.deepEqual(titles(await list(`${query}&sort=priority&limit=100`)), expected, query);
    }
  });

  it('treats where values as data, never as SQL', async () => {
    const body = await list(`where[title][equals]=${encodeURIComponent("x' or '1'='1")}`);
    assert.equal(body.totalDocs, 0);
    const like = await list(`where[title][like]=${encodeURIComponent('%')}`);
    assert.equal(like.totalDocs, 0, 'like wildcards in values are literal');
  });

  it('rejects unknown fields, operators and malformed values with 400 {errors:[{message, field}]}', async () => {
    const cases: [string, string][] = [
      ['where[nope][equals]=1', 'nope'],
      [`where[${encodeURIComponent("title') or 1=1 --")}][equals]=1`, "title') or 1=1 --"],
      ['where[priority][regex]=1', 'priority'],
      ['where[priority][equals]=abc', 'priority'],
      ['where[showOnHomepage][equals]=maybe', 'showOnHomepage'],
      ['sort=-nope', 'nope'],
      ['limit=abc', 'limit'],
      ['limit=0', 'limit'],
      ['page=0', 'page'],
      ['depth=99', 'depth'],
    ];
    for (const [query, field] of cases) {
      const response = await t.app.inject({ url: `/api/announcements?${query}` });
      assert.equal(response.statusCode, 400, query);
      const { errors } = response.json();
      assert.equal(errors.length, 1, query);
      assert.equal(errors[0].field, field, query);
      assert.equal(typeof errors[0].message, 'string');
    }
  });

  it('validates bodies against the collection fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/announcements',
      payload: { title: 5, priority: 'high', showOnHomepage: 'yes', status: 'archived', bogus: 1 },
    });
    assert.equal(response.statusCode, 400);
    const fields = response.json().errors.map((error: { field: string }) => error.field).sort();
    assert.deepEqual(fields, ['bogus', 'priority', 'showOnHomepage', 'status', 'title']);

    const missing = await t.app.inject({ method: 'POST', url: '/api/products', payload: {} });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().errors[0].field, 'title');

    const notObject = await t.app.inject({ method: 'POST', url: '/api/products', payload: [1, 2] });
    assert.equal(notObject.statusCode, 400);
  });

  it('answers 400 to malformed JSON and 404 to unknown collections and ids', async () => {
    const malformed = await t.app.inject({
      method: 'POST', url: '/api/products', headers: { 'content-type': 'application/json' }, payload: '{"title":',
    });
    assert.equal(malformed.statusCode, 400);
    assert.ok(Array.isArray(malformed.json().errors));
    for (const [method, url] of [['GET', '/api/widgets'], ['POST', '/api/widgets'], ['GET', '/api/products/missing'],
      ['PATCH', '/api/products/missing'], ['DELETE', '/api/products/missing'], ['GET', '/api/globals/nope']] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : { title: 'x' } });
      assert.equal(response.statusCode, 404, `${method} ${url}`);
      assert.equal(typeof response.json().errors[0].message, 'string');
    }
  });

  it('updates with PATCH {doc, message}, keeping fields not sent', async () => {
    const created = await createDoc(t.app, 'articles', { title: 'Draft article', excerpt: 'Short' });
    const response = await t.app.inject({ method: 'PATCH', url: `/api/articles/${created.id}`, payload: { title: 'Final' } });
    assert.equal(response.statusCode, 200);
    const { doc, message } = response.json();
    assert.equal(typeof message, 'string');
    assert.equal(doc.title, 'Final');
    assert.equal(doc.excerpt, 'Short');
    assert.ok(Date.parse(doc.updatedAt) >= Date.parse(created.updatedAt as string));
    const invalid = await t.app.inject({ method: 'PATCH', url: `/api/articles/${created.id}`, payload: { title: null } });
    assert.equal(invalid.statusCode, 400);
  });

  it('deletes with {doc, message}', async () => {
    const created = await createDoc(t.app, 'articles', { title: 'Temporary' });
    const response = await t.app.inject({ method: 'DELETE', url: `/api/articles/${created.id}` });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().doc.id, created.id);
    assert.equal((await t.app.inject({ url: `/api/articles/${created.id}` })).statusCode, 404);
  });

  it('refuses a second product record with the same backendId, in either collection', async () => {
    await createDoc(t.app, 'products', { title: 'One', backendId: 'prod_dup' });
    for (const collection of ['products', 'preorder-products']) {
      const response = await t.app.inject({ method: 'POST', url: `/api/${collection}`, payload: { title: 'Two', backendId: 'prod_dup' } });
      assert.equal(response.statusCode, 400, collection);
      assert.equal(response.json().errors[0].field, 'backendId');
    }
  });

  it('never returns a user password or its hash', async () => {
    const user = await createDoc(t.app, 'users', { email: 'Editor@Example.com', password: 'long enough secret' }, admin);
    assert.equal(user.email, 'editor@example.com');
    const read = await t.app.inject({ url: `/api/users/${user.id}`, headers: admin });
    const listed = await t.app.inject({ url: '/api/users', headers: admin });
    assert.equal(read.statusCode, 200);
    for (const body of [JSON.stringify(user), read.body, listed.body]) {
      assert.doesNotMatch(body, /password|scrypt|long enough secret/i);
    }
  });
});

describe('content API: relationships and depth', () => {
  it('expands references to the requested depth and keeps ids at depth 0', async () => {
    const author = await createDoc(t.app, 'users', { email: 'writer@example.com', password: 'long enough secret' }, admin);
    const cover = await createDoc(t.app, 'media', { url: 'https://cdn.example/cover.jpg' });
    const article = await createDoc(t.app, 'articles', {
      title: 'Linked', author: author.id, coverImage: { relationTo: 'media', value: cover.id },
    });
    const shallow = (await t.app.inject({ url: `/api/articles/${article.id}?depth=0` })).json();
    assert.deepEqual(shallow.author, { relationTo: 'users', value: author.id });
    const deep = (await t.app.inject({ url: `/api/articles/${article.id}`, headers: admin })).json();
    assert.equal(deep.coverImage.value.url, 'https://cdn.example/cover.jpg');
    assert.equal(deep.author.value.email, 'writer@example.com');
    // Anonymous readers see the author as a bare reference: users are never read anonymously.
    const anonymous = (await t.app.inject({ url: `/api/articles/${article.id}` })).json();
    assert.equal(anonymous.coverImage.value.url, 'https://cdn.example/cover.jpg');
    assert.deepEqual(anonymous.author, { relationTo: 'users', value: author.id });
    assert.doesNotMatch(JSON.stringify(deep), /scrypt/);
  });

  it('expands globals and stops at depth', async () => {
    const image = await createDoc(t.app, 'media', { url: 'https://cdn.example/p.jpg' });
    const product = await createDoc(t.app, 'products', { title: 'P', images: [{ relationTo: 'media', value: image.id }] });
    await setGlobal(t.app, 'product-recommendations', {
      enabled: true, lists: [{ title: 'L', products: [{ relationTo: 'products', value: product.id }] }],
    });
    const read = async (depth: number) =>
      (await t.app.inject({ url: `/api/globals/product-recommendations?depth=${depth}` })).json().lists[0].products[0];
    assert.deepEqual(await read(0), { relationTo: 'products', value: product.id });
    const one = await read(1);
    assert.equal(one.value.title, 'P');
    assert.deepEqual(one.value.images[0], { relationTo: 'media', value: image.id });
    assert.equal((await read(2)).value.images[0].value.url, 'https://cdn.example/p.jpg');
  });

  it('rejects references to collections a field does not allow', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/globals/product-recommendations',
      payload: { lists: [{ title: 'Bad', products: [{ relationTo: 'articles', value: 'x' }] }] },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().errors[0].field, 'lists.0.products.0');
  });

  it('answers globals with {result, message} and their defaults', async () => {
    const read = await t.app.inject({ url: '/api/globals/hero-slider' });
    assert.equal(read.statusCode, 200);
    assert.deepEqual(read.json().slides, []);
    const written = await t.app.inject({ method: 'POST', url: '/api/globals/hero-slider', payload: { slides: [{ title: 'Hi' }] } });
    assert.equal(written.statusCode, 200);
    assert.equal(typeof written.json().message, 'string');
    assert.equal(written.json().result.slides[0].title, 'Hi');
  });
});
