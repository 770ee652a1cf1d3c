// The Medusa plugin's own code (integrations/medusa/src/lib), against the real service: what it sends,
// how it signs, when it retries and when it gives up. The plugin runs inside a real Medusa in
// npm run test:medusa; here its parts run without Medusa.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startAppWithBackend } from '../helpers/app.js';
import { backendProduct } from '../helpers/backend-products.js';

// The plugin is a CommonJS package type-checked against Medusa's types (scripts/test-medusa.sh): loaded
// here by path so this project's compiler does not check it with the service's ESM settings.
interface OrderItem { product_id: string; variant_id: string; quantity: number }
interface StorefrontEvent { type: string; timestamp: string; data: { id: string; items?: OrderItem[] } }
interface Options { url: string; secret: string; maxAttempts: number; timeoutMs: number }
interface Transport { fetch: typeof fetch; sleep: (ms: number) => Promise<void>; now: () => Date; random: () => number }
type Outcome = { delivered: boolean; status: number | null; attempts: number; answer: string; retriable?: boolean };
interface EventModule {
  orderItems(lines: unknown[]): OrderItem[];
  messageId(name: string, id: string, random?: () => string): string;
  storefrontEvent(name: string, id: string, at: Date, lines?: unknown[]): StorefrontEvent;
}
interface SendModule {
  readPluginOptions(raw: Record<string, unknown> | undefined): Options;
  retryDelay(attempt: number, random?: () => number): number;
  sendEvent(event: StorefrontEvent, messageId: string, options: Options, transport?: Transport): Promise<Outcome>;
}
const lib = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../integrations/medusa/src/lib');
const events = (await import(pathToFileURL(path.join(lib, 'storefront-event.ts')).href)) as EventModule;
const sender = (await import(pathToFileURL(path.join(lib, 'send-event.ts')).href)) as SendModule;

const SECRET = `whsec_${Buffer.from('medusa-plugin-test-secret-012345').toString('base64')}`;

describe('the Medusa plugin: event bodies', () => {
  it('counts lines with a product, a variant and a whole quantity, summing a variant\'s lines', () => {
    const bigNumber = { valueOf: () => 3 };
    assert.deepEqual(events.orderItems([
      { product_id: 'prod_a', variant_id: 'var_a', quantity: 2 },
      { product_id: 'prod_a', variant_id: 'var_a', quantity: '1' },
      { product_id: 'prod_b', variant_id: 'var_b', quantity: bigNumber },
      { product_id: 'prod_c', variant_id: 'var_c', detail: { quantity: 4 } },
      { product_id: null, variant_id: null, quantity: 1 },
      { product_id: 'prod_d', variant_id: 'var_d', quantity: 1.5 },
      { product_id: 'prod_e', variant_id: 'var_e', quantity: 0 },
      null,
    ]), [
      { product_id: 'prod_a', variant_id: 'var_a', quantity: 3 },
      { product_id: 'prod_b', variant_id: 'var_b', quantity: 3 },
      { product_id: 'prod_c', variant_id: 'var_c', quantity: 4 },
    ]);
  });

  it('gives an order\'s event an id its repeats keep, a product\'s event a fresh one', () => {
    assert.equal(events.messageId('order.placed', 'order_1'), 'medusa_order.placed_order_1');
    assert.equal(events.messageId('order.placed', 'order_1'), events.messageId('order.placed', 'order_1'));
    assert.notEqual(events.messageId('product.updated', 'prod_1'), events.messageId('product.updated', 'prod_1'));
    assert.equal(events.messageId('product.updated', 'prod_1', () => 'x'), 'medusa_product.updated_prod_1_x');
  });

  it('builds {type, timestamp, data}: items for orders, only the id for products', () => {
    const at = new Date('2026-11-25T10:00:00.000Z');
    assert.deepEqual(events.storefrontEvent('order.canceled', 'order_1', at, [{ product_id: 'p', variant_id: 'v', quantity: 1 }]),
      { type: 'order.canceled', timestamp: '2026-11-25T10:00:00.000Z', data: { id: 'order_1', items: [{ product_id: 'p', variant_id: 'v', quantity: 1 }] } });
    assert.deepEqual(events.storefrontEvent('product.deleted', 'prod_1', at), { type: 'product.deleted', timestamp: '2026-11-25T10:00:00.000Z', data: { id: 'prod_1' } });
  });
});

describe('the Medusa plugin: options and retry schedule', () => {
  it('needs the service URL and its whsec_ secret; defaults to 10 attempts of 10 s', () => {
    assert.throws(() => sender.readPluginOptions({ secret: SECRET }), /options\.url/);
    assert.throws(() => sender.readPluginOptions({ url: 'ftp://x', secret: SECRET }), /options\.url/);
    assert.throws(() => sender.readPluginOptions({ url: 'http://127.0.0.1:1' }), /options\.secret/);
    assert.deepEqual(sender.readPluginOptions({ url: 'https://content.example.com/', secret: SECRET }),
      { url: 'https://content.example.com', secret: SECRET, maxAttempts: 10, timeoutMs: 10_000 });
    assert.equal(sender.readPluginOptions({ url: 'http://a', secret: SECRET, maxAttempts: 0 }).maxAttempts, 10);
  });

  it('waits 1 s, 2 s, 4 s… up to 2 minutes, each between half and all of it', () => {
    assert.deepEqual([1, 2, 3, 8, 20].map((attempt) => sender.retryDelay(attempt, () => 0)), [500, 1000, 2000, 60_000, 60_000]);
    assert.deepEqual([1, 2, 3, 8, 20].map((attempt) => sender.retryDelay(attempt, () => 1)), [1000, 2000, 4000, 120_000, 120_000]);
  });
});

