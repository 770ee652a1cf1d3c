import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { changesOf } from '../../audit/audit-log.js';
import { auditLog, documents } from '../../db/schema.js';
import { BadRequest, NotFound } from '../../lib/errors.js';
import { pageOf, readGlobal } from '../../content/repository.js';
import type { Fields } from '../../content/fields.js';
import { buildWhereOn, type Column, MAX_SORT_TERMS } from '../../content/where.js';
import { type FoldedVersion, foldVersions, type HistoryEntry } from './fold-versions.js';

/** The audit operations that leave a record in a new state: each is one version. A delete is none. */
export const VERSION_OPERATIONS = ['create', 'update', 'sync', 'counters', 'restore'] as const;

/** Whose versions: a collection's records (parent = the record's id) or a global (no parent, as in Payload). */
export interface VersionSubject {
  kind: 'collection' | 'global';
  slug: string;
  fields: Fields;
}

export interface Version {
  id: string;
  parent?: string;
  version: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
  autosave: false;
  latest: boolean;
  /** Beyond Payload's fields (its clients ignore them): what made this version, who, and what it changed. */
  operation: string;
  author: { kind: string; label: string | null };
  changes: Record<string, unknown>;
}

export interface VersionQuery {
  where?: unknown;
  sort?: string;
  limit: number;
  page: number;
}

const auditCollectionOf = (subject: VersionSubject) => (subject.kind === 'global' ? `globals/${subject.slug}` : subject.slug);
const isVersionEntry = sql`${auditLog.operation} in (${sql.join(VERSION_OPERATIONS.map((operation) => sql`${operation}`), sql`, `)})`;

/** The subject's version entries; a collection's only for records that still exist (Payload drops a deleted record's versions). */
function versionsOf(subject: VersionSubject): SQL {
  const collection = auditCollectionOf(subject);
  if (subject.kind === 'global') return and(eq(auditLog.collection, collection), isNull(auditLog.documentId), isVersionEntry)!;
  return and(eq(auditLog.collection, collection), isVersionEntry,
    sql`exists (select 1 from ${documents} where ${documents.collection} = ${subject.slug} and ${documents.id} = ${auditLog.documentId})`)!;
}

/** The newest version of its record: no later version entry of the same record. */
const isLatest = sql`not exists (select 1 from ${auditLog} as later where later.collection = ${auditLog.collection}
  and later.document_id is not distinct from ${auditLog.documentId} and later.id > ${auditLog.id}
  and later.operation in (${sql.join(VERSION_OPERATIONS.map((operation) => sql`${operation}`), sql`, `)}))`;

/** What `where` may name on versions: Payload's version fields, not the document's (`version.*` is not served). */
function versionColumn(subject: VersionSubject) {
  return (name: string): Column => {
    switch (name) {
      case 'id': return { expression: sql`(${auditLog.id})::text`, kind: 'text' };
      case 'createdAt': case 'updatedAt': return { expression: sql`${auditLog.at}`, kind: 'timestamp' };
      case 'latest': return { expression: isLatest, kind: 'boolean' };
      case 'autosave': return { expression: sql`false`, kind: 'boolean' };
      case 'parent': if (subject.kind === 'collection') return { expression: sql`${auditLog.documentId}`, kind: 'text' };
    }
    throw new BadRequest(`Versions are filtered by id, parent, latest, createdAt or updatedAt, not "${name}".`, name);
  };
}

/** `sort` on versions: createdAt or updatedAt (the same moment: a version never changes) or id; newest first by default. */
function versionOrder(sort: string | undefined): SQL[] {
  const terms = sort && sort.trim() !== '' ? sort.split(',') : ['-updatedAt'];
  if (terms.length > MAX_SORT_TERMS) throw new BadRequest(`At most ${MAX_SORT_TERMS} sort fields.`, 'sort');
  const order = terms.map((term) => {
    const name = term.trim().replace(/^-/, '');
    if (!['createdAt', 'updatedAt', 'id'].includes(name)) throw new BadRequest(`Versions sort by createdAt, updatedAt or id, not "${name}".`, 'sort');
    return term.trim().startsWith('-') ? desc(auditLog.id) : asc(auditLog.id);
  });
  // entries are numbered in commit order within a record, so the id orders them as their times do
  return [...order, desc(auditLog.id)];
}

/** A page of versions, Payload's paginated shape: one query for the page, one for the histories, one for the records. */
export async function findVersions(db: Db, subject: VersionSubject, query: VersionQuery) {
  const filter = and(versionsOf(subject), buildWhereOn(versionColumn(subject), query.where));
  const rows = await db.select({ id: auditLog.id, documentId: auditLog.documentId, total: sql<string>`count(*) over ()` })
    .from(auditLog).where(filter).orderBy(...versionOrder(query.sort)).limit(query.limit).offset((query.page - 1) * query.limit);
  const totalDocs = rows.length > 0 ? Number(rows[0]!.total) : query.page === 1 ? 0 : await countVersions(db, filter);
  const folded = await foldedHistories(db, subject, [...new Set(rows.map((row) => row.documentId))]);
  const docs = rows.map((row) => folded.get(String(row.id))).filter((version) => version !== undefined);
  return { ...pageOf([], totalDocs, query), docs };
}

