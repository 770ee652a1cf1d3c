import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { BackendProduct } from '../commerce/types.js';
import { PRODUCT_COLLECTIONS, type ProductCollection, collections } from '../content/collections.js';
import { newId } from '../lib/random-id.js';
import { validateDocument } from '../content/validate.js';
import type { Db } from '../db/client.js';
import type { KeyedLock } from '../db/locks.js';
import { documents } from '../db/schema.js';
import { rootMessage } from '../lib/errors.js';
import type { ContentChanges, ContentWrite } from '../content/changes.js';
import { eventsAsCommonTables, eventsOfWrites, type Outbox } from '../events/outbox.js';
import { newRecord, targetCollection, updateChanges } from './map-product.js';
import type { Actor } from '../identity/actor.js';
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

/** A new record: its id, and its values as the JSON the statement sends. */
interface NewRecord {
  id: string;
  json: string;
}

type Plan =
  | ({ kind: 'insert'; outcome: SyncOutcome; remove?: Existing } & NewRecord)
  | { kind: 'update'; outcome: SyncOutcome; id: string; changes: Record<string, unknown> }
  | { kind: 'none'; outcome: SyncOutcome };

export interface BatchOptions {
  forceUpdate: boolean;
  syncedAt: Date;
  /** Who asked for the sync: recorded in the audit trail with each product it changed. */
  actor?: Actor;
}

/**
 * The audit entry of a planned write: what changed, old and new, per top-level field. A new record's
 * entry takes its values from the statement's insert (auditInsert's `createdRecords`).
 */
