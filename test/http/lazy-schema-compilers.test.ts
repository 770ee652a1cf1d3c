import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { createDoc, startTestApp, type TestApp } from '../helpers/app.js';

/**
 * The service compiles a route's schemas on the route's first use (src/http/lazy-schema-compilers.ts).
 * Every schema still compiles (an app that compiles them all at start, as Fastify does by default,
 * starts), and a lazily compiled route answers byte for byte as one compiled at start: validation
 * errors, coercion and defaults of query strings and bodies, and serialized answers.
 */
const REQUESTS: (InjectOptions & { url: string })[] = [
  { method: 'GET', url: '/api/articles?limit=abc' },
  { method: 'GET', url: '/api/articles?limit=1&depth=0' },
  { method: 'GET', url: '/api/articles?limit=1&page=2&sort=-title' },
  { method: 'GET', url: '/api/articles/count' },
  { method: 'GET', url: '/api/preorders/nope' },
  { method: 'GET', url: '/api/preorders/prod_01?extra=1' },
  { method: 'GET', url: '/api/home?x=1' },
  { method: 'GET', url: '/api/public/product-recommendations?limit=-1' },
  { method: 'GET', url: '/api/admin?action=nothing' },
  { method: 'GET', url: '/api/users/me' },
  { method: 'POST', url: '/api/users/login', payload: { email: 5, password: [] } },
  { method: 'POST', url: '/api/users/login', payload: { email: 'nobody@shop.example', password: 'not the password' } },
  { method: 'POST', url: '/api/articles', payload: { title: 7 } },
  { method: 'POST', url: '/api/announcements', payload: { title: 'x', priority: 'high' } },
  { method: 'POST', url: '/api/preorders/nope/increment', payload: { variantId: 3, quantity: '2' } },
  { method: 'POST', url: '/api/clear-data', payload: { collections: 'all' } },
  { method: 'PATCH', url: '/api/globals/hero-slider', payload: { slides: 'none' } },
];

describe('schemas compiled on first use', () => {
  let lazy: TestApp;
  let atStart: TestApp;
  before(async () => {
    lazy = await startTestApp();
    atStart = await startTestApp({}, { compileSchemasAtStart: true });
    for (const app of [lazy, atStart]) await createDoc(app.app, 'articles', { title: 'Same on both' });
  });
  after(async () => {
    await lazy?.close();
    await atStart?.close();
  });

  it('answer every request as schemas compiled at start do', async () => {
    for (const request of REQUESTS) {
      const [fromLazy, fromAtStart] = await Promise.all([lazy.app.inject(request), atStart.app.inject(request)]);
      const label = `${request.method} ${request.url}`;
      assert.equal(fromLazy.statusCode, fromAtStart.statusCode, label);
      assert.equal(fromLazy.headers['content-type'], fromAtStart.headers['content-type'], label);
      assert.equal(normalize(fromLazy.body), normalize(fromAtStart.body), label);
    }
  });

  it('refuse a bad request with the documented error, and serialize a list with its declared fields only', async () => {
    const bad = await lazy.app.inject({ url: '/api/articles?limit=abc' });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.body, /limit/);
    const list = await lazy.app.inject({ url: '/api/articles?limit=1' });
    assert.equal(list.statusCode, 200);
    const body = list.json();
    assert.equal(body.limit, 1);
    assert.equal(body.docs[0].title, 'Same on both');
  });
});

/** The two apps' records differ in ids and times only. */
function normalize(body: string): string {
  return body
    .replace(/"(id|createdAt|updatedAt|requestId)":"[^"]*"/g, '"$1":"…"')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '…');
}
