import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { after, before, describe, it } from 'node:test';
import { createDoc, startTestApp, type TestApp } from '../helpers/app.js';

/**
 * Bad input is the client's error: each class the fuzz test found answering 500 is refused at the edge
 * with a 4xx in the route family's shape (404 where the path names nothing that can exist, else 400),
 * and nothing stored changes.
 */
type Family = 'error' | 'success-false' | 'content';

const CASES: [method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, status: number, family: Family, body?: string][] = [
  // NUL, CR/LF and other control characters, bytes that are not UTF-8, encoded surrogates in path ids
  ['GET', '/api/preorders/a%00b', 404, 'error'],
  ['GET', '/api/preorders/a%0D%0Ab/orders', 404, 'error'],
  ['GET', '/api/products/a%00', 404, 'content'],
  ['GET', '/api/products/a%0D%0Ab', 404, 'content'],
  ['GET', '/api/products/a%1B', 404, 'content'],
  ['GET', '/api/products/%FF', 404, 'content'],
  ['GET', '/api/preorders/%ED%A0%80', 404, 'error'],
  ['GET', `/api/preorders/${'x'.repeat(101)}`, 414, 'error'],
  // numbers that are not finite or not safe integers
  ['GET', '/api/products?limit=1e309', 400, 'content'],
  ['GET', '/api/products?limit=Infinity', 400, 'content'],
  ['GET', '/api/products?page=99999999999999999999999', 400, 'content'],
  ['GET', '/api/products?depth=1e309', 400, 'content'],
  ['GET', '/api/globals/hero-slider?depth=Infinity', 400, 'content'],
  // control characters and invalid UTF-8 in query and where values; dates the database cannot read
  ['GET', '/api/products?where[title][equals]=%FF%FE', 400, 'content'],
  ['GET', '/api/products?where[title][like]=a%01', 400, 'content'],
  ['GET', '/api/products?where[id][equals]=%ED%A0%80', 400, 'content'],
  ['GET', '/api/announcements?where[createdAt][greater_than]=99999-01-01', 400, 'content'],
  ['GET', '/api/announcements?where[createdAt][greater_than]=0000-01-01', 400, 'content'],
  ['GET', '/api/home?x=%00', 400, 'error'],
  ['GET', '/api/public/product-recommendations?x=%FF', 400, 'success-false'],
  ['GET', '/api/sync-backend?backendId=a%00', 400, 'success-false'],
  ['GET', '/api/admin?action=stats%0A', 400, 'success-false'],
  // bodies: numbers JSON cannot hold (1e309 parses to Infinity), strings coerced to Infinity
  ['POST', '/api/announcements', 400, 'content', '{"title":"x","priority":1e309}'],
  ['POST', '/api/announcements', 400, 'content', '{"title":"x","content":{"a":-1e309}}'],
  ['PATCH', '/api/preorders/{preorder}', 400, 'error', '{"fake_order_count":"Infinity"}'],
  ['PATCH', '/api/preorders/{preorder}', 400, 'error', '{"variant_id":"v","current_orders":"1e309"}'],
  // requests no route serves answer in the path's family too
  ['PUT', '/api/home', 404, 'error'],
  ['GET', '/api/preorders/a/b/c', 404, 'error'],
];

function assertFamily(family: Family, body: Record<string, unknown>, label: string): void {
  if (family === 'error') assert.equal(typeof body.error, 'string', label);
  else if (family === 'success-false') assert.deepEqual([body.success, typeof body.error], [false, 'string'], label);
  else assert.ok(Array.isArray(body.errors) && typeof (body.errors as { message?: unknown }[])[0]?.message === 'string', label);
}

describe('bad input answers 4xx in the family shape and changes nothing', () => {
  let t: TestApp;
  let preorderId: string;
  const stored = async () =>
    ((await t.database.db.execute(sql`select collection, id, data::text as data from documents order by collection, id`)) as unknown as { rows: unknown[] }).rows;

  before(async () => {
    t = await startTestApp();
    await createDoc(t.app, 'products', { title: 'Lamp', status: 'published' });
    preorderId = (await createDoc(t.app, 'preorder-products', { title: 'Kit', fakeOrderCount: 3 })).id;
  });
  after(() => t.close());

  for (const [method, url, status, family, body] of CASES) {
    it(`${method} ${url.slice(0, 60)}${body ? ` ${body}` : ''} → ${status}`, async () => {
      const before = await stored();
      const response = await t.app.inject({
        method, url: url.replace('{preorder}', preorderId),
        ...(body === undefined ? {} : { payload: body, headers: { 'content-type': 'application/json' } }),
      });
      assert.equal(response.statusCode, status, response.body);
      assertFamily(family, response.json(), response.body);
      assert.deepEqual(await stored(), before);
    });
  }

  const form = (alt: string, ending: string) =>
    `--b\r\nContent-Disposition: form-data; name="alt"\r\n\r\n${alt}\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc\r\n${ending}`;

  for (const [label, payload] of [['a NUL in alt', form('a\u0000', '--b--\r\n')], ['a body that ends early', form('alt', '--b')]] as const) {
    it(`POST /api/media with ${label} → 400, no media record`, async () => {
      const before = await stored();
      const response = await t.app.inject({ method: 'POST', url: '/api/media', payload, headers: { 'content-type': 'multipart/form-data; boundary=b' } });
      assert.equal(response.statusCode, 400, response.body);
      assertFamily('content', response.json(), response.body);
      assert.deepEqual(await stored(), before);
    });
  }
});
