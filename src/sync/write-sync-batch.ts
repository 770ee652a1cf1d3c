import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { BackendProduct } from '../commerce/types.js';
import { PRODUCT_COLLECTIONS, type ProductCollection, collections } from '../content/collections.js';
import { newId } from '../content/repository.js';
import { validateDocument } from '../content/validate.js';
import type { Db } from '../db/client.js';
import type { KeyedLock } from '../db/locks.js';
import { documents } from '../db/schema.js';
import { rootMessage } from '../lib/errors.js';
import { type ContentWrite, eventsAsCommonTables, eventsOfWrites } from '../events/outbox.js';
import { newRecord, targetCollection, updateChanges } from './map-product.js';
import type { Actor } from '../access/actor.js';
import { type AuditEntry, auditInsert, fieldChanges } from '../audit/audit-log.js';

export type SyncAction = 'created' | 'updated' | 'skipped' | 'moved' | 'error';

export interface SyncOutcome {
  backendId: string;
  title: string;
  action: SyncAction;
  collection: ProductCollection;
  /** For `moved`: where the record was. */
  from?: ProductCollection;
  /** The record's internal id after the sync. */
  recordId?: string;
  error?: string;
}

interface Existing {
  collection: ProductCollection;
  id: string;
  data: Record<string, unknown>;
}

type Plan =
  | { kind: 'insert'; outcome: SyncOutcome; id: string; data: Record<string, unknown>; remove?: Existing }
  | { kind: 'update'; outcome: SyncOutcome; id: string; changes: Record<string, unknown> }
  | { kind: 'none'; outcome: SyncOutcome };

export interface BatchOptions {
  forceUpdate: boolean;
  syncedAt: Date;
  /** Who asked for the sync: recorded in the audit trail with each product it changed. */
  actor?: Actor;
}

/** The audit entry of a planned write: what changed, old and new, per top-level field. */
function auditEntryOf(plan: Plan, existing: Existing | undefined): AuditEntry | undefined {
  if (plan.kind === 'none') return undefined;
  if (plan.kind === 'update') {
    const before = Object.fromEntries(Object.keys(plan.changes).map((key) => [key, existing?.data[key]]));
    const changes = fieldChanges(before, plan.changes);
    return Object.keys(changes).length === 0 ? undefined : { collection: plan.outcome.collection, documentId: plan.id, operation: 'sync', changes };
  }
  const changes = plan.remove
    ? { collection: [plan.remove.collection, plan.outcome.collection], id: [plan.remove.id, plan.id] }
    : fieldChanges(undefined, plan.data);
  return { collection: plan.outcome.collection, documentId: plan.id, operation: 'sync', changes };
}

/** What a planned write changes, for its events: a move is a delete in one collection and a create in the other. */
function writesOf(plan: Plan, existing: Existing | undefined): ContentWrite[] {
  if (plan.kind === 'none') return [];
  const collection = plan.outcome.collection;
  if (plan.kind === 'update') {
    return [{ collection, id: plan.id, operation: 'update', before: existing?.data, after: { ...existing?.data, ...plan.changes } }];
  }
  const created: ContentWrite = { collection, id: plan.id, operation: 'create' };
  return plan.remove ? [{ collection: plan.remove.collection, id: plan.remove.id, operation: 'delete' }, created] : [created];
}

function validated(target: ProductCollection, data: Record<string, unknown>, mode: 'create' | 'update') {
  const result = validateDocument(collections[target]!.fields, data, mode);
  if (!result.ok) {
    throw new Error(`backend product does not fit ${target}: ${result.errors.map((e) => `${e.field} ${e.message}`).join('; ')}`);
  }
  return result.data;
}

/** Decides what one product needs (pure apart from the existing record passed in). */
function planFor(product: BackendProduct, existing: Existing | undefined, options: BatchOptions): Plan {
  const target = targetCollection(product);
  const base = { backendId: product.id, title: product.title, collection: target };
  try {
    if (existing && existing.collection !== target) {
      const id = newId();
      const data = validated(target, newRecord(product, target, options.syncedAt, existing.data), 'create');
      return { kind: 'insert', id, data, remove: existing, outcome: { ...base, action: 'moved', from: existing.collection, recordId: id } };
    }
    if (existing && !options.forceUpdate) return { kind: 'none', outcome: { ...base, action: 'skipped', recordId: existing.id } };
    if (existing) {
      const changes = validated(target, updateChanges(existing.data, product, target, options.syncedAt), 'update');
      return { kind: 'update', id: existing.id, changes, outcome: { ...base, action: 'updated', recordId: existing.id } };
    }
    const id = newId();
    const data = validated(target, newRecord(product, target, options.syncedAt), 'create');
    return { kind: 'insert', id, data, outcome: { ...base, action: 'created', recordId: id } };
  } catch (error) {
    return { kind: 'none', outcome: { ...base, action: 'error', error: (error as Error).message } };
  }
}