describe('the Medusa plugin delivering to the service', () => {
  let setup: Awaited<ReturnType<typeof startAppWithBackend>>;
  let base: string;
  const current = (variant: string) =>
    Number(setup.backend.catalog.products.flatMap((product) => product.variants).find((entry) => entry.id === variant)!.metadata.current_orders);
  const options = () => sender.readPluginOptions({ url: base, secret: SECRET });
  /** Real fetch, the clock of the test, sleeps recorded instead of waited; `failFirst` attempts refused as by a closed port. */
  const transport = (failFirst = 0, seen: { timestamp: string; signature: string; id: string }[] = [], slept: number[] = []): Transport => {
    let attempts = 0;
    let clock = Date.now();
    return {
      fetch: async (url, init) => {
        const headers = init!.headers as Record<string, string>;
        seen.push({ timestamp: headers['webhook-timestamp']!, signature: headers['webhook-signature']!, id: headers['webhook-id']! });
        attempts += 1;
        if (attempts <= failFirst) throw new TypeError('fetch failed (connect ECONNREFUSED)');
        return fetch(url, init);
      },
      sleep: async (ms) => {
        slept.push(ms);
        clock += ms;
      },
      now: () => new Date(clock),
      random: () => 1,
    };
  };

  before(async () => {
    setup = await startAppWithBackend({ COMMERCE_WEBHOOK_SECRET: SECRET });
    setup.backend.addProduct(backendProduct('prod_drop', { preorder: true, variants: [{ id: 'var_drop', current: 5, max: 50 }] }));
    assert.equal((await setup.t.app.inject({ url: '/api/sync-backend' })).statusCode, 200);
    base = await setup.t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => setup.close());

  it('signs an order.placed that the service verifies and counts once, even when sent again', async () => {
    const event = events.storefrontEvent('order.placed', 'order_p1', new Date(), [{ product_id: 'prod_drop', variant_id: 'var_drop', quantity: 2 }]);
    const outcome = await sender.sendEvent(event, events.messageId('order.placed', 'order_p1'), options());
    assert.equal(outcome.delivered, true, outcome.answer);
    assert.deepEqual([outcome.status, outcome.attempts, JSON.parse(outcome.answer).duplicate], [200, 1, false]);
    assert.equal(current('var_drop'), 7);
    const again = await sender.sendEvent(event, events.messageId('order.placed', 'order_p1'), options());
    assert.deepEqual([again.delivered, JSON.parse(again.answer).duplicate], [true, true]);
    assert.equal(current('var_drop'), 7);
  });

  it('retries while the service cannot be reached, re-signing each attempt, and the event counts once', async () => {
    const seen: { timestamp: string; signature: string; id: string }[] = [];
    const slept: number[] = [];
    const event = events.storefrontEvent('order.placed', 'order_p2', new Date(), [{ product_id: 'prod_drop', variant_id: 'var_drop', quantity: 1 }]);
    const outcome = await sender.sendEvent(event, events.messageId('order.placed', 'order_p2'), options(), transport(2, seen, slept));
    assert.deepEqual([outcome.delivered, outcome.attempts], [true, 3], outcome.answer);
    assert.deepEqual(slept, [1000, 2000]);
    assert.deepEqual(seen.map((attempt) => attempt.id), Array(3).fill('medusa_order.placed_order_p2'));
    const [first, second, third] = seen.map((attempt) => Number(attempt.timestamp));
    assert.deepEqual([second! - first!, third! - first!], [1, 3], 'a fresh timestamp per attempt, after each wait');
    assert.equal(new Set(seen.map((attempt) => attempt.signature)).size, 3);
    assert.equal(current('var_drop'), 8);
  });

  it('gives up at once on a refusal (a wrong secret: 401), and nothing moves', async () => {
    const slept: number[] = [];
    const event = events.storefrontEvent('order.placed', 'order_p3', new Date(), [{ product_id: 'prod_drop', variant_id: 'var_drop', quantity: 4 }]);
    const wrong = sender.readPluginOptions({ url: base, secret: `whsec_${Buffer.from('another-secret-of-the-same-size!').toString('base64')}` });
    const outcome = await sender.sendEvent(event, events.messageId('order.placed', 'order_p3'), wrong, transport(0, [], slept));
    assert.deepEqual([outcome.delivered, outcome.status, outcome.attempts, outcome.retriable], [false, 401, 1, false]);
    assert.deepEqual(slept, []);
    assert.equal(current('var_drop'), 8);
  });

  it('stops after maxAttempts when the service never answers, saying it may be retried', async () => {
    const slept: number[] = [];
    const event = events.storefrontEvent('product.updated', 'prod_drop', new Date());
    const outcome = await sender.sendEvent(event, events.messageId('product.updated', 'prod_drop'), { ...options(), maxAttempts: 4 }, transport(99, [], slept));
    assert.deepEqual([outcome.delivered, outcome.status, outcome.attempts, outcome.retriable], [false, null, 4, true]);
    assert.deepEqual(slept, [1000, 2000, 4000]);
  });
});