async function countVersions(db: Db, filter: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: sql<string>`count(*)` }).from(auditLog).where(filter);
  return Number(row?.value ?? 0);
}

/** One version by its id (the audit entry's), only among the subject's: another collection's answers 404. */
export async function findVersionById(db: Db, subject: VersionSubject, id: string): Promise<Version> {
  const missing = new NotFound(`No version "${id}" of ${subject.slug}.`);
  if (!/^\d{1,18}$/.test(id)) throw missing;
  const [row] = await db.select({ documentId: auditLog.documentId }).from(auditLog).where(and(versionsOf(subject), eq(auditLog.id, Number(id))));
  if (!row) throw missing;
  const version = (await foldedHistories(db, subject, [row.documentId])).get(id);
  if (!version) throw missing;
  return version;
}

/** Every version of the given records (null: the global), by version id, each record's history folded once. */
async function foldedHistories(db: Db, subject: VersionSubject, parents: readonly (string | null)[]): Promise<Map<string, Version>> {
  const result = new Map<string, Version>();
  const ids = parents.filter((parent) => parent !== null);
  if (parents.length === 0) return result;
  const scope = subject.kind === 'global' ? isNull(auditLog.documentId) : inArray(auditLog.documentId, ids);
  const [entries, current] = await Promise.all([
    db.select({
      id: auditLog.id, at: auditLog.at, operation: auditLog.operation, changes: auditLog.changes, createdValues: auditLog.createdValues, documentId: auditLog.documentId,
      actorKind: auditLog.actorKind, actorLabel: auditLog.actorLabel,
    })
      .from(auditLog).where(and(eq(auditLog.collection, auditCollectionOf(subject)), scope, isVersionEntry)).orderBy(asc(auditLog.id)),
    currentRecords(db, subject, ids),
  ]);
  const known = new Set(Object.entries(subject.fields).filter(([, field]) => field.type !== 'password').map(([name]) => name));
  const byParent = new Map<string | null, typeof entries>();
  for (const entry of entries) {
    const history = byParent.get(entry.documentId);
    if (history) history.push(entry);
    else byParent.set(entry.documentId, [entry]);
  }
  for (const [parent, history] of byParent) {
    const record = current.get(parent);
    const versions = foldVersions(history.map(historyEntry), known, record?.data);
    const entryOf = new Map(history.map((entry) => [String(entry.id), entry]));
    versions.forEach((folded, index) => result.set(folded.id, {
      ...versionOf(subject, parent, folded, record?.createdAt, index === versions.length - 1),
      ...provenance(entryOf.get(folded.id)!, known),
    }));
  }
  return result;
}

/** Who made a version and what it changed, each field with its value before and after (the collection's own fields only). */
function provenance(
  entry: { operation: string; actorKind: string; actorLabel: string | null; changes: Record<string, unknown> | null; createdValues: Record<string, unknown> | null },
  known: ReadonlySet<string>,
): Pick<Version, 'operation' | 'author' | 'changes'> {
  const changes = Object.fromEntries(Object.entries(changesOf(entry) ?? {}).filter(([name]) => known.has(name) || name.startsWith('variants.')));
  return { operation: entry.operation, author: { kind: entry.actorKind, label: entry.actorLabel }, changes };
}

const historyEntry = (row: { id: number; at: Date; operation: string; changes: Record<string, unknown> | null; createdValues: Record<string, unknown> | null }): HistoryEntry =>
  ({ id: String(row.id), at: row.at, operation: row.operation, changes: row.changes, createdValues: row.createdValues });

function versionOf(subject: VersionSubject, parent: string | null, folded: FoldedVersion, createdAt: string | undefined, latest: boolean): Omit<Version, 'operation' | 'author' | 'changes'> {
  const at = folded.at.toISOString();
  return {
    id: folded.id,
    ...(subject.kind === 'collection' && parent !== null ? { parent } : {}),
    version: { ...folded.doc, ...(createdAt ? { createdAt } : {}), updatedAt: at },
    createdAt: at,
    updatedAt: at,
    autosave: false,
    latest,
  };
}

/** The records as they are now (a history cut short starts from them), keyed as the audit trail keys them. */
async function currentRecords(db: Db, subject: VersionSubject, ids: readonly string[]) {
  const records = new Map<string | null, { data: Record<string, unknown>; createdAt?: string }>();
  if (subject.kind === 'global') {
    records.set(null, { data: (await readGlobal(db, subject.slug)) ?? {} });
    return records;
  }
  if (ids.length === 0) return records;
  const rows = await db.select({ id: documents.id, data: documents.data, createdAt: documents.createdAt })
    .from(documents).where(and(eq(documents.collection, subject.slug), inArray(documents.id, [...ids])));
  for (const row of rows) records.set(row.id, { data: row.data, createdAt: row.createdAt.toISOString() });
  return records;
}
