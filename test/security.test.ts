import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from './helpers/app.js';

const ADMIN_KEY = 'admin-secret-7f3a9c';
const STORE_KEY = 'store-secret-41b2e8';
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, callback) {
    logLines.push(chunk.toString());
    callback();
  },
});

let t: TestApp;
before(async () => {
  // Wrong credentials are sent on purpose many times: the per-address limit is raised (tested on its own).
  t = await startTestApp({ ADMIN_API_KEY: ADMIN_KEY, STORE_API_KEY: STORE_KEY, SIGN_IN_ATTEMPTS_PER_MINUTE: '1000' }, { logStream });
});
after(async () => t.close());

const admin = { authorization: `Bearer ${ADMIN_KEY}` };

describe('ADMIN_API_KEY', () => {
  const guarded: [string, string, unknown, string][] = [
    ['POST', '/api/products', { title: 'x' }, 'errors'],
    ['PATCH', '/api/products/abc', { title: 'x' }, 'errors'],
    ['DELETE', '/api/products/abc', undefined, 'errors'],
    ['POST', '/api/globals/hero-slider', { slides: [] }, 'errors'],
    ['GET', '/api/users', undefined, 'errors'],
    ['GET', '/api/users/abc', undefined, 'errors'],
    ['GET', '/api/clear-data?confirm=true', undefined, 'success'],
    ['POST', '/api/clear-data', {}, 'success'],
    ['GET', '/api/admin?action=stats', undefined, 'success'],
    ['DELETE', '/api/admin', undefined, 'success'],
    ['GET', '/api/sync-backend', undefined, 'success'],
    ['POST', '/api/sync-backend', {}, 'success'],
    ['PATCH', '/api/preorders/abc', { fake_order_count: 1 }, 'error'],
    // Customer e-mails, ids and totals.
    ['GET', '/api/preorders/abc/orders', undefined, 'error'],
    ['GET', '/metrics', undefined, 'metrics'],
  ];

  it('refuses writes, user reads and maintenance without the key, or with a wrong one', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: ADMIN_KEY }]) {
      for (const [method, url, payload, family] of guarded) {
        const response = await t.app.inject({ method: method as 'GET', url, payload: payload as object, headers });
        assert.equal(response.statusCode, 401, `${method} ${url}`);
        const body = response.json();
        if (family === 'success') assert.deepEqual(Object.keys(body).sort(), ['error', 'success']);
        else if (family === 'error') assert.deepEqual(Object.keys(body), ['error']);
        else if (family === 'metrics') assert.equal(typeof body.message, 'string');
        else assert.equal(typeof body.errors[0].message, 'string');
      }
    }
  });

  it('lets them through with the key', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/products', payload: { title: 'x' }, headers: admin });
    assert.equal(created.statusCode, 201);
    assert.equal((await t.app.inject({ url: '/api/users', headers: admin })).statusCode, 200);
    assert.equal((await t.app.inject({ url: '/api/admin?action=stats', headers: admin })).json().products, 1);
  });

  it('keeps public reads open', async () => {
    assert.equal((await t.app.inject({ url: '/api/products' })).statusCode, 200);
    assert.equal((await t.app.inject({ url: '/api/home' })).statusCode, 200);
    assert.equal((await t.app.inject({ url: '/api/globals/hero-slider' })).statusCode, 200);
  });
});

describe('request limits and logs', () => {
  it('answers 413 to a body over 1 MiB', async () => {
    const response = await t.app.inject({
      method: 'POST', url: '/api/products', headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x', description: 'y'.repeat(1024 * 1024) }),
    });
    assert.equal(response.statusCode, 413);
  });

  it('never writes a key to the log', async () => {
    await t.app.inject({ url: '/api/public/product-recommendations', headers: { 'x-store-api-key': STORE_KEY } });
    await t.app.inject({ url: '/api/public/product-recommendations', headers: { 'x-store-api-key': 'guess' } });
    await t.app.inject({ method: 'DELETE', url: '/api/admin', headers: admin });
    assert.ok(logLines.length > 5, 'requests were logged');
    const all = logLines.join('');
    assert.doesNotMatch(all, new RegExp(`${ADMIN_KEY}|${STORE_KEY}`));
  });
});
