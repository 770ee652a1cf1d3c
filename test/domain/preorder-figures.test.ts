import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  daysLeft,
  daysLeftChangesAt,
  homePreorderBlock,
  isVariantSoldOut,
  preorderDetail,
  toInt,
  toNumber,
  variantDetail,
  type PreorderRecord,
  type VariantRecord,
} from '../../src/domain/preorder-figures.js';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const fromNow = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

describe('toNumber and toInt', () => {
  // assert.equal is strictEqual (Object.is), so -0 would not pass for 0.
  const numberCases: Array<[unknown, number]> = [
    [12, 12], [12.5, 12.5], [-3, -3], ['150', 150], [' 12.5 ', 12.5], ['-7', -7], ['.5', 0.5], ['1e3', 1000],
    ['-0', 0], [-0, 0],
    [undefined, 0], [null, 0], ['', 0], ['   ', 0], ['abc', 0], ['12abc', 0], ['0x10', 0], ['Infinity', 0],
    [NaN, 0], [Infinity, 0], [-Infinity, 0], [true, 0], [false, 0], [{}, 0], [[5], 0],
  ];
  for (const [input, expected] of numberCases) {
    it(`toNumber(${JSON.stringify(input) ?? String(input)}) is ${expected}`, () => {
      assert.equal(toNumber(input), expected);
    });
  }

  const intCases: Array<[unknown, number]> = [
    [12.9, 12], ['12.9', 12], [-2.7, -2], ['-0.5', 0], ['150', 150], [undefined, 0], ['abc', 0],
  ];
  for (const [input, expected] of intCases) {
    it(`toInt(${JSON.stringify(input) ?? String(input)}) is ${expected}`, () => {
      assert.equal(toInt(input), expected);
    });
  }
});

describe('homePreorderBlock', () => {
  const cases: Array<{ name: string; record: PreorderRecord; expected: ReturnType<typeof homePreorderBlock> }> = [
    {
      name: 'numeric strings, fake orders added, end date 36 hours ahead',
      record: {
        preorderType: 'limited', fundingGoal: '150', orderCount: '30', fakeOrderCount: 15,
        preorderStartDate: '2026-03-01T00:00:00.000Z', preorderEndDate: fromNow(36 * HOUR),
      },
      expected: {
        type: 'limited', fundingGoal: 150, orderCount: 45, startDate: '2026-03-01T00:00:00.000Z',
        endDate: fromNow(36 * HOUR), progress: 30, daysLeft: 2, backers: 45,
      },
    },
    {
      name: 'everything absent',
      record: {},
      expected: { type: 'standard', fundingGoal: 0, orderCount: 0, startDate: null, endDate: null, progress: 0, daysLeft: null, backers: 0 },
    },
    {
      name: 'null and empty values take the defaults',
      record: { preorderType: '', fundingGoal: null, orderCount: null, fakeOrderCount: '', preorderStartDate: null, preorderEndDate: null },
      expected: { type: 'standard', fundingGoal: 0, orderCount: 0, startDate: null, endDate: null, progress: 0, daysLeft: null, backers: 0 },
    },
    {
      name: 'zero goal gives progress 0 whatever the orders',
      record: { fundingGoal: 0, orderCount: 40 },
      expected: { type: 'standard', fundingGoal: 0, orderCount: 40, startDate: null, endDate: null, progress: 0, daysLeft: null, backers: 40 },
    },
    {
      name: 'negative goal gives progress 0',
      record: { fundingGoal: '-10', orderCount: 5 },
      expected: { type: 'standard', fundingGoal: -10, orderCount: 5, startDate: null, endDate: null, progress: 0, daysLeft: null, backers: 5 },
    },
    {
      name: 'progress may exceed 100',
      record: { fundingGoal: 10, orderCount: 20, fakeOrderCount: '5' },
      expected: { type: 'standard', fundingGoal: 10, orderCount: 25, startDate: null, endDate: null, progress: 250, daysLeft: null, backers: 25 },
    },
    {
      name: 'a negative fake count is added as it is',
      record: { fundingGoal: 100, orderCount: 10, fakeOrderCount: -3 },
      expected: { type: 'standard', fundingGoal: 100, orderCount: 7, startDate: null, endDate: null, progress: 7, daysLeft: null, backers: 7 },
    },
    {
      name: 'a decimal goal is kept as a number',
      record: { fundingGoal: '12.5', orderCount: '5' },
      expected: { type: 'standard', fundingGoal: 12.5, orderCount: 5, startDate: null, endDate: null, progress: 40, daysLeft: null, backers: 5 },
    },
  ];
  for (const { name, record, expected } of cases) {
    it(name, () => {
      assert.deepStrictEqual(homePreorderBlock(record, NOW), expected);
    });
  }

  const progressCases: Array<[goal: number, orders: number, progress: number]> = [
    [8, 1, 13], // 12.5 rounds up
    [3, 1, 33], // 33.3 rounds down
    [3, 2, 67], // 66.7 rounds up
    [200, 1, 1], // 0.5 rounds up
    [1000, 4, 0], // 0.4 rounds down
    [10, 10, 100],
  ];
  for (const [goal, orders, progress] of progressCases) {
    it(`progress of ${orders} orders for a goal of ${goal} is ${progress}`, () => {
      assert.equal(homePreorderBlock({ fundingGoal: goal, orderCount: orders }, NOW).progress, progress);
    });
  }

  const daysLeftCases: Array<[name: string, endDate: string | null | undefined, daysLeft: number | null]> = [
    ['end date a day in the past', fromNow(-DAY), 0],
    ['end date 12 hours in the past', fromNow(-12 * HOUR), 0],
    ['end date exactly now', fromNow(0), 0],
    ['end date 1 ms ahead', fromNow(1), 1],
    ['end date exactly 24 hours ahead', fromNow(DAY), 1],
    ['end date 24 hours and 1 ms ahead', fromNow(DAY + 1), 2],
    ['end date 36 hours ahead', fromNow(36 * HOUR), 2],
    ['end date 10 days ahead', fromNow(10 * DAY), 10],
    ['no end date (undefined)', undefined, null],
    ['no end date (null)', null, null],
    ['empty end date', '', null],
    ['unparsable end date', 'not a date', null],
  ];
  for (const [name, endDate, expected] of daysLeftCases) {
    it(`daysLeft: ${name} gives ${expected}`, () => {
      assert.equal(homePreorderBlock({ preorderEndDate: endDate }, NOW).daysLeft, expected);
    });
  }
});

