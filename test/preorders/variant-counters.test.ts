import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nextCounters, variantCounterAnswer } from '../../src/preorders/variant-counters.js';
import { preorderFieldChanges } from '../../src/preorders/update-preorder-fields.js';

describe('nextCounters', () => {
  const cases: [string, [number, number, Parameters<typeof nextCounters>[2]], { current: number; max: number }][] = [
    ['absolute count wins over increment and decrement', [5, 10, { current_orders: 2, increment: 3, decrement: 1 }], { current: 2, max: 10 }],
    ['increment wins over decrement', [5, 10, { increment: 3, decrement: 1 }], { current: 8, max: 10 }],
    ['decrement alone', [5, 10, { decrement: 2 }], { current: 3, max: 10 }],
    ['floored at 0 after a decrement', [1, 10, { decrement: 5 }], { current: 0, max: 10 }],
    ['floored at 0 for a negative absolute count', [1, 10, { current_orders: -3 }], { current: 0, max: 10 }],
    ['a negative increment can lower the count, floored', [2, 0, { increment: -7 }], { current: 0, max: 0 }],
    ['nothing given keeps both', [4, 9, {}], { current: 4, max: 9 }],
    ['a new cap, floored at 0', [4, 9, { max_orders: -1 }], { current: 4, max: 0 }],
    ['a new cap and an increment together', [4, 9, { max_orders: 20, increment: 1 }], { current: 5, max: 20 }],
    ['fractions are truncated', [1, 3, { increment: 1.9, max_orders: 7.8 }], { current: 2, max: 7 }],
    ['over the cap is allowed', [9, 10, { increment: 5 }], { current: 14, max: 10 }],
  ];
  for (const [name, [current, max, change], expected] of cases) {
    it(name, () => assert.deepEqual(nextCounters(current, max, change), expected));
  }
});

describe('variantCounterAnswer', () => {
  it('reports slots and sold-out, negative slots over the cap', () => {
    assert.deepEqual(variantCounterAnswer('v', { current: 12, max: 10 }), {
      success: true, variant_id: 'v', current_orders: 12, max_orders: 10, available_slots: -2, sold_out: true,
    });
    assert.deepEqual(variantCounterAnswer('v', { current: 3, max: 0 }), {
      success: true, variant_id: 'v', current_orders: 3, max_orders: 0, available_slots: -3, sold_out: false,
    });
    assert.equal(variantCounterAnswer('v', { current: 9, max: 10 }).sold_out, false);
    assert.equal(variantCounterAnswer('v', { current: 10, max: 10 }).sold_out, true);
  });
});

describe('preorderFieldChanges', () => {
  it('maps contract names to record fields with the contract conversions', () => {
    assert.deepEqual(
      preorderFieldChanges({ preorder_end_date: '2027-01-02T03:04:05Z', funding_goal: 250, preorder_type: 'limited', fake_order_count: -4 }),
      { preorderEndDate: '2027-01-02T03:04:05.000Z', fundingGoal: '250', preorderType: 'limited', fakeOrderCount: 0 },
    );
    assert.deepEqual(preorderFieldChanges({ fake_order_count: 7 }), { fakeOrderCount: 7 });
    assert.deepEqual(preorderFieldChanges({ preorder_end_date: null }), { preorderEndDate: null });
    assert.deepEqual(preorderFieldChanges({}), {});
  });

  it('refuses an unparsable end date', () => {
    assert.throws(() => preorderFieldChanges({ preorder_end_date: 'soon' }), /preorder_end_date/);
  });
});
