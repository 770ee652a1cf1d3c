import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.js';

// The public read routes' failure bodies (contract: home and preorder detail 500 {error,message},
// recommendations 500 {success:false,error}), met by a database that has gone away.
let t: TestApp;
before(async () => {
  t = await startTestApp({ STORE_API_KEY: 'store-key' });
  await t.database.close();
});
after(async () => t.app.close());

describe('public read routes when the database fails', () => {
  for (const url of ['/api/home', '/api/preorders/some-id']) {
    it(`GET ${url} answers 500 {error,message}`, async () => {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 500);
      const body = response.json();
      assert.deepEqual(Object.keys(body).sort(), ['error', 'message']);
      assert.equal(typeof body.error, 'string');
      assert.equal(typeof body.message, 'string');
    });
  }

  it('GET /api/public/product-recommendations answers 500 {success:false,error}', async () => {
    const response = await t.app.inject({ url: '/api/public/product-recommendations', headers: { 'x-store-api-key': 'store-key' } });
    assert.equal(response.statusCode, 500);
    const body = response.json();
    assert.deepEqual(Object.keys(body).sort(), ['error', 'success']);
    assert.equal(body.success, false);
    assert.equal(typeof body.error, 'string');
  });
});
