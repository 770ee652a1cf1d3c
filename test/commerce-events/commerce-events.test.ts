import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { startAppWithBackend, startTestApp } from '../helpers/app.js';
import { backendProduct } from '../helpers/backend-products.js';

const SECRET = `whsec_${Buffer.from('commerce-events-test-secret-0123').toString('base64')}`;
const OTHER_SECRET = `whsec_${Buffer.from('some-other-secret-of-32-bytes-xx').toString('base64')}`;
let sequence = 0;

type Setup = Awaited<ReturnType<typeof startAppWithBackend>>;

function signed(body: unknown, options: { id?: string; at?: Date; secret?: string; raw?: string } = {}) {
  const id = options.id ?? `evt_${(sequence += 1)}_${Date.now()}`;
  const at = options.at ?? new Date();
  const payload = options.raw ?? JSON.stringify(body);
  return {
    id,
    payload,
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(options.secret ?? SECRET).sign(id, at, payload),
    },
  };
}

const order = (type: 'order.placed' | 'order.canceled', id: string, items: { product_id: string; variant_id: string; quantity: number }[]) =>
  ({ type, timestamp: new Date().toISOString(), data: { id, items } });

describe('commerce events in', () => {
  let setup: Setup;
  const current = (variant: string) => Number(setup.backend.catalog.products.flatMap((product) => product.variants).find((entry) => entry.id === variant)!.metadata.current_orders);
  const send = async (body: unknown, options: Parameters<typeof signed>[1] = {}) => {
    const request = signed(body, options);
    const response = await setup.t.app.inject({ method: 'POST', url: '/api/commerce/events', headers: request.headers, payload: request.payload });
    return { status: response.statusCode, body: response.json(), id: request.id };
  };

  before(async () => {
    setup = await startAppWithBackend({ COMMERCE_WEBHOOK_SECRET: SECRET });
    setup.backend.addProduct(backendProduct('prod_kit', { preorder: true, variants: [{ id: 'var_kit', current: 10, max: 100 }, { id: 'var_kit_b', current: 0, max: 5 }], metadata: { funding_goal: 100 } }));
    setup.backend.addProduct(backendProduct('prod_plain', { variants: [{ id: 'var_plain', current: 0, max: 0 }] }));
    const synced = await setup.t.app.inject({ url: '/api/sync-backend' });
    assert.equal(synced.statusCode, 200, synced.body);
  });
  after(() => setup.close());

  it('a placed order moves its preorder variants by their quantities, once per event and once per order', async () => {
    const placed = await send(order('order.placed', 'order_1', [
      { product_id: 'prod_kit', variant_id: 'var_kit', quantity: 2 },
      { product_id: 'prod_plain', variant_id: 'var_plain', quantity: 1 },
    ]));
    assert.equal(placed.status, 200, JSON.stringify(placed.body));
    assert.deepEqual(placed.body, { message: 'Order order_1 counted.', duplicate: false, counters: [{ variantId: 'var_kit', change: 2 }] });
    assert.equal(current('var_kit'), 12);
    assert.equal(current('var_plain'), 0, 'not a preorder campaign: untouched');
    const detail = await setup.t.app.inject({ url: '/api/preorders/prod_kit' });
    const body = detail.json();
    assert.equal(body.preorder.variants.find((variant: { id: string }) => variant.id === 'var_kit').current_orders, 12, detail.body);

    const again = await send(order('order.placed', 'order_1', [{ product_id: 'prod_kit', variant_id: 'var_kit', quantity: 2 }]), { id: placed.id });
    assert.equal(again.body.duplicate, true);
    const sameOrderNewId = await send(order('order.placed', 'order_1', [{ product_id: 'prod_kit', variant_id: 'var_kit', quantity: 2 }]));
    assert.equal(sameOrderNewId.body.duplicate, true);
    assert.equal(current('var_kit'), 12);
  });

  it('a canceled order moves them back once; a cancel that comes first keeps the order from counting', async () => {
    const canceled = await send(order('order.canceled', 'order_1', []));
    assert.deepEqual(canceled.body.counters, [{ variantId: 'var_kit', change: -2 }]);
    assert.equal(current('var_kit'), 10);
    assert.equal((await send(order('order.canceled', 'order_1', []))).body.duplicate, true);
    assert.equal(current('var_kit'), 10);

    await send(order('order.canceled', 'order_2', [{ product_id: 'prod_kit', variant_id: 'var_kit', quantity: 3 }]));
    const late = await send(order('order.placed', 'order_2', [{ product_id: 'prod_kit', variant_id: 'var_kit', quantity: 3 }]));
    assert.equal(late.body.duplicate, true);
    assert.equal(current('var_kit'), 10);
  });

  it('an order with nothing to count is new the first time and a duplicate after', async () => {
    const first = await send(order('order.placed', 'order_empty', []));
    assert.deepEqual(first.body, { message: 'Order order_empty counted.', duplicate: false, counters: [] });
    const again = await send(order('order.placed', 'order_empty', []));
    assert.deepEqual(again.body, { message: 'Order order_empty was counted already.', duplicate: true });
    assert.equal(current('var_kit'), 10);
  });

  it('refuses a wrong signature, another secret, a stale or future timestamp (401), an unknown type or a bad shape (400), changing nothing', async () => {
    const before = { kit: current('var_kit'), events: await eventCount() };
    const body = order('order.placed', 'order_bad', [{ product_id: 'prod_kit', variant_id: 'var_kit', quantity: 1 }]);
    const tampered = signed(body);
    const response = await setup.t.app.inject({ method: 'POST', url: '/api/commerce/events', headers: tampered.headers, payload: tampered.payload.replace('"quantity":1', '"quantity":9') });
    assert.equal(response.statusCode, 401);
    assert.match(response.json().errors[0].message, /COMMERCE_WEBHOOK_SECRET/);
    assert.equal((await send(body, { secret: OTHER_SECRET })).status, 401);
    assert.equal((await send(body, { at: new Date(Date.now() - 10 * 60_000) })).status, 401);
    assert.equal((await send(body, { at: new Date(Date.now() + 10 * 60_000) })).status, 401);
    const unsigned = await setup.t.app.inject({ method: 'POST', url: '/api/commerce/events', payload: body });
    assert.equal(unsigned.statusCode, 401);
    const unknown = await send({ type: 'order.refunded', timestamp: new Date().toISOString(), data: { id: 'x' } });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.errors[0].field, 'type');
    assert.equal((await send(null, { raw: 'not json' })).status, 400);
    assert.equal((await send(order('order.placed', 'order_bad', [{ product_id: 'prod_kit', variant_id: 'var_kit', quantity: 0 }]))).status, 400);
    assert.equal((await send({ type: 'order.placed', timestamp: 'yesterday', data: { id: 'o', items: [] } })).status, 400);
    assert.deepEqual({ kit: current('var_kit'), events: await eventCount() }, before);
  });

  it('counts concurrent order events and storefront increments on one variant exactly, and a repeated event once', async () => {
    const start = current('var_kit');
    const orders = Array.from({ length: 25 }, (_, index) => send(order('order.placed', `order_c${index}`, [{ product_id: 'prod_kit', variant_id: 'var_kit', quantity: 1 }])));
    const increments = Array.from({ length: 25 }, () => setup.t.app.inject({ method: 'PATCH', url: '/api/preorders/prod_kit', payload: { variant_id: 'var_kit', increment: 1 } }));
    const repeated = signed(order('order.placed', 'order_repeat', [{ product_id: 'prod_kit', variant_id: 'var_kit', quantity: 4 }]));
    const repeats = Array.from({ length: 6 }, () => setup.t.app.inject({ method: 'POST', url: '/api/commerce/events', headers: repeated.headers, payload: repeated.payload }));
    const answers = await Promise.all([...orders, ...increments.map(async (request) => ({ status: (await request).statusCode })), ...repeats.map(async (request) => ({ status: (await request).statusCode }))]);
    assert.ok(answers.every((answer) => answer.status === 200), JSON.stringify(answers.filter((answer) => answer.status !== 200)));
    assert.equal(current('var_kit'), start + 25 + 25 + 4);
  });

  it('a product event syncs that product; a deleted product leaves the store', async () => {
    setup.backend.catalog.products.find((product) => product.id === 'prod_plain')!.title = 'Plain, renamed in the backend';
    assert.equal((await send({ type: 'product.updated', timestamp: new Date().toISOString(), data: { id: 'prod_plain' } })).status, 200);
    const renamed = await setup.t.app.inject({ url: '/api/products?where[backendId][equals]=prod_plain' });
    assert.equal(renamed.json().docs[0].title, 'Plain, renamed in the backend');
    setup.backend.addProduct(backendProduct('prod_new'));
    assert.equal((await send({ type: 'product.created', timestamp: new Date().toISOString(), data: { id: 'prod_new' } })).status, 200);
    assert.equal((await setup.t.app.inject({ url: '/api/products?where[backendId][equals]=prod_new' })).json().totalDocs, 1);
    const deleted = await send({ type: 'product.deleted', timestamp: new Date().toISOString(), data: { id: 'prod_plain' } });
    assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
    assert.equal((await setup.t.app.inject({ url: '/api/products?where[backendId][equals]=prod_plain' })).json().totalDocs, 0);
  });

  it('a replayed product event (same event id) answers duplicate and does not sync again', async () => {
    setup.backend.addProduct(backendProduct('prod_replay'));
    await setup.t.app.inject({ url: '/api/sync-backend' });
    const product = () => setup.backend.catalog.products.find((entry) => entry.id === 'prod_replay')!;
    const title = async () => (await setup.t.app.inject({ url: '/api/products?where[backendId][equals]=prod_replay' })).json().docs[0].title;
    const asked = () => setup.backend.requests.filter((request) => request.path.includes('prod_replay')).length;
    const body = { type: 'product.updated', timestamp: new Date().toISOString(), data: { id: 'prod_replay' } };
    product().title = 'Replay, first delivery';
    const askedAtStart = asked();
    const first = await send(body);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.duplicate, false);
    assert.equal(await title(), 'Replay, first delivery');
    assert.ok(asked() > askedAtStart, 'the first delivery asked the commerce backend for the product');

    // The backend's product changes between the deliveries: a second sync would bring the new title.
    product().title = 'Replay, changed after the first delivery';
    const askedBefore = asked();
    const replayed = await send(body, { id: first.id });
    assert.equal(replayed.status, 200, JSON.stringify(replayed.body));
    assert.deepEqual(replayed.body, { message: `Event ${first.id} was applied already.`, duplicate: true });
    assert.equal(asked(), askedBefore, 'the commerce backend was not asked for the product again');
    assert.equal(await title(), 'Replay, first delivery', 'the replay synced nothing');
  });

  async function eventCount(): Promise<number> {
    const result = await setup.t.database.db.execute(sql`select (select count(*) from commerce_events)::int + (select count(*) from commerce_orders)::int as n`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }
});

describe('commerce events without COMMERCE_WEBHOOK_SECRET', () => {
  it('are refused with 401, saying so', async () => {
    const t = await startTestApp();
    try {
      const request = signed(order('order.placed', 'o1', []));
      const response = await t.app.inject({ method: 'POST', url: '/api/commerce/events', headers: request.headers, payload: request.payload });
      assert.equal(response.statusCode, 401);
      assert.match(response.json().errors[0].message, /COMMERCE_WEBHOOK_SECRET is not set/);
    } finally {
      await t.close();
    }
  });
});
