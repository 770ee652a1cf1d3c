import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.js';

// The public read routes' failure bodies (contract: home and preorder detail {error,message},
// recommendations {success:false,error}), met by a database that has gone away. The contract answers
// unexpected failures 500; a database that cannot be reached answers 503 with Retry-After (README,
// decisions where the contract is open). Closed, PGlite fails like a broken store (500) and a
// PostgreSQL pool like an unreachable server (503).
const status = process.env.TEST_DB === 'postgres' ? 503 : 500;
let t: TestApp;
before(async () => {
  t = await startTestApp({ STORE_API_KEY: 'store-key' });
  await t.database.close();
});
after(async () => t.app.close());

describe('public read routes when the database fails', () => {
  for (const url of ['/api/home', '/api/preorders/some-id']) {
    it(`GET ${url} answers ${status} {error,message}`, async () => {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, status);
      assert.equal(response.headers['retry-after'], status === 503 ? '1' : undefined);
      const body = response.json();
      assert.deepEqual(Object.keys(body).sort(), ['error', 'message']);
      assert.equal(typeof body.error, 'string');
      assert.equal(typeof body.message, 'string');
    });
  }

  it(`GET /api/public/product-recommendations answers ${status} {success:false,error}`, async () => {
    const response = await t.app.inject({ url: '/api/public/product-recommendations', headers: { 'x-store-api-key': 'store-key' } });
    assert.equal(response.statusCode, status);
    const body = response.json();
    assert.deepEqual(Object.keys(body).sort(), ['error', 'success']);
    assert.equal(body.success, false);
    assert.equal(typeof body.error, 'string');
  });
});
