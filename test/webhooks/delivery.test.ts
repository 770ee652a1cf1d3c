import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { emitEvents } from '../../src/events/outbox.js';
import { outgoingEvent } from '../../src/events/event-types.js';
import { addressGuard, PRIVATE_RANGES } from '../../src/lib/address-guard.js';
import { DeliveryWorker, outcomeOf } from '../../src/webhooks/delivery-worker.js';
import { createEndpoint } from '../../src/webhooks/endpoints.js';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS, retryDelayMs } from '../../src/webhooks/retry-schedule.js';
import { sendWebhook } from '../../src/webhooks/send.js';
import { openTestDatabase, type TestDatabase } from '../helpers/database.js';
import { startReceiver } from '../helpers/webhook-receiver.js';

const quiet = { warn() {}, info() {} };

describe('the retry schedule', () => {
  it('waits longer after each failure, a fifth either way, and ends after the last', () => {
    assert.equal(retryDelayMs(1, () => 0.5), RETRY_DELAYS_MS[0]);
    assert.equal(retryDelayMs(1, () => 0), RETRY_DELAYS_MS[0]! * 0.8);
    assert.equal(retryDelayMs(1, () => 1), RETRY_DELAYS_MS[0]! * 1.2);
    for (let attempt = 2; attempt < MAX_ATTEMPTS; attempt += 1) assert.ok(retryDelayMs(attempt, () => 0.5)! > retryDelayMs(attempt - 1, () => 0.5)! || RETRY_DELAYS_MS[attempt - 1] === RETRY_DELAYS_MS[attempt - 2]);
    assert.equal(retryDelayMs(MAX_ATTEMPTS), undefined);
  });

  it('a 2xx delivers, 410 is gone, anything else (or no answer) is retried until the schedule ends', () => {
    assert.equal(outcomeOf({ status: 204, durationMs: 1 }, 1).outcome, 'delivered');
    assert.equal(outcomeOf({ status: 410, durationMs: 1 }, 1).outcome, 'gone');
    assert.equal(outcomeOf({ status: 301, durationMs: 1 }, 1).outcome, 'retry');
    assert.equal(outcomeOf({ durationMs: 1, error: 'ECONNREFUSED' }, 2).outcome, 'retry');
    assert.equal(outcomeOf({ status: 500, durationMs: 1 }, MAX_ATTEMPTS).outcome, 'failed');
  });
});