async function loadExisting(tx: Db, backendIds: string[]): Promise<Map<string, Existing>> {
  const rows = await tx
    .select({ collection: documents.collection, id: documents.id, data: documents.data, backendId: documents.backendId })
    .from(documents)
    .where(and(inArray(documents.collection, [...PRODUCT_COLLECTIONS]), inArray(documents.backendId, backendIds)));
  return new Map(rows.map((row) => [row.backendId!, { collection: row.collection as ProductCollection, id: row.id, data: row.data }]));
}

/**
 * A move's delete goes first, in a statement of its own (the unique backendId index allows one record
 * per product, and the parts of one statement run in no set order). Then one statement writes all the
 * rest: the inserts, the updates, their events and their audit entries (in the products' order), each
 * kind passed as one JSON parameter. One round trip to the database instead of four.
 */
async function applyPlans(tx: Db, plans: readonly Plan[], existing: readonly (Existing | undefined)[], options: BatchOptions): Promise<void> {
  const removals = plans.flatMap((plan) => (plan.kind === 'insert' && plan.remove ? [plan.remove] : []));
  if (removals.length > 0) {
    const rows = JSON.stringify(removals.map(({ collection, id }) => ({ collection, id })));
    await tx.execute(sql`
      delete from ${documents} as d using jsonb_to_recordset(${rows}::jsonb) as r(collection text, id text)
      where d.collection = r.collection and d.id = r.id`);
  }
  const inserts = plans.flatMap((plan) => (plan.kind === 'insert' ? [{ collection: plan.outcome.collection, id: plan.id, data: plan.data }] : []));
  const updates = plans.flatMap((plan) => (plan.kind === 'update' ? [{ collection: plan.outcome.collection, id: plan.id, changes: plan.changes }] : []));
  if (inserts.length === 0 && updates.length === 0) return;
  const tables: SQL[] = [];
  if (inserts.length > 0) {
    tables.push(sql`sync_inserted as (
      insert into ${documents} (collection, id, data)
      select collection, id, data from jsonb_to_recordset(${JSON.stringify(inserts)}::jsonb) as r(collection text, id text, data jsonb)
    )`);
  }
  if (updates.length > 0) {
    tables.push(sql`sync_updated as (
      update ${documents} as d set data = d.data || r.changes, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as r(collection text, id text, changes jsonb)
      where d.collection = r.collection and d.id = r.id
    )`);
  }
  const events = eventsAsCommonTables(eventsOfWrites(plans.flatMap((plan, index) => writesOf(plan, existing[index])), options.syncedAt));
  if (events) tables.push(events);
  const audit = options.actor ? plans.flatMap((plan, index) => auditEntryOf(plan, existing[index]) ?? []) : [];
  await tx.execute(sql`with ${sql.join(tables, sql`, `)} ${audit.length > 0 ? auditInsert(options.actor!, audit) : sql`select 1`}`);
}

/** Where a sync batch writes: the database, and the locks that keep two writers of one product apart. */
export interface SyncStore {
  db: Db;
  locks: Pick<KeyedLock, 'holdUntilCommit'>;
}

async function writeInOneTransaction({ db, locks }: SyncStore, products: BackendProduct[], options: BatchOptions): Promise<SyncOutcome[]> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await locks.holdUntilCommit(tx, products.map((product) => `sync:${product.id}`));
    const found = await loadExisting(tx, products.map((product) => product.id));
    const existing = products.map((product) => found.get(product.id));
    const plans = products.map((product, index) => planFor(product, existing[index], options));
    await applyPlans(tx, plans, existing, options);
    return plans.map((plan) => plan.outcome);
  });
}

/**
 * Syncs a batch of backend products: one transaction holding a per-product lock, one query to
 * find their records in either collection, and one statement per kind of write. A move's delete and
 * create share that transaction, so a product is always in exactly one collection. If the batch fails,
 * each product is retried in its own transaction so one bad product cannot fail the others.
 */
export async function writeSyncBatch(store: SyncStore, products: BackendProduct[], options: BatchOptions): Promise<SyncOutcome[]> {
  if (products.length === 0) return [];
  const unique = [...new Map(products.map((product) => [product.id, product])).values()];
  try {
    return await writeInOneTransaction(store, unique, options);
  } catch (error) {
    if (unique.length === 1) {
      const [product] = unique as [BackendProduct];
      return [{ backendId: product.id, title: product.title, action: 'error', collection: targetCollection(product), error: rootMessage(error) }];
    }
    const outcomes: SyncOutcome[] = [];
    for (const product of unique) outcomes.push(...(await writeSyncBatch(store, [product], options)));
    return outcomes;
  }
}
