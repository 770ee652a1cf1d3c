import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type MedusaV2Backend, startMedusaV2Backend } from '../../demo/medusa-v2-backend.js';
import type { MedusaProduct } from '../../demo/medusa-v2/shapes.js';

// Every recorded request is replayed against the fake and its answer compared with the recorded one.
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/medusa-v2-admin-api');
type Json = Record<string, any>;
interface Recorded {
  request: { method: string; path: string; body?: unknown };
  status: number;
  content_type: string;
  top_level_keys: string[];
  response: any;
}

function recorded(number: number): Recorded {
  const file = readdirSync(FIXTURES).find((name) => name.startsWith(`${number}-`))!;
  return JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8'));
}

const isTrimmed = (value: unknown) => typeof value === 'object' && value !== null && '__trimmed' in value;
function withoutTrimmed(value: any): any {
  if (Array.isArray(value)) return value.filter((entry) => !isTrimmed(entry)).map(withoutTrimmed);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withoutTrimmed(entry)]));
}

const TIMES = new Set(['created_at', 'updated_at']);

/**
 * Same keys everywhere; same values too when `values` (timestamps aside), else same types (null
 * allowed where the recording holds an object); list entries matched by id.
 */
function assertLike(actual: any, expected: any, values: boolean, at = '$'): void {
  if (Array.isArray(expected)) {
    assert.ok(Array.isArray(actual), `${at} is a list`);
    expected.filter((entry) => !isTrimmed(entry)).forEach((entry, index) => {
      const match = entry?.id !== undefined ? actual.find((candidate: any) => candidate?.id === entry.id) : actual[index];
      assertLike(values ? match : actual[index] ?? actual[0], entry, values, `${at}[${index}]`);
    });
    return;
  }
  if (typeof expected === 'object' && expected !== null) {
    if (!values && actual === null) return;
    assert.ok(typeof actual === 'object' && actual !== null, `${at} is an object, got ${JSON.stringify(actual)}`);
    assert.deepEqual(Object.keys(actual).sort(), Object.keys(expected).sort(), `keys of ${at}`);
    for (const key of Object.keys(expected)) {
      if (values && TIMES.has(key)) continue;
      assertLike(actual[key], expected[key], values, `${at}.${key}`);
    }
    return;
  }
  if (values) assert.deepEqual(actual, expected, at);
  else if (expected !== null && actual !== null) assert.equal(typeof actual, typeof expected, `type of ${at}`);
}

let backend: MedusaV2Backend;
const auth = () => ({ authorization: `Basic ${Buffer.from(`${backend.apiKey}:`).toString('base64')}` });

async function replay(number: number, values: boolean): Promise<void> {
  const fixture = recorded(number);
  const { method, path: target, body } = fixture.request;
  const response = await fetch(`${backend.url}${target}`, {
    method, headers: { ...auth(), ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  assert.equal(response.status, fixture.status, `${number}: status`);
  assert.equal(response.headers.get('content-type'), fixture.content_type, `${number}: content type`);
  if ('__non_json_body' in fixture.response) return assert.equal(text, fixture.response.__non_json_body, `${number}: body`);
  const answer = JSON.parse(text);
  assert.deepEqual(Object.keys(answer).sort(), [...fixture.top_level_keys].sort(), `${number}: top-level keys`);
  for (const key of ['offset', 'limit']) if (key in fixture.response) assert.equal(answer[key], fixture.response[key], `${number}: ${key}`);
  if ('count' in fixture.response) assert.equal(typeof answer.count, 'number', `${number}: count`);
  const { count: _recordedCount, ...rest } = fixture.response;
  const { count: _count, ...mine } = answer;
  assertLike(mine, rest, values, `#${number}`);
}

before(async () => {
  backend = await startMedusaV2Backend();
  const anchor = withoutTrimmed(recorded(20).response.product) as MedusaProduct;
  anchor.categories = withoutTrimmed(recorded(12).response.products[0].categories);
  // Each recording trims some lists; together they hold the whole anchor product.
  const [option] = anchor.options as Json[];
  option!.values = withoutTrimmed([...recorded(10).response.products[0].options[0].values, ...option!.values]);
  anchor.variants[1]!.prices = recorded(34).response.variant.prices;
  backend.store.products.push(anchor);
  for (const [id, number] of [['prod_01M818PFVNZE8670W4F83G0BFW', '02'], ['prod_01M818PG3AHP2VMS0PMW60HYAS', '03']] as const) {
    backend.addProduct({
      id, title: `Preorder Product ${number}`, handle: `anchor-product-${number}`, created_at: `2026-11-22T09:16:5${number.at(-1)}.000Z`,
      collection: { id: 'pcol_drop', title: 'Drop', handle: 'drop' },
      variants: [{ id: `variant_${number}_s`, options: { Size: 'S' }, prices: [{ amount: 15, currency_code: 'eur' }] }],
    });
  }
  for (let index = 1; index <= 6; index += 1) {
    backend.addOrder({
      id: `order_${index}`, display_id: index, created_at: `2026-11-22T09:17:0${index}.000Z`, customer_id: `cus_${index}`,
      email: `seed-order-${index}@anchor.local`, currency_code: 'eur', metadata: { seeded_by: 'anchor-seed' },
      items: [{ id: `ordli_${index}`, product_id: anchor.id, variant_id: anchor.variants[1]!.id, unit_price: 13.5, quantity: index }],
    });
  }
});
after(async () => backend.close());

describe('the fake Medusa v2 answers like the recorded Medusa 2.21.2', () => {
  it('products: default fields, +*categories, explicit fields, handle filter, q search, one product, 404', async () => {
    for (const number of [10, 11, 12, 13, 14, 15, 20, 21, 22]) await replay(number, true);
  });

  it('variants: list by id, fields, default limit 50, no GET by id (HTML 404), nested read and its empty answers', async () => {
    for (const number of [30, 31, 32, 33, 34, 35, 36]) await replay(number, true);
  });

  it('variant writes: no POST by id, metadata merges, "" deletes, null stays, missing variant 200, missing product 500, strict body', async () => {
    for (const number of [40, 41, 42, 43, 44, 45, 46, 47, 48, 49]) await replay(number, true);
  });

  it('orders: default fields (no email/currency/customer), explicit fields, *items, paging, product filter ignored, drafts', async () => {
    for (const number of [50, 51, 52, 53, 55, 56]) await replay(number, false);
    const page = await (await fetch(`${backend.url}/admin/orders?fields=id&items.product_id=nothing`, { headers: auth() })).json();
    assert.equal(page.count, 6, 'a product filter on orders is ignored');
    assert.equal(page.limit, 15);
  });

  it('builds products and orders from specs with the recorded keys', async () => {
    const product = await (await fetch(`${backend.url}/admin/products/prod_01M818PFVNZE8670W4F83G0BFW`, { headers: auth() })).json();
    assertLike(product, recorded(20).response, false);
    const order = (await (await fetch(`${backend.url}/admin/orders?limit=1`, { headers: auth() })).json()).orders[0];
    assertLike(order, recorded(50).response.orders[0], false);
  });

  it('answers 401 without the secret key as Basic user name (Bearer, wrong key or none)', async () => {
    const wrong = `Basic ${Buffer.from('sk_wrong:').toString('base64')}`;
    for (const authorization of [undefined, `Bearer ${backend.apiKey}`, wrong]) {
      const response = await fetch(`${backend.url}/admin/products`, { headers: authorization ? { authorization } : {} });
      assert.equal(response.status, 401, String(authorization));
    }
  });
});