describe('isVariantSoldOut', () => {
  const cases: Array<[current: number, max: number, soldOut: boolean]> = [
    [0, 0, false], [50, 0, false], [0, -1, false], [9, 10, false], [10, 10, true], [11, 10, true],
  ];
  for (const [current, max, soldOut] of cases) {
    it(`${current} orders for a cap of ${max} is ${soldOut ? '' : 'not '}sold out`, () => {
      assert.equal(isVariantSoldOut(current, max), soldOut);
    });
  }
});

type VariantFigures = Pick<ReturnType<typeof variantDetail>, 'current_orders' | 'max_orders' | 'available_slots' | 'sold_out' | 'utilization_percentage'>;

function expectedVariant(figures: VariantFigures, rest: Partial<ReturnType<typeof variantDetail>> = {}) {
  return { id: null, title: null, sku: null, ...figures, prices: [], options: {}, metadata: {}, ...rest };
}

describe('variantDetail', () => {
  it('passes id, title, sku, prices, options and metadata through', () => {
    const variant: VariantRecord = {
      id: 'var_a', title: 'A', sku: 'A-1', currentOrders: '4', maxOrders: '20',
      prices: [{ amount: 5, currency_code: 'eur' }], options: { Size: 'L' }, metadata: { color: 'red' },
    };
    assert.deepStrictEqual(variantDetail(variant), {
      id: 'var_a', title: 'A', sku: 'A-1', current_orders: 4, max_orders: 20, available_slots: 16, sold_out: false,
      utilization_percentage: 20, prices: [{ amount: 5, currency_code: 'eur' }], options: { Size: 'L' }, metadata: { color: 'red' },
    });
  });

  it('gives the defaults for an empty variant', () => {
    assert.deepStrictEqual(
      variantDetail({}),
      expectedVariant({ current_orders: 0, max_orders: 0, available_slots: 0, sold_out: false, utilization_percentage: 0 }),
    );
  });

  it('gives the defaults for null values', () => {
    const variant: VariantRecord = { id: null, title: null, sku: null, currentOrders: null, maxOrders: null, prices: null, options: null, metadata: null };
    assert.deepStrictEqual(
      variantDetail(variant),
      expectedVariant({ current_orders: 0, max_orders: 0, available_slots: 0, sold_out: false, utilization_percentage: 0 }),
    );
  });

  const figureCases: Array<[name: string, currentOrders: unknown, maxOrders: unknown, figures: VariantFigures]> = [
    ['cap 0 means no cap', 9, 0,
      { current_orders: 9, max_orders: 0, available_slots: 0, sold_out: false, utilization_percentage: 0 }],
    ['numeric strings', '4', '20',
      { current_orders: 4, max_orders: 20, available_slots: 16, sold_out: false, utilization_percentage: 20 }],
    ['decimal strings are truncated', '3.9', '10.99',
      { current_orders: 3, max_orders: 10, available_slots: 7, sold_out: false, utilization_percentage: 30 }],
    ['exactly at the cap', 10, 10,
      { current_orders: 10, max_orders: 10, available_slots: 0, sold_out: true, utilization_percentage: 100 }],
    ['over the cap', 12, '10',
      { current_orders: 12, max_orders: 10, available_slots: -2, sold_out: true, utilization_percentage: 120 }],
    ['utilization rounds 12.5 up', 1, 8,
      { current_orders: 1, max_orders: 8, available_slots: 7, sold_out: false, utilization_percentage: 13 }],
    ['utilization rounds 33.3 down', 1, 3,
      { current_orders: 1, max_orders: 3, available_slots: 2, sold_out: false, utilization_percentage: 33 }],
    ['a negative cap means no cap', 0, -5,
      { current_orders: 0, max_orders: -5, available_slots: 0, sold_out: false, utilization_percentage: 0 }],
    ['negative current orders are kept', -2, 10,
      { current_orders: -2, max_orders: 10, available_slots: 12, sold_out: false, utilization_percentage: -20 }],
    ['unparsable counts are 0', 'many', 'lots',
      { current_orders: 0, max_orders: 0, available_slots: 0, sold_out: false, utilization_percentage: 0 }],
  ];
  for (const [name, currentOrders, maxOrders, figures] of figureCases) {
    it(name, () => {
      assert.deepStrictEqual(variantDetail({ currentOrders, maxOrders }), expectedVariant(figures));
    });
  }
});

