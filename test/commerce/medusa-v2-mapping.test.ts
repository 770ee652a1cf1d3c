import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { metadataLanded } from '../../src/commerce/medusa-v2-client.js';
import { fractionDigits, orderInMinorUnits, productInMinorUnits, toMinorUnits } from '../../src/commerce/money.js';
import { parseOrderPage, parseProduct, parseVariant } from '../../src/commerce/parse.js';
import { mapVariant } from '../../src/sync/map-product.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/medusa-v2-admin-api');
/** A recorded answer without the markers of trimmed list entries. */
function recorded(number: number): any {
  const file = readdirSync(FIXTURES).find((name) => name.startsWith(`${number}-`))!;
  return JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8'), (_key, value) =>
    (Array.isArray(value) ? value.filter((entry) => !(entry && typeof entry === 'object' && '__trimmed' in entry)) : value)).response;
}

describe('toMinorUnits: Medusa major units to the storefront minor units, per currency', () => {
  const cases: [number, string, number][] = [
    [12.5, 'eur', 1250], [0.29, 'eur', 29], [19.99, 'USD', 1999], [1234567.89, 'eur', 123456789],
    [1500, 'jpy', 1500], [1.234, 'kwd', 1234], [0, 'eur', 0], [10, '', 1000], [10, 'not-a-currency', 1000],
  ];
  for (const [amount, currency, expected] of cases) {
    it(`${amount} ${currency || '(none)'} -> ${expected}`, () => assert.equal(toMinorUnits(amount, currency), expected));
  }
  it('reads the decimals from Intl', () => assert.deepEqual(['EUR', 'JPY', 'KWD'].map(fractionDigits), [2, 0, 3]));
});

describe('recorded Medusa v2 answers as the service reads them', () => {
  it('a product (fixture 20): options by title, prices in minor units, counters from numbers', () => {
    const product = productInMinorUnits(parseProduct(recorded(20).product));
    const [small, medium] = product.variants;
    assert.deepEqual(small!.options, { Size: 'S' });
    assert.deepEqual(small!.prices, [{ amount: 1250, currency_code: 'eur' }]);
    assert.deepEqual(medium!.prices, [{ amount: 1350, currency_code: 'eur' }]);
    assert.deepEqual(productInMinorUnits(parseProduct({ ...recorded(20).product, variants: [recorded(34).variant] })).variants[0]!.prices,
      [{ amount: 1350, currency_code: 'eur' }, { amount: 1450, currency_code: 'usd' }]);
    assert.deepEqual([mapVariant(medium!).currentOrders, mapVariant(medium!).maxOrders], [5, 30]);
    assert.equal(product.collection?.handle, 'preorder-drop-1');
    assert.equal(product.metadata.is_preorder, true);
  });

  it('categories (fixture 12) keep id, name and handle', () => {
    const product = parseProduct(recorded(12).products[0]);
    assert.deepEqual(product.categories, [{ id: 'pcat_01M818PF6SJNNN4MZDGVP65ABS', name: 'Apparel', handle: 'apparel' }]);
  });

  it('a variant read by id filter (fixture 46): counters as numeric strings, and its product id', () => {
    const variant = parseVariant({ ...recorded(46).variants[0], product_id: 'prod_01M818PFJ9EWJZV8K6VSRAJXZR' });
    assert.deepEqual([mapVariant(variant).currentOrders, mapVariant(variant).maxOrders], [5, 30]);
    assert.equal(variant.product_id, 'prod_01M818PFJ9EWJZV8K6VSRAJXZR');
  });

  it('orders with explicit fields (fixture 51): every field of endpoint 9, amounts in minor units', () => {
    const page = parseOrderPage(recorded(51));
    const order = orderInMinorUnits(page.orders[0]!);
    assert.deepEqual({ ...order, items: order.items.length }, {
      id: 'order_01M818PR05DS09KGMK3TF3DCX8', display_id: 6, status: 'pending', payment_status: 'not_paid',
      fulfillment_status: 'not_fulfilled', customer_id: 'cus_01M818PQYTPENK1Z7H7XJWV3YR', email: 'seed-order-6@anchor.local',
      total: 4750, currency_code: 'eur', created_at: '2026-11-22T09:16:58.246Z', updated_at: '2026-11-22T09:16:58.445Z', items: 1,
    });
    assert.deepEqual(order.items[0], {
      id: 'ordli_01M818PR05PYW6ASCF18YP69PZ', product_id: 'prod_01M818PJJEPRNX06MNF5RCE5MW',
      variant_id: 'variant_01M818PJM2F490VEYA9CP75WTZ', title: 'Regular Product 15', quantity: 1, unit_price: 4750, total: 4750,
    });
  });
});

describe('metadataLanded: did Medusa store the counters it answered 200 to?', () => {
  const cases: [Record<string, unknown>, Record<string, unknown>, boolean][] = [
    [{ current_orders: '7', max_orders: '10', color: 'teal' }, { current_orders: '7', max_orders: '10', color: 'teal' }, true],
    [{ current_orders: '7', max_orders: '10' }, { current_orders: 7, max_orders: 10 }, true],
    [{ current_orders: '7', max_orders: '10' }, { current_orders: '6', max_orders: '10' }, false],
    [{ current_orders: '7', max_orders: '10' }, { current_orders: '7' }, false],
    [{ current_orders: '7', max_orders: '10', color: 'teal' }, { current_orders: '7', max_orders: '10', color: 'red' }, true],
    [{ probe: '' }, {}, true],
    [{ probe: 'x' }, {}, false],
  ];
  for (const [sent, stored, expected] of cases) {
    it(`${JSON.stringify(sent)} vs ${JSON.stringify(stored)} -> ${expected}`, () => assert.equal(metadataLanded(sent, stored), expected));
  }
});
