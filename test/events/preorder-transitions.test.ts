import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { preorderTransitions } from '../../src/events/preorder-transitions.js';

const product = (fields: Record<string, unknown>) => ({ id: 'p1', backendId: 'prod_1', title: 'Kit', ...fields });
const types = (before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined) =>
  preorderTransitions(before && product(before), after && product(after)).map((transition) => transition.type);

describe('preorder transitions', () => {
  it('the goal is reached when real plus shown orders reach it, once', () => {
    assert.deepEqual(types({ fundingGoal: '10', orderCount: 9 }, { fundingGoal: '10', orderCount: 10 }), ['preorder.goal_reached']);
    assert.deepEqual(types({ fundingGoal: '10', orderCount: 5, fakeOrderCount: 4 }, { fundingGoal: '10', orderCount: 5, fakeOrderCount: 5 }), ['preorder.goal_reached']);
    assert.deepEqual(types({ fundingGoal: '10', orderCount: 10 }, { fundingGoal: '10', orderCount: 12 }), [], 'already reached');
    assert.deepEqual(types({ fundingGoal: '20', orderCount: 12 }, { fundingGoal: '10', orderCount: 12 }), ['preorder.goal_reached'], 'a lowered goal');
    assert.deepEqual(types({ fundingGoal: '10', orderCount: 9.5 }, { fundingGoal: '10', orderCount: 9.9 }), [], 'shown as 99 % or 100 %, not reached');
    assert.deepEqual(types({ fundingGoal: '0', orderCount: 0 }, { fundingGoal: '0', orderCount: 5 }), [], 'no goal is never reached');
    assert.deepEqual(types({ fundingGoal: '10', orderCount: 10 }, { fundingGoal: '10', orderCount: 4 }), [], 'falling back is not an event');
  });

  it('a variant sells out at its cap and is available again below it; no cap never sells out', () => {
    const variants = (current: number, max: number) => ({ variants: [{ id: 'v1', currentOrders: current, maxOrders: max }, { id: 'v2', currentOrders: 1, maxOrders: 0 }] });
    assert.deepEqual(types(variants(4, 5), variants(5, 5)), ['preorder.variant_sold_out']);
    assert.deepEqual(types(variants(5, 5), variants(6, 5)), []);
    assert.deepEqual(types(variants(5, 5), variants(5, 6)), ['preorder.variant_available']);
    assert.deepEqual(types(variants(5, 5), variants(4, 5)), ['preorder.variant_available']);
    assert.deepEqual(types(variants(5, 5), variants(5, 0)), ['preorder.variant_available'], 'cap removed');
    const [soldOut] = preorderTransitions(product(variants(4, 5)), product(variants(5, 5)));
    assert.deepEqual(soldOut!.data, { id: 'p1', backendId: 'prod_1', title: 'Kit', variantId: 'v1', currentOrders: 5, maxOrders: 5 });
  });

  it('creating, deleting, adding or removing a variant moves nothing', () => {
    assert.deepEqual(types(undefined, { fundingGoal: '1', orderCount: 5 }), []);
    assert.deepEqual(types({ fundingGoal: '1', orderCount: 0 }, undefined), []);
    assert.deepEqual(types({ variants: [] }, { variants: [{ id: 'v9', currentOrders: 5, maxOrders: 5 }] }), []);
  });
});
