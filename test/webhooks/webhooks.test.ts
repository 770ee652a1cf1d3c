import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createDoc, startTestApp, type TestApp } from '../helpers/app.js';
import { startReceiver } from '../helpers/webhook-receiver.js';
import { RETRY_DELAYS_MS } from '../../src/webhooks/retry-schedule.js';

const ADMIN = { authorization: 'Bearer webhook-test-admin-key' };

async function register(t: TestApp, body: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: '/api/webhooks', headers: ADMIN, payload: body });
  assert.equal(response.statusCode, 201, response.body);
  return response.json() as { doc: { id: string; enabled: boolean }; secret: string };
}

async function endpoint(t: TestApp, id: string) {
  return (await t.app.inject({ method: 'GET', url: `/api/webhooks/${id}`, headers: ADMIN })).json().doc;
}

async function deliveries(t: TestApp, id: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/webhooks/${id}/deliveries`, headers: ADMIN });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().docs as { id: number; eventId: string; eventType: string; status: string; attempts: number; attemptLog: { statusCode: number | null }[]; payload: { data: Record<string, unknown> } }[];
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function tableCount(t: TestApp, table: string): Promise<number> {
  const result = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('outgoing webhooks', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ ADMIN_API_KEY: 'webhook-test-admin-key', WEBHOOK_BLOCKED_ADDRESSES: 'none', WEBHOOK_POLL_MS: '20' }, { workers: true });
  });
  after(() => t.close());
  // Tests that retry move the clock a day ahead; signatures are checked against the real time.
  beforeEach(() => {
    t.clock.now = new Date();
  });

  it('delivers content.changed for a committed write, signed per Standard Webhooks with the secret shown once', async () => {
    const receiver = await startReceiver();
    try {
      const created = await register(t, { url: receiver.url, events: ['content.changed'] });
      assert.match(created.secret, /^whsec_/);
      const listed = await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: ADMIN });
      assert.ok(!listed.body.includes(created.secret), 'the list never shows the secret');
      const doc = await createDoc(t.app, 'announcements', { title: 'Doors open' }, ADMIN);
      const [request] = await receiver.waitFor(1);
      const body = receiver.verify(request!, created.secret);
      assert.equal(body.type, 'content.changed');
      assert.deepEqual(body.data, { collection: 'announcements', id: doc.id, operation: 'create' });
      assert.match(String(request!.headers['webhook-id']), /^msg_/);
      const [delivery] = await until(() => deliveries(t, created.doc.id), (list) => list[0]?.status === 'delivered', 'delivered status');
      assert.equal(delivery!.eventId, request!.headers['webhook-id']);
      assert.deepEqual(delivery!.attemptLog.map((attempt) => attempt.statusCode), [200]);
      await t.app.inject({ method: 'DELETE', url: `/api/webhooks/${created.doc.id}`, headers: ADMIN });
    } finally {
      await receiver.close();
    }
  });

  it('a refused write emits nothing, and events nobody subscribes to are not stored', async () => {
    const eventsBefore = await tableCount(t, 'webhook_events');
    const receiver = await startReceiver();
    try {
      const created = await register(t, { url: receiver.url, events: ['preorder.goal_reached'] });
      await createDoc(t.app, 'announcements', { title: 'not subscribed' }, ADMIN);
      const refused = await t.app.inject({ method: 'POST', url: '/api/announcements', headers: ADMIN, payload: { title: 42 } });
      assert.equal(refused.statusCode, 400);
      assert.equal(await tableCount(t, 'webhook_events'), eventsBefore);
      assert.deepEqual(await deliveries(t, created.doc.id), []);
      await t.app.inject({ method: 'DELETE', url: `/api/webhooks/${created.doc.id}`, headers: ADMIN });
    } finally {
      await receiver.close();
    }
  });

  it('sends the campaign moments of a preorder product: goal reached, variant sold out, available again', async () => {
    const receiver = await startReceiver();
    try {
      const created = await register(t, { url: receiver.url, events: ['preorder.goal_reached', 'preorder.variant_sold_out', 'preorder.variant_available'] });
      const product = await createDoc(t.app, 'preorder-products', {
        title: 'Limited kit', fundingGoal: '3', orderCount: 2, variants: [{ id: 'v-kit', title: 'Kit', currentOrders: 4, maxOrders: 5 }],
      }, ADMIN);
      const patch = (payload: Record<string, unknown>) => t.app.inject({ method: 'PATCH', url: `/api/preorder-products/${product.id}`, headers: ADMIN, payload });
      assert.equal((await patch({ orderCount: 3 })).statusCode, 200);
      assert.equal((await patch({ orderCount: 4 })).statusCode, 200); // already reached: nothing new
      assert.equal((await patch({ variants: [{ id: 'v-kit', title: 'Kit', currentOrders: 5, maxOrders: 5 }] })).statusCode, 200);
      assert.equal((await patch({ variants: [{ id: 'v-kit', title: 'Kit', currentOrders: 5, maxOrders: 8 }] })).statusCode, 200);
      const requests = await receiver.waitFor(3);
      await new Promise((resolve) => setTimeout(resolve, 150));
      assert.equal(receiver.received.length, 3, 'no event for a change that crosses nothing');
      const bodies = requests.map((request) => receiver.verify(request, created.secret));
      assert.deepEqual(bodies.map((body) => body.type).sort(), ['preorder.goal_reached', 'preorder.variant_available', 'preorder.variant_sold_out']);
      const goal = bodies.find((body) => body.type === 'preorder.goal_reached')!;
      assert.deepEqual({ id: goal.data.id, fundingGoal: goal.data.fundingGoal, orderCount: goal.data.orderCount }, { id: product.id, fundingGoal: 3, orderCount: 3 });
      const soldOut = bodies.find((body) => body.type === 'preorder.variant_sold_out')!;
      assert.deepEqual({ variantId: soldOut.data.variantId, currentOrders: soldOut.data.currentOrders, maxOrders: soldOut.data.maxOrders }, { variantId: 'v-kit', currentOrders: 5, maxOrders: 5 });
      await t.app.inject({ method: 'DELETE', url: `/api/webhooks/${created.doc.id}`, headers: ADMIN });
    } finally {
      await receiver.close();
    }
  });

  it('retries a failing receiver on the backoff schedule; after 3 failures the 4th attempt delivers the same signed message once', async () => {
    const receiver = await startReceiver([500, 503, 502]);
    try {
      const created = await register(t, { url: receiver.url, events: ['content.changed'] });
      await createDoc(t.app, 'announcements', { title: 'retry me' }, ADMIN);
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await receiver.waitFor(attempt);
        await until(() => deliveries(t, created.doc.id), (list) => list[0]?.attemptLog.length === attempt, `attempt ${attempt} logged`);
        assert.equal(receiver.received.length, attempt, 'not retried before its time');
        t.clock.now = new Date(t.clock.now.getTime() + RETRY_DELAYS_MS[attempt - 1]! * 1.25);
      }
      await receiver.waitFor(4);
      const [delivery] = await until(() => deliveries(t, created.doc.id), (list) => list[0]?.status === 'delivered', 'delivered');
      assert.deepEqual(delivery!.attemptLog.map((attempt) => attempt.statusCode), [500, 503, 502, 200]);
      assert.equal(new Set(receiver.received.map((request) => request.headers['webhook-id'])).size, 1, 'one message id for every attempt');
      assert.equal(receiver.received.filter((request) => request.answered === 200).length, 1);
      assert.ok(receiver.received.every((request) => receiver.signedWith(request, created.secret)));
      assert.equal((await endpoint(t, created.doc.id)).failingSince, null, 'a success ends the failure streak');
      await t.app.inject({ method: 'DELETE', url: `/api/webhooks/${created.doc.id}`, headers: ADMIN });
    } finally {
      await receiver.close();
    }
  });

  it('410 Gone disables the endpoint at once; its later events wait, and resume when it is enabled again', async () => {
    const receiver = await startReceiver([410]);
    try {
      const created = await register(t, { url: receiver.url, events: ['content.changed'] });
      await createDoc(t.app, 'announcements', { title: 'gone' }, ADMIN);
      await receiver.waitFor(1);
      const disabled = await until(() => endpoint(t, created.doc.id), (doc) => doc.enabled === false, 'disabled');
      assert.match(disabled.disabledReason, /410/);
      await createDoc(t.app, 'announcements', { title: 'while disabled' }, ADMIN);
      await new Promise((resolve) => setTimeout(resolve, 150));
      assert.equal(receiver.received.length, 1, 'nothing is sent to a disabled endpoint');
      const enabled = await t.app.inject({ method: 'PATCH', url: `/api/webhooks/${created.doc.id}`, headers: ADMIN, payload: { enabled: true } });
      assert.equal(enabled.json().doc.disabledReason, null);
      const [, second] = await receiver.waitFor(2);
      assert.equal(receiver.verify(second!, created.secret).type, 'content.changed');
      const log = await until(() => deliveries(t, created.doc.id), (list) => list[0]?.status === 'delivered', 'the second delivered');
      assert.deepEqual(log.map((delivery) => delivery.status), ['delivered', 'failed']);
      // Manual redelivery of the failed one: sent again under its own id.
      const redelivered = await t.app.inject({ method: 'POST', url: `/api/webhooks/${created.doc.id}/deliveries/${log[1]!.id}/redeliver`, headers: ADMIN });
      assert.equal(redelivered.statusCode, 202);
      const [, , third] = await receiver.waitFor(3);
      assert.equal(third!.headers['webhook-id'], log[1]!.eventId);
      await t.app.inject({ method: 'DELETE', url: `/api/webhooks/${created.doc.id}`, headers: ADMIN });
    } finally {
      await receiver.close();
    }
  });

  it('gives a delivery up after the whole schedule (about a day) and disables an endpoint that failed all that time', async () => {
    const receiver = await startReceiver(Array(20).fill(500));
    try {
      const created = await register(t, { url: receiver.url, events: ['content.changed'] });
      await createDoc(t.app, 'announcements', { title: 'never arrives' }, ADMIN);
      for (let attempt = 1; attempt <= RETRY_DELAYS_MS.length + 1; attempt += 1) {
        await receiver.waitFor(attempt);
        await until(() => deliveries(t, created.doc.id), (list) => list[0]?.attemptLog.length === attempt, `attempt ${attempt} logged`);
        t.clock.now = new Date(t.clock.now.getTime() + (RETRY_DELAYS_MS[attempt - 1] ?? 0) * 1.25);
      }
      const [delivery] = await until(() => deliveries(t, created.doc.id), (list) => list[0]?.status === 'failed', 'given up');
      assert.equal(delivery!.attempts, RETRY_DELAYS_MS.length + 1);
      const doc = await until(() => endpoint(t, created.doc.id), (found) => found.enabled === false, 'disabled');
      assert.match(doc.disabledReason, /failed every attempt/);
      const total = RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
      assert.ok(total > 20 * 3_600_000 && total < 36 * 3_600_000, 'the schedule spans about a day');
      await t.app.inject({ method: 'DELETE', url: `/api/webhooks/${created.doc.id}`, headers: ADMIN });
    } finally {
      await receiver.close();
    }
  });

  it('a rotated secret: deliveries carry both signatures for 24 hours, then only the new one', async () => {
    const receiver = await startReceiver();
    try {
      const created = await register(t, { url: receiver.url, events: ['content.changed'] });
      const rotated = await t.app.inject({ method: 'POST', url: `/api/webhooks/${created.doc.id}/rotate-secret`, headers: ADMIN });
      assert.equal(rotated.statusCode, 200);
      const newSecret = rotated.json().secret as string;
      assert.notEqual(newSecret, created.secret);
      await createDoc(t.app, 'announcements', { title: 'during the overlap' }, ADMIN);
      const [during] = await receiver.waitFor(1);
      assert.equal(receiver.verify(during!, created.secret).type, 'content.changed', 'receivers still on the old secret verify');
      assert.equal(receiver.verify(during!, newSecret).type, 'content.changed');
      t.clock.now = new Date(t.clock.now.getTime() + 25 * 3_600_000);
      await createDoc(t.app, 'announcements', { title: 'after the overlap' }, ADMIN);
      const [, after] = await receiver.waitFor(2);
      assert.ok(receiver.signedWith(after!, newSecret));
      assert.ok(!receiver.signedWith(after!, created.secret), 'the old secret no longer signs');
      assert.equal(String(after!.headers['webhook-signature']).split(' ').length, 1);
      await t.app.inject({ method: 'DELETE', url: `/api/webhooks/${created.doc.id}`, headers: ADMIN });
    } finally {
      await receiver.close();
    }
  });

  it('only admins manage webhooks, even in open mode', async () => {
    const open = await startTestApp({ WEBHOOK_BLOCKED_ADDRESSES: 'none' });
    try {
      const anonymous = await open.app.inject({ method: 'POST', url: '/api/webhooks', payload: { url: 'https://hooks.example/x', events: ['content.changed'] } });
      assert.equal(anonymous.statusCode, 401);
      assert.equal((await open.app.inject({ method: 'GET', url: '/api/webhooks' })).statusCode, 401);
      assert.equal(await tableCount(open, 'webhook_endpoints'), 0);
    } finally {
      await open.close();
    }
  });

  it('refuses unknown events and bad URLs with field errors, and changes nothing', async () => {
    const before = await tableCount(t, 'webhook_endpoints');
    for (const payload of [
      { url: 'ftp://hooks.example/x', events: ['content.changed'] },
      { url: 'https://user:pw@hooks.example/x', events: ['content.changed'] },
      { url: 'not a url', events: ['content.changed'] },
      { url: 'https://hooks.example/x', events: ['order.placed'] },
      { url: 'https://hooks.example/x', events: [] },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/webhooks', headers: ADMIN, payload });
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.ok(Array.isArray(response.json().errors), response.body);
    }
    assert.equal(await tableCount(t, 'webhook_endpoints'), before);
  });
});

describe('webhook targets inside the network', () => {
  it('are refused by default: loopback, private, link-local (cloud metadata) and names that resolve there', async () => {
    const t = await startTestApp({ ADMIN_API_KEY: 'webhook-test-admin-key' });
    try {
      for (const url of ['http://127.0.0.1:8080/x', 'http://10.1.2.3/x', 'http://169.254.169.254/latest/meta-data', 'http://[::1]/x', 'http://[::ffff:192.168.1.1]/x', 'http://localhost:9/x']) {
        const response = await t.app.inject({ method: 'POST', url: '/api/webhooks', headers: ADMIN, payload: { url, events: ['content.changed'] } });
        assert.equal(response.statusCode, 400, url);
        assert.match(response.json().errors[0].message, /blocked range/, url);
      }
      assert.equal(await tableCount(t, 'webhook_endpoints'), 0);
    } finally {
      await t.close();
    }
  });
});