describe('delivery targets', () => {
  it('the default ranges block loopback, private, link-local and mapped IPv6 addresses, not public ones', () => {
    const guard = addressGuard(PRIVATE_RANGES);
    for (const address of ['127.0.0.1', '10.0.0.5', '172.20.1.1', '192.168.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:a00:1']) {
      assert.ok(guard.blockedBy(address), address);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '172.32.0.1']) assert.equal(guard.blockedBy(address), undefined, address);
  });

  it('a name that resolves into a blocked range is refused when the connection is made, and nothing is sent', async () => {
    const receiver = await startReceiver();
    try {
      const url = receiver.url.replace('127.0.0.1', 'localhost');
      const blocked = await sendWebhook({ id: 'msg_1', url, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', body: '{}', at: new Date() }, { guard: addressGuard(['127.0.0.0/8', '::1/128']), timeoutMs: 1000 });
      assert.equal(blocked.status, undefined);
      assert.match(blocked.error ?? '', /blocked range/);
      const allowed = await sendWebhook({ id: 'msg_2', url, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', body: '{}', at: new Date() }, { guard: addressGuard([]), timeoutMs: 1000 });
      assert.equal(allowed.status, 200);
      assert.deepEqual(receiver.received.map((request) => request.headers['webhook-id']), ['msg_2']);
    } finally {
      await receiver.close();
    }
  });

  it('a kept-alive connection the receiver closed as the next delivery went out is not a failed attempt: sent again on a new one', async () => {
    // Each connection is answered once; the next request on it finds it closed, as when the receiver's
    // idle timeout (Node's 5 s keep-alive, nginx's 75 s) fires just as a delivery reuses the connection.
    const { Agent, createServer } = await import('node:http');
    const answered = new WeakSet<object>();
    const ids: string[] = [];
    const server = createServer((request, response) => {
      if (answered.has(request.socket)) {
        request.socket.destroy();
        return;
      }
      answered.add(request.socket);
      ids.push(String(request.headers['webhook-id']));
      request.resume().on('end', () => response.end('ok'));
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const agent = new Agent({ keepAlive: true });
    try {
      const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
      const send = (id: string) => sendWebhook({ id, url, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', body: '{}', at: new Date() }, { guard: addressGuard([]), timeoutMs: 2000, agent });
      const first = await send('msg_4');
      const second = await send('msg_5');
      assert.deepEqual([first.status, first.error, second.status, second.error], [200, undefined, 200, undefined]);
      assert.deepEqual(ids, ['msg_4', 'msg_5']);
      // A new connection closed without an answer is the receiver's doing: a failed attempt, not sent again.
      let requests = 0;
      const closing = createServer((request) => {
        requests += 1;
        request.socket.destroy();
      }).listen(0, '127.0.0.1');
      await new Promise((resolve) => closing.once('listening', resolve));
      const refused = await sendWebhook({ id: 'msg_6', url: `http://127.0.0.1:${(closing.address() as { port: number }).port}/`, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', body: '{}', at: new Date() }, { guard: addressGuard([]), timeoutMs: 2000, agent });
      closing.close();
      assert.deepEqual([refused.status, refused.error, requests], [undefined, 'socket hang up', 1]);
    } finally {
      agent.destroy();
      server.closeAllConnections();
      server.close();
    }
  });

  it('an answer slower than the timeout is an attempt without status', async () => {
    const { createServer } = await import('node:http');
    const server = createServer(() => { /* never answers */ }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const port = (server.address() as { port: number }).port;
      const sent = await sendWebhook({ id: 'msg_3', url: `http://127.0.0.1:${port}/`, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', body: '{}', at: new Date() }, { guard: addressGuard([]), timeoutMs: 200 });
      assert.equal(sent.status, undefined);
      assert.match(sent.error ?? '', /within 200 ms/);
      assert.ok(sent.durationMs >= 190 && sent.durationMs < 2000, String(sent.durationMs));
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('several delivery workers on one database', () => {
  let database: TestDatabase;
  before(async () => {
    database = await openTestDatabase();
  });
  after(() => database.close());

  it('send each of 300 deliveries exactly once between them', async () => {
    const receiver = await startReceiver();
    try {
      const { secret } = await createEndpoint(database.db, { url: receiver.url, events: ['content.changed'] });
      const at = new Date();
      await database.db.transaction(async (transaction) => {
        await emitEvents(transaction as unknown as Db, Array.from({ length: 300 }, (_, index) => outgoingEvent('content.changed', { collection: 'articles', id: `a${index}`, operation: 'update' }, at)));
      });
      // Small batches and more workers than the test pool has connections (5 on PostgreSQL).
      const workers = Array.from({ length: 8 }, () => new DeliveryWorker({ db: database.db, guard: addressGuard([]), timeoutMs: 2000, pollMs: 10, batchSize: 7, now: () => new Date(), log: quiet }));
      for (const worker of workers) worker.start();
      try {
        await receiver.waitFor(300, 20_000);
        await new Promise((resolve) => setTimeout(resolve, 200));
      } finally {
        await Promise.all(workers.map((worker) => worker.stop()));
      }
      const ids = receiver.received.map((request) => String(request.headers['webhook-id']));
      assert.equal(ids.length, 300);
      assert.equal(new Set(ids).size, 300, 'no delivery sent twice');
      assert.ok(receiver.received.every((request) => receiver.signedWith(request, secret)));
      const states = await database.db.execute(sql`select status, count(*)::int as n from webhook_deliveries group by status`);
      assert.deepEqual((states as unknown as { rows: unknown[] }).rows, [{ status: 'delivered', n: 300 }]);
    } finally {
      await receiver.close();
    }
  });
});

describe('WEBHOOK_BLOCKED_ADDRESSES', () => {
  it('takes private, none or CIDR ranges, and stops start-up on anything else', async () => {
    const { loadConfig } = await import('../../src/config.js');
    assert.deepEqual(loadConfig({}).webhookBlockedAddresses, ['private']);
    assert.deepEqual(loadConfig({ WEBHOOK_BLOCKED_ADDRESSES: 'none' }).webhookBlockedAddresses, []);
    assert.deepEqual(loadConfig({ WEBHOOK_BLOCKED_ADDRESSES: 'private, 203.0.113.0/24, 2001:db8::1' }).webhookBlockedAddresses, ['private', '203.0.113.0/24', '2001:db8::1/128']);
    assert.throws(() => loadConfig({ WEBHOOK_BLOCKED_ADDRESSES: '10.0.0.0/33' }), /WEBHOOK_BLOCKED_ADDRESSES/);
    assert.throws(() => loadConfig({ WEBHOOK_BLOCKED_ADDRESSES: 'intranet' }), /WEBHOOK_BLOCKED_ADDRESSES/);
    const guard = addressGuard(['private', '203.0.113.0/24']);
    assert.ok(guard.blockedBy('203.0.113.9') && guard.blockedBy('10.1.1.1'));
  });
});
