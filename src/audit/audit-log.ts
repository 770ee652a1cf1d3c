import { isDeepStrictEqual } from 'node:util';
import { and, count, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';
import { type Actor, actorLabel } from '../identity/actor.js';

export type AuditOperation = 'create' | 'update' | 'restore' | 'delete' | 'clear' | 'sync' | 'counters' | 'sign-in' | 'key-create' | 'key-revoke' | 'password-reset'
  | 'secret-rotate' | 'redeliver' | 'export';

export interface AuditEntry {
  collection: string;
  documentId?: string | null;
  operation: AuditOperation;
  changes?: Record<string, unknown> | null;
  /**
   * The entry records the creation of a record that the same statement writes: its values are copied
   * from there into `created_values` (see auditInsert's `createdRecords`), and `changes` is left empty.
   */
  createdInStatement?: true;
}

/** Fields whose values never reach the trail: a change shows as changed, nothing more. */
const SECRET_FIELDS: ReadonlySet<string> = new Set(['password', 'passwordHash', 'keyHash', 'token', 'secret', 'previousSecret']);
const HIDDEN = '[secret]';
const SERVER_FIELDS: ReadonlySet<string> = new Set(['id', 'createdAt', 'updatedAt']);

/** `{field: [old, new]}` for every top-level field that differs (absent is null); secrets as `[secret]`. */
export function fieldChanges(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const name of names) {
    if (SERVER_FIELDS.has(name)) continue;
    const old = before?.[name] ?? null;
    const next = after?.[name] ?? null;
    if (isDeepStrictEqual(old, next)) continue;
    changes[name] = SECRET_FIELDS.has(name) ? [HIDDEN, HIDDEN] : [old, next];
  }
  return changes;
}

/** Writes one entry; call it with the transaction of the change it records. */
export async function recordAudit(db: Db, actor: Actor, entry: AuditEntry, at?: Date): Promise<void> {
  const who = actorLabel(actor);
  await db.insert(auditLog).values({
    ...(at ? { at } : {}),
    actorKind: who.kind,
    actorId: who.id,
    actorLabel: who.label,
    collection: entry.collection,
    documentId: entry.documentId ?? null,
    operation: entry.operation,
    changes: entry.changes ?? null,
  });
}

/**
 * Several entries in one statement (a sync batch, a group of counter changes), in the caller's
 * transaction, in the given order. An entry's own `actor` wins over the batch's.
 */
export async function recordAuditBatch(db: Db, actor: Actor, entries: readonly (AuditEntry & { actor?: Actor })[]): Promise<void> {
  if (entries.length === 0) return;
  await db.execute(auditInsert(actor, entries));
}

/**
 * recordAuditBatch's statement, for a statement that writes other things before it (it can end a `with`
 * list). `createdRecords` names a table of that statement, `(collection, id, data)`, holding the records
 * it creates: entries marked `createdInStatement` take their values from it.
 */
export function auditInsert(actor: Actor, entries: readonly (AuditEntry & { actor?: Actor })[], createdRecords?: SQL): SQL {
  const rows = JSON.stringify(entries.map((entry) => {
    const who = actorLabel(entry.actor ?? actor);
    return {
      actor_kind: who.kind, actor_id: who.id, actor_label: who.label, collection: entry.collection,
      document_id: entry.documentId ?? null, operation: entry.operation, changes: entry.changes ?? null, created: entry.createdInStatement ?? false,
    };
  }));
  return sql`
    insert into ${auditLog} (actor_kind, actor_id, actor_label, collection, document_id, operation, changes, created_values)
    select r.actor_kind, r.actor_id, r.actor_label, r.collection, r.document_id, r.operation, r.changes, ${createdRecords ? sql`new_record.data` : sql`null::jsonb`}
    from rows from (jsonb_to_recordset(${rows}::jsonb)
      as (actor_kind text, actor_id text, actor_label text, collection text, document_id text, operation text, changes jsonb, created boolean))
      with ordinality as r(actor_kind, actor_id, actor_label, collection, document_id, operation, changes, created, position)
    ${createdRecords ? sql`left join ${createdRecords} as new_record on r.created and new_record.collection = r.collection and new_record.id = r.document_id` : sql``}
    order by r.position`;
}

/** What an entry changed: its `changes`, or for an entry of a creation kept as the new record's values, each field from null. */
export function changesOf(entry: { changes: Record<string, unknown> | null; createdValues: Record<string, unknown> | null }): Record<string, unknown> | null {
  return entry.changes ?? (entry.createdValues ? fieldChanges(undefined, entry.createdValues) : null);
}

export interface AuditQuery {
  collection?: string;
  id?: string;
  actor?: string;
  operation?: string;
  from?: Date;
  to?: Date;
  limit: number;
  page: number;
}

/** Newest first, paged like the content API. */
export async function findAuditEntries(db: Db, query: AuditQuery) {
  const conditions: SQL[] = [];
  if (query.collection) conditions.push(eq(auditLog.collection, query.collection));
  if (query.id) conditions.push(eq(auditLog.documentId, query.id));
  if (query.actor) conditions.push(eq(auditLog.actorId, query.actor));
  if (query.operation) conditions.push(eq(auditLog.operation, query.operation));
  if (query.from) conditions.push(gte(auditLog.at, query.from));
  if (query.to) conditions.push(lte(auditLog.at, query.to));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  const totalDocs = Number(total?.value ?? 0);
  const totalPages = Math.max(1, Math.ceil(totalDocs / query.limit));
  return {
    docs: rows.map((row) => ({
      id: String(row.id),
      at: row.at.toISOString(),
      actor: { kind: row.actorKind, id: row.actorId, label: row.actorLabel },
      collection: row.collection,
      documentId: row.documentId,
      operation: row.operation,
      changes: changesOf(row),
    })),
    totalDocs,
    limit: query.limit,
    page: query.page,
    totalPages,
    pagingCounter: (query.page - 1) * query.limit + 1,
    hasPrevPage: query.page > 1,
    hasNextPage: query.page < totalPages,
    prevPage: query.page > 1 ? query.page - 1 : null,
    nextPage: query.page < totalPages ? query.page + 1 : null,
  };
}

/** Deletes entries older than the retention (AUDIT_RETENTION_DAYS); answers how many went. */
export async function pruneAudit(db: Db, now: Date, retentionDays: number): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const gone = await db.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
  return gone.length;
}
