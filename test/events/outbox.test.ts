import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { emitEvents, emitWriteEvents, eventsOfWrites, Outbox } from '../../src/events/outbox.js';
import { outgoingEvent } from '../../src/events/event-types.js';
import { createEndpoint } from '../../src/webhooks/endpoints.js';
import { openTestDatabase, type TestDatabase } from '../helpers/database.js';

async function count(db: Db, table: string): Promise<number> {
  const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('the outbox', () => {
  let database: TestDatabase;
  before(async () => {
    database = await openTestDatabase();
    await createEndpoint(database.db, { url: 'https://a.example/hook', events: ['content.changed', 'sync.completed'] });
    await createEndpoint(database.db, { url: 'https://b.example/hook', events: ['content.changed'] });
  });
  after(() => database.close());

  it('a rolled-back transaction leaves no event and no delivery', async () => {
    await assert.rejects(database.db.transaction(async (transaction) => {
      await emitWriteEvents(transaction as unknown as Db, [{ collection: 'announcements', id: 'a1', operation: 'create' }]);
      assert.equal(await count(transaction as unknown as Db, 'webhook_deliveries'), 2, 'visible inside the transaction');
      throw new Error('the write fails after its events');
    }), /the write fails/);
    assert.equal(await count(database.db, 'webhook_events'), 0);
    assert.equal(await count(database.db, 'webhook_deliveries'), 0);
  });

  it('a committed one holds each event once, with a delivery per subscribed endpoint', async () => {
    const at = new Date('2026-11-25T10:00:00Z');
    await database.db.transaction(async (transaction) => {
      await emitEvents(transaction as unknown as Db, [
        outgoingEvent('content.changed', { collection: 'announcements', id: 'a1', operation: 'create' }, at),
        outgoingEvent('sync.completed', { runId: 1 }, at),
        outgoingEvent('preorder.ended', { id: 'p1' }, at),
      ]);
    });
    const rows = await database.db.execute(sql`
      select e.type, count(d.id)::int as deliveries from webhook_events e left join webhook_deliveries d on d.event_id = e.id group by e.type order by e.type`);
    assert.deepEqual((rows as unknown as { rows: unknown[] }).rows, [
      { type: 'content.changed', deliveries: 2 },
      { type: 'sync.completed', deliveries: 1 },
    ]);
  });

  it('users emit nothing; a preorder product update emits content.changed and its campaign moments', () => {
    const at = new Date();
    assert.deepEqual(eventsOfWrites([{ collection: 'users', id: 'u1', operation: 'update' }], at), []);
    assert.deepEqual(eventsOfWrites([{ collection: 'no-such-collection', id: 'x1', operation: 'update' }], at), [], 'an unknown collection is not public');
    assert.deepEqual(eventsOfWrites([{ collection: 'globals', id: 'hero-slider', operation: 'update' }], at).map((event) => event.type), ['content.changed']);
    const events = eventsOfWrites([{
      collection: 'preorder-products', id: 'p1', operation: 'update',
      before: { id: 'p1', fundingGoal: '2', orderCount: 1 }, after: { id: 'p1', fundingGoal: '2', orderCount: 2 },
    }], at);
    assert.deepEqual(events.map((event) => event.type), ['content.changed', 'preorder.goal_reached']);
    assert.notEqual(events[0]!.id, events[1]!.id);
    assert.deepEqual(events[0]!.payload, { type: 'content.changed', timestamp: at.toISOString(), data: { collection: 'preorder-products', id: 'p1', operation: 'update' } });
  });

  // Issue 38, point 3: two apps in one process (tests, the CLI beside a server) each wake their own
  // delivery worker; with one flag per process, one app's write would wake the other's and not its own.
  it('tells only the app whose write queued deliveries, once', async () => {
    const [first, second] = [new Outbox(), new Outbox()];
    // Rolled back: nothing stays in the tables, and a rolled-back write still costs one round.
    await assert.rejects(database.db.transaction(async (transaction) => {
      await first.emitWriteEvents(transaction as unknown as Db, [{ collection: 'announcements', id: 'a2', operation: 'create' }]);
      throw new Error('rolled back');
    }), /rolled back/);
    assert.equal(second.takeDeliveriesQueued(), false, 'the other app was not told');
    assert.equal(first.takeDeliveriesQueued(), true);
    assert.equal(first.takeDeliveriesQueued(), false, 'told once');
    await first.emitWriteEvents(database.db, [{ collection: 'users', id: 'u1', operation: 'update' }]);
    assert.equal(first.takeDeliveriesQueued(), false, 'a write that emits no event queues nothing');
  });
});
