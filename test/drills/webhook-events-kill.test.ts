import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { createDrillStore, drillSize, DrillService, type DrillStore, listAll, reportFigure } from '../helpers/drill.js';
import { startReceiver } from '../helpers/webhook-receiver.js';

// Drill: clients create content (each create emits content.changed to a webhook endpoint) while the
// service is killed with SIGKILL, then started again on the same data. Every committed create must be
// delivered, with a valid signature, and nothing for a create that did not commit; a delivery cut by the
// kill may arrive twice under its one webhook-id (at least once), never under two.
const WRITERS = drillSize('WEBHOOK_WRITERS', 8);
const WRITE_MS = drillSize('WEBHOOK_WRITE_MS', 1200);
const ADMIN_KEY = 'drill-webhook-admin-key';
const admin = { authorization: `Bearer ${ADMIN_KEY}`, 'content-type': 'application/json' };

interface Delivery { eventId: string; status: string; payload: { data: { id: string; operation: string } } }

async function deliveryLog(base: string, endpoint: string): Promise<Delivery[]> {
  const all: Delivery[] = [];
  let before = '';
  for (;;) {
    const response = await fetch(`${base}/api/webhooks/${endpoint}/deliveries?limit=200${before}`, { headers: admin });
    const page = ((await response.json()) as { docs: (Delivery & { id: number })[] }).docs;
    all.push(...page);
    if (page.length < 200) return all;
    before = `&before=${page.at(-1)!.id}`;
  }
}

describe('drill: kill -9 while writes emit webhook events', { timeout: 600_000 }, () => {
  let store: DrillStore;
  let service: DrillService;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  before(async () => {
    receiver = await startReceiver();
    store = await createDrillStore();
    service = await DrillService.create({ ...store.env, ADMIN_API_KEY: ADMIN_KEY, WEBHOOK_BLOCKED_ADDRESSES: 'none', WEBHOOK_POLL_MS: '100' });
    await service.start();
  });
  after(async () => {
    await service?.kill();
    await store?.remove();
    await receiver?.close();
  });

  it('delivers the event of every committed write, signed, and none of a write that did not commit', async () => {
    const registered = await fetch(`${service.base}/api/webhooks`, { method: 'POST', headers: admin, body: JSON.stringify({ url: receiver.url, events: ['content.changed'] }) });
    assert.equal(registered.status, 201);
    const { doc: endpoint, secret } = (await registered.json()) as { doc: { id: string }; secret: string };

    const acknowledged = new Set<string>();
    let stopped = false;
    let sequence = 0;
    const writer = async () => {
      while (!stopped) {
        try {
          const response = await fetch(`${service.base}/api/announcements`, { method: 'POST', headers: admin, body: JSON.stringify({ title: `drill ${(sequence += 1)}` }) });
          if (response.status === 201) acknowledged.add(((await response.json()) as { doc: { id: string } }).doc.id);
        } catch {
          return; // cut by the kill: may or may not have committed
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, writer);
    await sleep(WRITE_MS);
    const receivedAtKill = receiver.received.length;
    await service.kill();
    stopped = true;
    await Promise.all(writers);
    const restartMs = await service.start();

    const stored = new Set((await listAll(service.base, 'announcements', admin)).map((doc) => doc.id));
    const started = performance.now();
    let log: Delivery[] = [];
    // PostgreSQL: deliveries the killed process had claimed wait for their lease (WEBHOOK_TIMEOUT_MS + 5 s).
    for (let waited = 0; waited < 600; waited += 1) {
      log = await deliveryLog(service.base, endpoint.id);
      if (log.length >= stored.size && log.every((delivery) => delivery.status === 'delivered')) break;
      await sleep(100);
    }
    const drainMs = performance.now() - started;
    await sleep(300);

    for (const id of acknowledged) assert.ok(stored.has(id), `acknowledged ${id} is stored`);
    assert.deepEqual(log.filter((delivery) => delivery.status !== 'delivered'), [], 'every delivery delivered after the restart');
    const loggedIds = new Set(log.map((delivery) => delivery.payload.data.id));
    assert.deepEqual([...loggedIds].sort(), [...stored].sort(), 'one event per committed create, none for one that did not commit');
    assert.equal(log.length, stored.size, 'one delivery per event');

    const bodies = receiver.received.map((request) => ({ id: String(request.headers['webhook-id']), body: receiver.verify(request, secret) }));
    const byMessage = new Map<string, string>();
    for (const { id, body } of bodies) {
      assert.equal(body.type, 'content.changed');
      const previous = byMessage.get(id);
      assert.ok(previous === undefined || previous === body.data.id, 'a message id always carries the same event');
      byMessage.set(id, String(body.data.id));
    }
    assert.deepEqual([...byMessage.keys()].sort(), log.map((delivery) => delivery.eventId).sort(), 'received exactly the logged events');
    const repeats = bodies.length - byMessage.size;
    reportFigure('webhook events kill', `${acknowledged.size} creates acknowledged in ${WRITE_MS} ms by ${WRITERS} clients, ${stored.size} committed; `
      + `${receivedAtKill} delivered before the kill; restart ${Math.round(restartMs)} ms; all ${log.length} events delivered ${Math.round(drainMs)} ms after it, `
      + `${repeats} sent twice (cut mid-delivery), none lost, none invented`);
  });
});
