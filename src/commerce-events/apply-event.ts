import { sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import type { Actor } from '../identity/actor.js';
import { collections, PRODUCT_COLLECTIONS } from '../content/collections.js';
import { deleteDocument } from '../content/operations/delete-document.js';
import { findByIdentifier } from '../content/repository.js';
import type { Db } from '../db/client.js';
import { HttpError } from '../lib/errors.js';
import { updateVariantCounters } from '../preorders/update-variant-counters.js';
import { syncByBackendId } from '../sync/sync-product.js';
import type { CommerceEvent, OrderItem } from './parse-event.js';

export const COMMERCE_ACTOR: Actor = { kind: 'commerce-events', role: 'editor' };

type Context = Pick<AppContext, 'db' | 'commerce' | 'changes' | 'locks' | 'counters' | 'now' | 'metrics' | 'config' | 'mediaStorage' | 'outbox'>;

export interface EventOutcome {
  duplicate: boolean;
  message: string;
  /** The preorder variants whose counters moved, by how much. */
  counters?: { variantId: string; change: number }[];
}

interface OrderRow {
  status: 'placed' | 'canceled';
  items: OrderItem[];
  applied: number[];
  reverted: number[];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function seen(db: Db, eventId: string): Promise<boolean> {
  return rowsOf(await db.execute(sql`select 1 from commerce_events where id = ${eventId}`)).length > 0;
}

async function remember(db: Db, eventId: string, type: string): Promise<void> {
  await db.execute(sql`insert into commerce_events (id, type) values (${eventId}, ${type}) on conflict do nothing`);
}

const ORDER_LEASE_MS = 60_000;

/** Another request (another instance) is working on the same order: the sender retries later. */
export class OrderBusy extends HttpError {
  constructor(orderId: string) {
    super(409, `Order ${orderId} is being applied by another request: send the event again later.`);
  }
}

/**
 * Takes the order for this request, across instances, without holding a database connection while the
 * counters move (each counter change takes its own): a lease on the order's row.
 */
async function takeOrder(db: Db, id: string, now: Date): Promise<OrderRow> {
  const [row] = rowsOf<OrderRow>(await db.execute(sql`
    update commerce_orders set lease_until = ${new Date(now.getTime() + ORDER_LEASE_MS).toISOString()}::timestamptz
    where id = ${id} and (lease_until is null or lease_until <= ${now.toISOString()}::timestamptz)
    returning status, items, applied, reverted`));
  if (!row) throw new OrderBusy(id);
  return row;
}

/** Runs `work` on the order taken for this request, and gives it back whatever happens. */
async function withOrder<T>(db: Db, id: string, now: Date, work: (row: OrderRow) => Promise<T>): Promise<T> {
  const row = await takeOrder(db, id, now);
  try {
    return await work(row);
  } finally {
    await db.execute(sql`update commerce_orders set lease_until = null where id = ${id}`).catch(() => {});
  }
}

/**
 * Moves one item's preorder counter through the same serialized path as PATCH /api/preorders/{id}
 * (one caller per variant, across instances), so order events and storefront calls never race. Items
 * of products that are not preorder campaigns here move nothing.
 */
async function moveCounter(context: Context, item: OrderItem, change: number): Promise<boolean> {
  const record = await findByIdentifier(context.db, 'preorder-products', item.product_id);
  if (!record) return false;
  await updateVariantCounters(context, record.id, item.variant_id, change > 0 ? { increment: change } : { decrement: -change }, COMMERCE_ACTOR);
  return true;
}

/**
 * order.placed: each item's counter goes up by its quantity, once. The order is recorded first with the
 * positions already applied; each position is marked right after its counter moved, so an event retried
 * after a failure resumes with the rest. An order already placed, or canceled first, moves nothing.
 */
async function orderPlaced(context: Context, order: { id: string; items: OrderItem[] }): Promise<EventOutcome> {
  const recorded = rowsOf(await context.db.execute(sql`
    insert into commerce_orders (id, status, items) values (${order.id}, 'placed', ${JSON.stringify(order.items)}::jsonb)
    on conflict do nothing returning id`)).length > 0;
  return withOrder(context.db, order.id, context.now(), async (row) => {
    if (row.status === 'canceled') return { duplicate: true, message: `Order ${order.id} was canceled first: nothing counted.` };
    const counters: { variantId: string; change: number }[] = [];
    for (const [position, item] of row.items.entries()) {
      if (row.applied.includes(position)) continue;
      if (await moveCounter(context, item, item.quantity)) counters.push({ variantId: item.variant_id, change: item.quantity });
      await context.db.execute(sql`
        update commerce_orders set applied = applied || ${JSON.stringify([position])}::jsonb, updated_at = now() where id = ${order.id}`);
    }
    // an order first seen now is new even with nothing to count (no lines of a product here)
    return !recorded && row.applied.length === row.items.length
      ? { duplicate: true, message: `Order ${order.id} was counted already.` }
      : { duplicate: false, message: `Order ${order.id} counted.`, counters };
  });
}

/** order.canceled: what the placed order counted goes back, once; a cancel before the placed event keeps the order from counting. */
async function orderCanceled(context: Context, order: { id: string; items: OrderItem[] }): Promise<EventOutcome> {
  await context.db.execute(sql`
    insert into commerce_orders (id, status, items) values (${order.id}, 'canceled', ${JSON.stringify(order.items)}::jsonb) on conflict do nothing`);
  return withOrder(context.db, order.id, context.now(), async (row) => {
    const counters: { variantId: string; change: number }[] = [];
    for (const position of row.applied) {
      if (row.reverted.includes(position)) continue;
      const item = row.items[position]!;
      if (await moveCounter(context, item, -item.quantity)) counters.push({ variantId: item.variant_id, change: -item.quantity });
      await context.db.execute(sql`
        update commerce_orders set reverted = reverted || ${JSON.stringify([position])}::jsonb, updated_at = now() where id = ${order.id}`);
    }
    await context.db.execute(sql`update commerce_orders set status = 'canceled', updated_at = now() where id = ${order.id}`);
    return { duplicate: row.status === 'canceled' && counters.length === 0, message: `Order ${order.id} canceled.`, counters };
  });
}

async function productChanged(context: Context, productId: string): Promise<EventOutcome> {
  const result = await syncByBackendId(context, productId, true, COMMERCE_ACTOR);
  return { duplicate: false, message: result.message };
}

async function productDeleted(context: Context, productId: string): Promise<EventOutcome> {
  for (const slug of PRODUCT_COLLECTIONS) {
    const record = await findByIdentifier(context.db, slug, productId);
    if (record?.backendId !== productId) continue;
    await deleteDocument(context, collections[slug]!, record.id, COMMERCE_ACTOR);
    return { duplicate: false, message: `Product ${productId} removed from ${slug}.` };
  }
  return { duplicate: true, message: `Product ${productId} is not here: nothing to remove.` };
}

/**
 * Applies one verified commerce event, once per event id (kept in the database): a repeat of an event
 * already applied answers `duplicate` and changes nothing. The id is recorded after the work, so an event
 * that failed half way is applied again when its sender retries (orders resume where they stopped).
 */
export async function applyCommerceEvent(context: Context, eventId: string, event: CommerceEvent): Promise<EventOutcome> {
  const work = async (): Promise<EventOutcome> => {
    if (await seen(context.db, eventId)) return { duplicate: true, message: `Event ${eventId} was applied already.` };
    let outcome: EventOutcome;
    switch (event.type) {
      case 'order.placed': outcome = await orderPlaced(context, event.data); break;
      case 'order.canceled': outcome = await orderCanceled(context, event.data); break;
      case 'product.created':
      case 'product.updated': outcome = await productChanged(context, event.data.id); break;
      case 'product.deleted': outcome = await productDeleted(context, event.data.id); break;
    }
    await remember(context.db, eventId, event.type);
    return outcome;
  };
  // One order's events at a time in every instance: a placed and a cancel racing would each see the other half done.
  return event.type.startsWith('order.') ? context.locks.run(`order:${event.data.id}`, () => work()) : work();
}