const EMPTY_DETAIL = {
  id: null,
  title: null,
  description: null,
  status: null,
  thumbnail: null,
  images: [],
  seed_id: null,
  backend_id: null,
  is_preorder: true,
  preorder_type: 'standard',
  preorder_end_date: null,
  funding_goal: 0,
  order_count: 0,
  fake_order_count: 0,
  total_display_count: 0,
  current_orders: 0,
  total_max_orders: 0,
  total_available_slots: 0,
  completion_percentage: 0,
  all_variants_sold_out: true,
  some_variants_sold_out: false,
  is_available: false,
  variants: [],
  variants_count: 0,
  categories: [],
  collection: null,
  metadata: {},
  created_at: null,
  updated_at: null,
  last_synced_at: null,
};

describe('preorderDetail', () => {
  const record: PreorderRecord = {
    id: 'rec_1', title: 'Campaign', description: 'Limited run', status: 'published', _status: 'draft',
    thumbnail: 'https://cdn.example/t.jpg', images: [{ url: 'https://cdn.example/a.jpg' }],
    seedId: 'seed-01', backendId: 'prod_01', preorderType: 'limited', preorderEndDate: '2026-12-24T00:00:00.000Z',
    fundingGoal: '0', orderCount: '7', fakeOrderCount: 3,
    variants: [
      { id: 'var_a', title: 'A', sku: 'A-1', currentOrders: '10', maxOrders: 10, prices: [{ amount: 5 }] },
      { id: 'var_b', title: 'B', sku: 'B-1', currentOrders: 4, maxOrders: '20', options: { Size: 'L' } },
      { id: 'var_c', title: 'C', sku: 'C-1', currentOrders: 9, maxOrders: 0 },
    ],
    categories: [{ id: 'cat_1' }], collection: { id: 'col_1' }, metadata: { note: 'x' },
    createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-02-01T00:00:00.000Z', lastSyncedAt: '2026-03-01T00:00:00.000Z',
  };

  it('computes the whole block, keys in contract order', () => {
    const detail = preorderDetail(record);
    assert.deepStrictEqual(detail, {
      id: 'rec_1',
      title: 'Campaign',
      description: 'Limited run',
      status: 'draft',
      thumbnail: 'https://cdn.example/t.jpg',
      images: [{ url: 'https://cdn.example/a.jpg' }],
      seed_id: 'seed-01',
      backend_id: 'prod_01',
      is_preorder: true,
      preorder_type: 'limited',
      preorder_end_date: '2026-12-24T00:00:00.000Z',
      funding_goal: 30,
      order_count: 7,
      fake_order_count: 3,
      total_display_count: 10,
      current_orders: 23,
      total_max_orders: 30,
      total_available_slots: 16,
      completion_percentage: 77,
      all_variants_sold_out: false,
      some_variants_sold_out: true,
      is_available: true,
      variants: [
        { id: 'var_a', title: 'A', sku: 'A-1', current_orders: 10, max_orders: 10, available_slots: 0, sold_out: true,
          utilization_percentage: 100, prices: [{ amount: 5 }], options: {}, metadata: {} },
        { id: 'var_b', title: 'B', sku: 'B-1', current_orders: 4, max_orders: 20, available_slots: 16, sold_out: false,
          utilization_percentage: 20, prices: [], options: { Size: 'L' }, metadata: {} },
        { id: 'var_c', title: 'C', sku: 'C-1', current_orders: 9, max_orders: 0, available_slots: 0, sold_out: false,
          utilization_percentage: 0, prices: [], options: {}, metadata: {} },
      ],
      variants_count: 3,
      categories: [{ id: 'cat_1' }],
      collection: { id: 'col_1' },
      metadata: { note: 'x' },
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-02-01T00:00:00.000Z',
      last_synced_at: '2026-03-01T00:00:00.000Z',
    });
    assert.deepStrictEqual(Object.keys(detail), Object.keys(EMPTY_DETAIL));
  });

  it('gives the defaults for an empty record: no variants means all sold out and not available', () => {
    assert.deepStrictEqual(preorderDetail({}), EMPTY_DETAIL);
  });

  it('gives the defaults for null values', () => {
    const nulls: PreorderRecord = {
      id: null, title: null, description: null, _status: null, thumbnail: null, images: null, seedId: null, backendId: null,
      preorderType: null, preorderEndDate: null, fundingGoal: null, orderCount: null, fakeOrderCount: null, variants: null,
      categories: null, collection: null, metadata: null, createdAt: null, updatedAt: null, lastSyncedAt: null,
    };
    assert.deepStrictEqual(preorderDetail(nulls), EMPTY_DETAIL);
  });

  const v = (currentOrders: unknown, maxOrders: unknown): VariantRecord => ({ currentOrders, maxOrders });
  const cases: Array<{ name: string; record: PreorderRecord; expected: Partial<ReturnType<typeof preorderDetail>> }> = [
    { name: 'seed_id is seedId when present', record: { seedId: 's-1', backendId: 'p-1' }, expected: { seed_id: 's-1', backend_id: 'p-1' } },
    { name: 'seed_id falls back to backendId', record: { backendId: 'p-1' }, expected: { seed_id: 'p-1', backend_id: 'p-1' } },
    { name: 'an empty seedId falls back to backendId', record: { seedId: '', backendId: 'p-1' }, expected: { seed_id: 'p-1', backend_id: 'p-1' } },
    { name: 'status comes from _status, not status', record: { status: 'published' }, expected: { status: null } },
    { name: 'an empty preorderType is standard', record: { preorderType: '' }, expected: { preorder_type: 'standard' } },
    {
      name: 'order counts from numeric strings, truncated',
      record: { orderCount: '7.9', fakeOrderCount: '3' },
      expected: { order_count: 7, fake_order_count: 3, total_display_count: 10 },
    },
    {
      name: 'a negative fake count lowers the display count',
      record: { orderCount: 10, fakeOrderCount: -3 },
      expected: { order_count: 10, fake_order_count: -3, total_display_count: 7 },
    },
    {
      name: 'funding_goal is the integer of fundingGoal when set',
      record: { fundingGoal: '150.9', variants: [v(15, 10), v(0, 20)] },
      expected: {
        funding_goal: 150, current_orders: 15, total_max_orders: 30, total_available_slots: 15, completion_percentage: 10,
        all_variants_sold_out: false, some_variants_sold_out: true, is_available: true, variants_count: 2,
      },
    },
    {
      name: 'funding_goal falls back to the sum of caps when absent',
      record: { variants: [v(5, 10), v('5', '30')] },
      expected: {
        funding_goal: 40, current_orders: 10, total_max_orders: 40, total_available_slots: 30, completion_percentage: 25,
        all_variants_sold_out: false, some_variants_sold_out: false, is_available: true, variants_count: 2,
      },
    },
    {
      name: 'funding_goal falls back to the sum of caps when "0"',
      record: { fundingGoal: '0', variants: [v(1, 8)] },
      expected: {
        funding_goal: 8, current_orders: 1, total_max_orders: 8, total_available_slots: 7, completion_percentage: 13,
        all_variants_sold_out: false, some_variants_sold_out: false, is_available: true, variants_count: 1,
      },
    },
    {
      name: 'a negative funding goal is kept and gives completion 0',
      record: { fundingGoal: -5, variants: [v(3, 10)] },
      expected: {
        funding_goal: -5, current_orders: 3, total_max_orders: 10, total_available_slots: 7, completion_percentage: 0,
        all_variants_sold_out: false, some_variants_sold_out: false, is_available: true, variants_count: 1,
      },
    },
    {
      name: 'completion may exceed 100',
      record: { fundingGoal: 10, variants: [v(25, 0)] },
      expected: {
        funding_goal: 10, current_orders: 25, total_max_orders: 0, total_available_slots: 0, completion_percentage: 250,
        all_variants_sold_out: false, some_variants_sold_out: false, is_available: false, variants_count: 1,
      },
    },
    {
      name: 'every variant sold out: not available',
      record: { variants: [v(10, 10), v(12, 10)] },
      expected: {
        funding_goal: 20, current_orders: 22, total_max_orders: 20, total_available_slots: -2, completion_percentage: 110,
        all_variants_sold_out: true, some_variants_sold_out: true, is_available: false, variants_count: 2,
      },
    },
    {
      name: 'an over-cap variant subtracts from the open slots of the others',
      record: { variants: [v(12, 10), v(5, 10)] },
      expected: {
        funding_goal: 20, current_orders: 17, total_max_orders: 20, total_available_slots: 3, completion_percentage: 85,
        all_variants_sold_out: false, some_variants_sold_out: true, is_available: true, variants_count: 2,
      },
    },
    {
      name: 'only uncapped variants: not sold out, yet no slots so not available',
      record: { variants: [v(3, 0)] },
      expected: {
        funding_goal: 0, current_orders: 3, total_max_orders: 0, total_available_slots: 0, completion_percentage: 0,
        all_variants_sold_out: false, some_variants_sold_out: false, is_available: false, variants_count: 1,
      },
    },
  ];
  for (const { name, record: input, expected } of cases) {
    it(name, () => {
      const detail = preorderDetail(input);
      const variants = (input.variants ?? []).map(variantDetail);
      assert.deepStrictEqual(detail, { ...EMPTY_DETAIL, variants, ...expected });
    });
  }

  it('maps each variant with variantDetail', () => {
    const variants = [v('1', '8'), { id: 'var_x', sku: 'X', currentOrders: 2, maxOrders: 2, metadata: { a: 1 } }];
    assert.deepStrictEqual(preorderDetail({ variants }).variants, [
      expectedVariant({ current_orders: 1, max_orders: 8, available_slots: 7, sold_out: false, utilization_percentage: 13 }),
      expectedVariant(
        { current_orders: 2, max_orders: 2, available_slots: 0, sold_out: true, utilization_percentage: 100 },
        { id: 'var_x', sku: 'X', metadata: { a: 1 } },
      ),
    ]);
  });
});

