import { type SQL, sql } from 'drizzle-orm';
import type { ContentWrite } from '../content/changes.js';
import { isPublicCollection } from '../content/collections.js';
import type { Db } from '../db/client.js';
import { type EventType, type OutgoingEvent, outgoingEvent } from './event-types.js';
import { preorderTransitions } from './preorder-transitions.js';
import type { PreorderRecord } from '../domain/preorder-figures.js';

/**
 * Writes events to the outbox in the caller's transaction, with one pending delivery per endpoint
 * subscribed to each: one statement, whatever the count. A disabled endpoint's deliveries wait for it
 * to be enabled again. An event no endpoint subscribes to is not stored (nobody could receive it, and
 * a later endpoint does not get past events).
 */
export async function emitEvents(tx: Db, events: readonly OutgoingEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.execute(sql`with ${storedEvents(events)} ${deliveriesOfStoredEvents()}`);
}

/**
 * The same writes as emitEvents as common table expressions, for a statement that does other work
 * beside (a sync batch writes its records, their audit entries and their events in one round trip):
 * `events_incoming`, `events_targets`, `events_stored` and `events_deliveries`. Nothing when there are no events.
 */
export function eventsAsCommonTables(events: readonly OutgoingEvent[]): SQL | undefined {
  if (events.length === 0) return undefined;
  return sql`${storedEvents(events, 'events_')}, events_deliveries as (${deliveriesOfStoredEvents('events_')})`;
}

function storedEvents(events: readonly OutgoingEvent[], prefix = ''): SQL {
  const rows = JSON.stringify(events.map((event) => ({ id: event.id, type: event.type, payload: event.payload, at: event.payload.timestamp })));
  const incoming = sql.raw(`${prefix}incoming`);
  const targets = sql.raw(`${prefix}targets`);
  return sql`
    ${incoming} as (
      select * from jsonb_to_recordset(${rows}::jsonb) as e(id text, type text, payload jsonb, at timestamptz)
    ), ${targets} as (
      select ${incoming}.id as event_id, endpoint.id as endpoint_id, ${incoming}.at
      from ${incoming} join webhook_endpoints as endpoint
        on endpoint.events @> jsonb_build_array(${incoming}.type)
    ), ${sql.raw(`${prefix}stored`)} as (
      insert into webhook_events (id, type, payload, created_at)
      select id, type, payload, at from ${incoming} where id in (select event_id from ${targets})
    )`;
}

function deliveriesOfStoredEvents(prefix = ''): SQL {
  return sql`
    insert into webhook_deliveries (event_id, endpoint_id, next_attempt_at, created_at)
    select event_id, endpoint_id, at, at from ${sql.raw(`${prefix}targets`)}`;
}


/** The events of some writes: `content.changed` for each, and the campaign moments of preorder products. */
export function eventsOfWrites(writes: readonly ContentWrite[], at: Date): OutgoingEvent[] {
  const events: OutgoingEvent[] = [];
  const add = (type: EventType, data: Record<string, unknown>) => events.push(outgoingEvent(type, data, at));
  for (const write of writes) {
    // Private collections (users) emit nothing; globals are public.
    if (write.collection !== 'globals' && !isPublicCollection(write.collection)) continue;
    add('content.changed', { collection: write.collection, id: write.id, operation: write.operation });
    if (write.collection === 'preorder-products') {
      for (const transition of preorderTransitions(write.before as PreorderRecord, write.after as PreorderRecord)) add(transition.type, transition.data);
    }
  }
  return events;
}

/** Emits the events of some writes in their transaction. */
export async function emitWriteEvents(tx: Db, writes: readonly ContentWrite[], at: Date = new Date()): Promise<void> {
  await emitEvents(tx, eventsOfWrites(writes, at));
}

/**
 * The app's outbox (AppContext.outbox): the writes above, remembering that deliveries may be queued so
 * that the app's own delivery worker, told of each committed write, starts a round at once only then (a
 * rolled-back write costs one empty round; other instances' and other apps' events wait for the poll).
 * The functions above write the same without telling anyone.
 */
export class Outbox {
  private deliveriesMayBeQueued = false;

  async emitEvents(tx: Db, events: readonly OutgoingEvent[]): Promise<void> {
    if (events.length > 0) this.deliveriesMayBeQueued = true;
    await emitEvents(tx, events);
  }

  eventsAsCommonTables(events: readonly OutgoingEvent[]): SQL | undefined {
    if (events.length > 0) this.deliveriesMayBeQueued = true;
    return eventsAsCommonTables(events);
  }

  async emitWriteEvents(tx: Db, writes: readonly ContentWrite[], at: Date = new Date()): Promise<void> {
    await this.emitEvents(tx, eventsOfWrites(writes, at));
  }

  /** True once since this outbox last emitted events. */
  takeDeliveriesQueued(): boolean {
    const queued = this.deliveriesMayBeQueued;
    this.deliveriesMayBeQueued = false;
    return queued;
  }
}
