import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPRESS_MIN_BYTES, negotiateCoding } from '../../src/http/compression.js';
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

describe('compression of content API answers', () => {
  let t: TestApp;
  let smallId: string;
  before(async () => {
    t = await startTestApp();
    for (let n = 0; n < 12; n++) {
      smallId = (await createDoc(t.app, 'announcements', { title: `Batch ${n} ships`, summary: 'Every backer gets a tracking link by e-mail.', status: 'published' })).id;
    }
  });
  after(async () => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('chooses brotli, then gzip, by the client\'s Accept-Encoding; q=0 refuses, * stands for the rest', () => {
    assert.equal(negotiateCoding('gzip, deflate, br'), 'br');
    assert.equal(negotiateCoding('gzip'), 'gzip');
    assert.equal(negotiateCoding('x-gzip'), 'gzip');
    assert.equal(negotiateCoding('br;q=0, gzip'), 'gzip');
    assert.equal(negotiateCoding('br;q=0.5, gzip;q=0.8'), 'gzip');
    assert.equal(negotiateCoding('*'), 'br');
    assert.equal(negotiateCoding('*;q=0, identity'), undefined);
    assert.equal(negotiateCoding('deflate, identity'), undefined);
    assert.equal(negotiateCoding(undefined), undefined);
  });

  it('compresses a list of 1 KB or more, the same JSON in each coding, each with its own ETag and 304', async () => {
    const plain = await get('/api/announcements?limit=12');
    assert.ok(plain.rawPayload.length >= COMPRESS_MIN_BYTES, `the list is ${plain.rawPayload.length} bytes`);
    assert.equal(plain.headers['content-encoding'], undefined);
    const tags = new Set([plain.headers.etag]);
    for (const [accept, coding, decode] of [['br, gzip', 'br', brotliDecompressSync], ['gzip', 'gzip', gunzipSync]] as const) {
      const answer = await get('/api/announcements?limit=12', { 'accept-encoding': accept });
      assert.equal(answer.headers['content-encoding'], coding);
      assert.ok(answer.rawPayload.length < plain.rawPayload.length / 2, `${coding}: ${answer.rawPayload.length} of ${plain.rawPayload.length} bytes`);
      assert.equal(Number(answer.headers['content-length']), answer.rawPayload.length);
      assert.deepEqual(JSON.parse(decode(answer.rawPayload).toString()), plain.json());
      assert.match(String(answer.headers.vary), /Accept-Encoding/);
      assert.match(String(answer.headers.etag), new RegExp(`-${coding}"$`));
      tags.add(answer.headers.etag);
      const again = await get('/api/announcements?limit=12', { 'accept-encoding': accept, 'if-none-match': String(answer.headers.etag) });
      assert.deepEqual([again.statusCode, again.rawPayload.length], [304, 0]);
      const otherCoding = await get('/api/announcements?limit=12', { 'accept-encoding': accept, 'if-none-match': String(plain.headers.etag) });
      assert.equal(otherCoding.statusCode, 200, 'the identity ETag does not match the compressed representation');
    }
    assert.equal(tags.size, 3);
  });

  it('sends a small answer as it is', async () => {
    const one = await get(`/api/announcements/${smallId}`, { 'accept-encoding': 'br, gzip' });
    assert.ok(one.rawPayload.length < COMPRESS_MIN_BYTES);
    assert.equal(one.headers['content-encoding'], undefined);
    assert.equal(one.json().id, smallId);
  });
});