describe('daysLeftChangesAt', () => {
  const now = new Date('2026-06-01T00:00:00.000Z');
  const at = (iso: string) => Date.parse(iso);
  it('is the next moment daysLeft drops, and Infinity once it is 0 or absent', () => {
    assert.equal(daysLeftChangesAt('2026-06-03T12:00:00.000Z', now), at('2026-06-01T12:00:00.000Z'));
    assert.equal(daysLeftChangesAt('2026-06-01T06:00:00.000Z', now), at('2026-06-01T06:00:00.000Z'));
    assert.equal(daysLeftChangesAt('2026-06-02T00:00:00.000Z', now), at('2026-06-02T00:00:00.000Z'));
    assert.equal(daysLeftChangesAt('2026-05-01T00:00:00.000Z', now), Number.POSITIVE_INFINITY);
    assert.equal(daysLeftChangesAt(null, now), Number.POSITIVE_INFINITY);
  });

  it('agrees with daysLeft just before and at the change', () => {
    for (const end of ['2026-06-03T12:00:00.000Z', '2026-06-01T00:00:01.000Z', '2026-07-15T08:30:00.000Z']) {
      const change = daysLeftChangesAt(end, now);
      assert.equal(daysLeft(end, new Date(change - 1)), daysLeft(end, now), end);
      assert.equal(daysLeft(end, new Date(change)), daysLeft(end, now)! - 1, end);
    }
  });
});
