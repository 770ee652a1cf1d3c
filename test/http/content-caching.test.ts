import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createDoc, startTestApp, type TestApp } from '../helpers/app.js';

const SHOP = 'https://shop.example';
const ADMIN_KEY = 'content-caching-admin-key';

describe('content API reads from a browser and a CDN', () => {
  let t: TestApp;
  let base: string;
  let articleId: string;
  const admin = { authorization: `Bearer ${ADMIN_KEY}`, 'content-type': 'application/json' };

  before(async () => {
    t = await startTestApp({ CORS_ORIGINS: SHOP, CONTENT_CACHE_CONTROL: 'public, max-age=60', ADMIN_API_KEY: ADMIN_KEY });
    articleId = (await createDoc(t.app, 'articles', { title: 'How we play', status: 'published' }, { authorization: `Bearer ${ADMIN_KEY}` })).id;
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => t.close());

  it('sends an ETag and CONTENT_CACHE_CONTROL, answers 304 to If-None-Match, and a new ETag after a write', async () => {
    for (const path of ['/api/articles?limit=5', `/api/articles/${articleId}`, '/api/globals/hero-slider']) {
      const first = await fetch(`${base}${path}`);
      assert.equal(first.status, 200, path);
      const etag = first.headers.get('etag');
      assert.match(String(etag), /^"[\w-]+"$/, path);
      assert.equal(first.headers.get('cache-control'), 'public, max-age=60', path);
      assert.match(String(first.headers.get('vary')), /Authorization, Cookie/, path);
      const again = await fetch(`${base}${path}`, { headers: { 'if-none-match': `"other", ${etag}` } });
      assert.equal(again.status, 304, path);
      assert.equal(await again.text(), '');
      assert.equal(again.headers.get('etag'), etag);
    }
    const before = (await fetch(`${base}/api/articles/${articleId}`)).headers.get('etag');
    const patched = await fetch(`${base}/api/articles/${articleId}`, { method: 'PATCH', headers: admin, body: JSON.stringify({ title: 'How we play, again' }) });
    assert.equal(patched.status, 200);
    assert.equal(patched.headers.get('etag'), null, 'writes carry no ETag');
    const after = await fetch(`${base}/api/articles/${articleId}`, { headers: { 'if-none-match': String(before) } });
    assert.equal(after.status, 200, 'the old ETag no longer matches');
    assert.equal((await after.json()).title, 'How we play, again');
  });

  it('makes an answer to a caller with a credential private, and puts no ETag on errors', async () => {
    const keyed = await fetch(`${base}/api/articles?limit=1`, { headers: { authorization: `Bearer ${ADMIN_KEY}` } });
    assert.equal(keyed.headers.get('cache-control'), 'private, max-age=60');
    const missing = await fetch(`${base}/api/articles/000000000000000000000000`);
    assert.equal(missing.status, 404);
    assert.equal(missing.headers.get('etag'), null);
  });

  it('answers a CORS preflight for public collections and globals from CORS_ORIGINS, never for users or other origins', async () => {
    const preflight = (path: string, origin: string) => fetch(`${base}${path}`, {
      method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'if-none-match' },
    });
    for (const path of ['/api/articles', `/api/articles/${articleId}`, '/api/globals/hero-slider', '/api/preorder-products']) {
      const answer = await preflight(path, SHOP);
      assert.ok(answer.status === 204 || answer.status === 200, `${path}: ${answer.status}`);
      assert.equal(answer.headers.get('access-control-allow-origin'), SHOP, path);
    }
    for (const [path, origin] of [['/api/users', SHOP], ['/api/articles', 'https://evil.example'], ['/api/globals/nope', SHOP]] as const) {
      assert.equal((await preflight(path, origin)).headers.get('access-control-allow-origin'), null, `${path} from ${origin}`);
    }
    const read = await fetch(`${base}/api/articles?limit=1`, { headers: { origin: SHOP } });
    assert.equal(read.headers.get('access-control-allow-origin'), SHOP);
    assert.match(String(read.headers.get('access-control-expose-headers')), /etag/i);
  });
});