function auditEntryOf(plan: Plan, existing: Existing | undefined): AuditEntry | undefined {
  if (plan.kind === 'none') return undefined;
  if (plan.kind === 'update') {
    const before = Object.fromEntries(Object.keys(plan.changes).map((key) => [key, existing?.data[key]]));
    const changes = fieldChanges(before, plan.changes);
    return Object.keys(changes).length === 0 ? undefined : { collection: plan.outcome.collection, documentId: plan.id, operation: 'sync', changes };
  }
  if (!plan.remove) return { collection: plan.outcome.collection, documentId: plan.id, operation: 'sync', createdInStatement: true };
  const changes = { collection: [plan.remove.collection, plan.outcome.collection], id: [plan.remove.id, plan.id] };
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

/**
 * A backend product, with the record a sync writes for it if it has none yet (most of a first sync),
 * validated and as JSON: worked out outside the transaction (as pages arrive, while the batch before is
 * written) and used only if the product turns out to have no record, for a batch of the same moment.
 */
export interface SyncCandidate {
  product: BackendProduct;
  syncedAt: Date;
  /** Absent: not worked out beforehand (most products already had records); done in the transaction if needed. */
  created?: NewRecord | { error: string };
}

/** A product whose new record, if it needs one, is worked out in its batch's transaction. */
export function unpreparedCandidate(product: BackendProduct, syncedAt: Date): SyncCandidate {
  return { product, syncedAt };
}

export function syncCandidate(product: BackendProduct, syncedAt: Date): SyncCandidate {
  const target = targetCollection(product);
  try {
    const data = validated(target, newRecord(product, target, syncedAt), 'create');
    return { product, syncedAt, created: { id: newId(), json: JSON.stringify(data) } };
  } catch (error) {
    return { product, syncedAt, created: { error: (error as Error).message } };
  }
}

export function syncCandidates(products: readonly BackendProduct[], syncedAt: Date): SyncCandidate[] {
  return products.map((product) => syncCandidate(product, syncedAt));
}

/** Decides what one product needs (pure apart from the existing record passed in). */
function planFor(candidate: SyncCandidate, existing: Existing | undefined, options: BatchOptions): Plan {
  const { product } = candidate;
  const target = targetCollection(product);
  const base = { backendId: product.id, title: product.title, collection: target };
  if (!existing) {
    // Not worked out beforehand, or for another moment than the batch's: now, with the batch's.
    const prepared = candidate.created && candidate.syncedAt.getTime() === options.syncedAt.getTime();
    const created = prepared ? candidate.created! : syncCandidate(product, options.syncedAt).created!;
    if ('error' in created) return { kind: 'none', outcome: { ...base, action: 'error', error: created.error } };
    return { kind: 'insert', ...created, outcome: { ...base, action: 'created', recordId: created.id } };
  }
  try {
    if (existing.collection !== target) {
      const id = newId();
      const data = validated(target, newRecord(product, target, options.syncedAt, existing.data), 'create');
      return { kind: 'insert', id, json: JSON.stringify(data), remove: existing, outcome: { ...base, action: 'moved', from: existing.collection, recordId: id } };
    }
    if (!options.forceUpdate) return { kind: 'none', outcome: { ...base, action: 'skipped', recordId: existing.id } };
    const changes = validated(target, updateChanges(existing.data, product, target, options.syncedAt), 'update');
    return { kind: 'update', id: existing.id, changes, outcome: { ...base, action: 'updated', recordId: existing.id } };
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
async function applyPlans(tx: Db, outbox: Outbox | undefined, plans: readonly Plan[], existing: readonly (Existing | undefined)[], options: BatchOptions): Promise<void> {
  const removals = plans.flatMap((plan) => (plan.kind === 'insert' && plan.remove ? [plan.remove] : []));
  if (removals.length > 0) {
    const rows = JSON.stringify(removals.map(({ collection, id }) => ({ collection, id })));
    await tx.execute(sql`
      delete from ${documents} as d using jsonb_to_recordset(${rows}::jsonb) as r(collection text, id text)
      where d.collection = r.collection and d.id = r.id`);
  }
  const inserts = plans.flatMap((plan) => (plan.kind === 'insert' ? [plan] : []));
  const updates = plans.flatMap((plan) => (plan.kind === 'update' ? [{ collection: plan.outcome.collection, id: plan.id, changes: plan.changes }] : []));
  if (inserts.length === 0 && updates.length === 0) return;
  const audit = options.actor ? plans.flatMap((plan, index) => auditEntryOf(plan, existing[index]) ?? []) : [];
  const auditCopiesInserts = audit.some((entry) => entry.createdInStatement);
  const tables: SQL[] = [];
  if (inserts.length > 0) {
    tables.push(sql`sync_inserted as (
      insert into ${documents} (collection, id, data)
      select collection, id, data from jsonb_to_recordset(${insertsJson(inserts)}::jsonb) as r(collection text, id text, data jsonb)
      ${auditCopiesInserts ? sql`returning collection, id, data` : sql``}
    )`);
  }
  if (updates.length > 0) {
    tables.push(sql`sync_updated as (
      update ${documents} as d set data = d.data || r.changes, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as r(collection text, id text, changes jsonb)
      where d.collection = r.collection and d.id = r.id
    )`);
  }
  const outgoing = eventsOfWrites(plans.flatMap((plan, index) => writesOf(plan, existing[index])), options.syncedAt);
  const events = outbox ? outbox.eventsAsCommonTables(outgoing) : eventsAsCommonTables(outgoing);
  if (events) tables.push(events);
  await tx.execute(sql`with ${sql.join(tables, sql`, `)} ${audit.length > 0 ? auditInsert(options.actor!, audit, auditCopiesInserts ? sql`sync_inserted` : undefined) : sql`select 1`}`);
}

/** The new records as one JSON array, their values spliced in as written beforehand. */
function insertsJson(inserts: readonly (NewRecord & { outcome: SyncOutcome })[]): string {
  return `[${inserts.map(({ outcome, id, json }) => `{"collection":${JSON.stringify(outcome.collection)},"id":${JSON.stringify(id)},"data":${json}}`).join(',')}]`;
}

/** Where a sync batch writes: the database, the locks that keep two writers of one product apart, and the change feed. */
export interface SyncStore {
  db: Db;
  changes: ContentChanges;
  locks: Pick<KeyedLock, 'holdUntilCommit'>;
  /** The app's outbox, told when a batch queues deliveries; only a bench without an app leaves it out. */
  outbox?: Outbox;
}

async function writeInOneTransaction({ db, changes, locks, outbox }: SyncStore, candidates: readonly SyncCandidate[], options: BatchOptions): Promise<SyncOutcome[]> {
  return changes.write(db, async (tx, log) => {
    await locks.holdUntilCommit(tx, candidates.map(({ product }) => `sync:${product.id}`));
    const found = await loadExisting(tx, candidates.map(({ product }) => product.id));
    const existing = candidates.map(({ product }) => found.get(product.id));
    const plans = candidates.map((candidate, index) => planFor(candidate, existing[index], options));
    await applyPlans(tx, outbox, plans, existing, options);
    // The batch's events are written in applyPlans' own statement; readers see each committed batch.
    if (plans.some((plan) => plan.kind !== 'none')) log.touched(...PRODUCT_COLLECTIONS);
    return plans.map((plan) => plan.outcome);
  });
}

/**
 * Syncs a batch of backend products: one transaction holding a per-product lock, one query to
 * find their records in either collection, and one statement per kind of write. A move's delete and
 * create share that transaction, so a product is always in exactly one collection. If the batch fails,
 * each product is retried in its own transaction so one bad product cannot fail the others.
 */
export async function writeSyncBatch(store: SyncStore, candidates: readonly SyncCandidate[], options: BatchOptions): Promise<SyncOutcome[]> {
  if (candidates.length === 0) return [];
  const unique = [...new Map(candidates.map((candidate) => [candidate.product.id, candidate])).values()];
  try {
    return await writeInOneTransaction(store, unique, options);
  } catch (error) {
    if (unique.length === 1) {
      const [{ product }] = unique as [SyncCandidate];
      return [{ backendId: product.id, title: product.title, action: 'error', collection: targetCollection(product), error: rootMessage(error) }];
    }
    const outcomes: SyncOutcome[] = [];
    for (const candidate of unique) outcomes.push(...(await writeSyncBatch(store, [candidate], options)));
    return outcomes;
  }
}
