import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { documents } from '../db/schema.js';
import { findCollection, isPublicCollection } from './collections.js';
import { type Field, type Fields, isReference } from './fields.js';
import { ExpansionTooLarge, isRenderable, MAX_EXPANDED_BYTES, MAX_EXPANDED_DOCUMENTS } from './limits.js';
import { type Doc, type SizedDoc, storedSize, toDoc } from './repository.js';
import { stripSecrets } from './validate.js';

export const MAX_DEPTH = 10;

export interface ExpandOptions {
  /**
   * Whether the caller may read a collection: expansion never enters one it may not (the reference stays
   * bare). Default: the collections without private reads, as an anonymous caller.
   */
  canRead?: (collection: string) => boolean;
  /** Whether the caller may see this document of a readable collection (drafts hidden): if not, the reference stays bare. */
  canSee?: (collection: string, doc: Record<string, unknown>) => boolean;
  /** The status of an answer over budget: 400 where the caller chose the depth, 500 where the data decides. */
  overBudgetStatus?: number;
  /** Where referenced documents may be kept between writes: a level whose documents are all kept reads nothing. */
  keptDocuments?: KeptDocumentLookup;
}

/** A root's answer JSON at one depth and caller scope, with what its expansion looked up and charged. */
export interface Rendering {
  json: string;
  /** Each reference looked up, with the stored document found (the kept object). */
  uses: { collection: string; id: string; doc: object }[];
  /** Placements and stored bytes charged to the answer's budget for this root. */
  placed: number;
  bytes: number;
}

/**
 * Documents and renderings kept between writes (the content cache's documents, src/content-cache): what
 * expansion takes instead of reading, and where it leaves what it read.
 */
export interface KeptDocumentLookup {
  /** The staleness token of a collection: documents read under it are kept only if it has not moved. */
  stamp(collection: string): string;
  document(collection: string, id: string): SizedDoc | undefined;
  keepDocuments(collection: string, stamp: string, docs: Iterable<SizedDoc>): void;
  /** The kept rendering of the kept document `root`, while every document it placed is still the kept one. */
  rendering(collection: string, root: object, variant: string): Rendering | undefined;
  keepRendering(collection: string, root: object, variant: string, rendering: Rendering): void;
}


interface Node {
  fields: Fields;
  value: Record<string, unknown>;
  /** The index of the root it was placed under. */
  root: number;
}

interface Slot {
  holder: Record<string | number, unknown>;
  key: string | number;
  relationTo: string;
  id: string;
  root: number;
}

function collectSlots(field: Field, holder: Record<string | number, unknown>, key: string | number, root: number, slots: Slot[]): void {
  const value = holder[key];
  switch (field.type) {
    case 'relationship':
      if (isReference(value) && typeof value.value === 'string' && field.relationTo.includes(value.relationTo)) {
        slots.push({ holder, key, relationTo: value.relationTo, id: value.value, root });
      }
      return;
    case 'array':
      if (Array.isArray(value)) value.forEach((_, index) => collectSlots(field.of, value as unknown as Record<number, unknown>, index, root, slots));
      return;
    case 'object':
      if (value && typeof value === 'object' && !Array.isArray(value)) collectFieldSlots(field.fields, value as Record<string, unknown>, root, slots);
      return;
    default:
  }
}

function collectFieldSlots(fields: Fields, value: Record<string, unknown>, root: number, slots: Slot[]): void {
  for (const [name, field] of referenceFieldsOf(fields)) collectSlots(field, value, name, root, slots);
}

/** Whether a field holds a relationship at any nesting. */
function holdsReference(field: Field): boolean {
  return field.type === 'relationship' || (field.type === 'array' && holdsReference(field.of)) || (field.type === 'object' && referenceFieldsOf(field.fields).length > 0);
}

const referenceFields = new WeakMap<Fields, [string, Field][]>();

/** The fields that hold a relationship at any nesting, worked out once per definition: the only ones expansion visits. */
function referenceFieldsOf(fields: Fields): [string, Field][] {
  let found = referenceFields.get(fields);
  if (!found) referenceFields.set(fields, (found = Object.entries(fields).filter(([, field]) => holdsReference(field))));
  return found;
}

/**
 * A copy of a document in which expansion may place referenced documents: the objects and arrays on the way
 * to a relationship are new, everything else is shared with the original. For answers that are serialized
 * as they are (the content API), where the originals are frozen documents kept in memory.
 */
export function copyAlongReferences<T extends Record<string, unknown>>(value: T, fields: Fields): T {
  const copy: Record<string, unknown> = { ...value };
  for (const [name, field] of referenceFieldsOf(fields)) if (Object.hasOwn(copy, name)) copy[name] = copyField(field, copy[name]);
  return copy as T;
}

function copyField(field: Field, value: unknown): unknown {
  if (field.type === 'array' && Array.isArray(value)) return value.map((item) => copyField(field.of, item));
  if (field.type === 'object' && value && typeof value === 'object' && !Array.isArray(value)) return copyAlongReferences(value as Record<string, unknown>, field.fields);
  // a relationship's holder is a copy: expansion replaces the reference in it, never changes the reference
  return value;
}

/** What an answer has placed so far: checked before anything is loaded, so the budget bounds memory too. */
class Budget {
  documents = 0;
  bytes = 0;
  constructor(private readonly status: number) {}

  get documentsLeft(): number {
    return MAX_EXPANDED_DOCUMENTS - this.documents;
  }

  get bytesLeft(): number {
    return MAX_EXPANDED_BYTES - this.bytes;
  }

  charge(documents: number, bytes: number): void {
    this.documents += documents;
    this.bytes += bytes;
    if (this.documents > MAX_EXPANDED_DOCUMENTS) throw new ExpansionTooLarge(this.status, `more than ${MAX_EXPANDED_DOCUMENTS} referenced documents`);
    if (this.bytes > MAX_EXPANDED_BYTES) throw new ExpansionTooLarge(this.status, `more than ${MAX_EXPANDED_BYTES / 1024 / 1024} MiB of referenced documents`);
  }
}

/**
 * Replaces references `{relationTo, value: id}` by `{relationTo, value: document}`, `depth` levels deep.
 * Works level by level: one query per level, however many references and collections there are.
 * A reference whose document is missing, unreadable for the caller or unrenderable keeps its bare id.
 * Each level's stored sizes are checked against the answer's budget before its documents are loaded.
 * The input is not modified; roots must be renderable (see isRenderable).
 */
export async function expandReferences<T extends Record<string, unknown>>(
  db: Db,
  fields: Fields,
  roots: readonly T[],
  depth: number,
  options: ExpandOptions = {},
): Promise<T[]> {
  return (await expandLevels(db, fields, roots, depth, options, new Budget(options.overBudgetStatus ?? 400))).docs;
}

/**
 * Each root of `collection` expanded and serialized: the same bytes as JSON.stringify of expandReferences'
 * documents. A kept root whose rendering for `variant` (depth and caller scope) still places the kept
 * versions of what it references is not expanded again (after an update of one referenced document, only
 * the roots that reference it are); what such a rendering placed is charged to the answer's budget as if
 * it had been expanded now.
 */
export async function expandToJson(
  db: Db,
  collection: string,
  fields: Fields,
  roots: readonly Record<string, unknown>[],
  depth: number,
  options: ExpandOptions & { variant: string },
): Promise<string[]> {
  const { keptDocuments, variant } = options;
  const budget = new Budget(options.overBudgetStatus ?? 400);
  const renderings = roots.map((root) => keptDocuments?.rendering(collection, root, variant));
  const toExpand = roots.flatMap((_root, index) => (renderings[index] === undefined ? [index] : []));
  let expanded: Awaited<ReturnType<typeof expandLevels>>;
  try {
    for (const rendering of renderings) if (rendering) budget.charge(rendering.placed, rendering.bytes);
    expanded = await expandLevels(db, fields, toExpand.map((index) => roots[index]!), depth, options, budget);
  } catch (error) {
    // Over budget with renderings reused: expanded whole, so the answer is refused exactly as without them.
    if (!(error instanceof ExpansionTooLarge) || toExpand.length === roots.length) throw error;
    return (await expandReferences(db, fields, roots, depth, options)).map((doc) => JSON.stringify(doc));
  }
  const json = renderings.map((rendering) => rendering?.json);
  toExpand.forEach((rootIndex, index) => {
    const rendered = JSON.stringify(expanded.docs[index]);
    json[rootIndex] = rendered;
    const { complete, uses, placed, bytes } = expanded.traces[index]!;
    if (complete) keptDocuments?.keepRendering(collection, roots[rootIndex]!, variant, { json: rendered, uses, placed, bytes });
  });
  return json as string[];
}

/** What expanding one root looked up and charged: enough to tell later whether its answer would be the same. */
export interface RootTrace extends Omit<Rendering, 'json'> {
  /** False when a reference looked up has no stored document (such a trace cannot be checked against the kept ones). */
  complete: boolean;
}

async function expandLevels<T extends Record<string, unknown>>(
  db: Db,
  fields: Fields,
  roots: readonly T[],
  depth: number,
  options: ExpandOptions,
  budget: Budget,
): Promise<{ docs: T[]; traces: RootTrace[] }> {
  const canRead = options.canRead ?? isPublicCollection;
  // Kept documents are frozen and shared: only what expansion writes into is copied (see copyAlongReferences).
  const copyOf = options.keptDocuments ? copyAlongReferences : <V>(value: V): V => structuredClone(value);
  const copies = roots.map((root) => copyOf(root, fields));
  const traces: RootTrace[] = roots.map(() => ({ uses: [], placed: 0, bytes: 0, complete: true }));
  let level: Node[] = copies.map((value, root) => ({ fields, value, root }));
  for (let remaining = Math.min(depth, MAX_DEPTH); remaining > 0 && level.length > 0; remaining -= 1) {
    const slots: Slot[] = [];
    for (const node of level) collectFieldSlots(node.fields, node.value, node.root, slots);
    const readable = slots.filter((slot) => canRead(slot.relationTo));
    const { loaded, stored } = await loadLevel(db, readable, budget, options.keptDocuments);
    level = [];
    for (const slot of readable) {
      const trace = traces[slot.root]!;
      const existing = stored.get(`${slot.relationTo}/${slot.id}`);
      if (existing) {
        trace.uses.push({ collection: slot.relationTo, id: slot.id, doc: existing.doc });
        trace.placed += 1;
        trace.bytes += existing.size;
      } else {
        trace.complete = false;
      }
      const found = loaded.get(slot.relationTo)?.get(slot.id);
      const definition = findCollection(slot.relationTo);
      if (!found || !definition || (options.canSee && !options.canSee(slot.relationTo, found))) continue;
      // Each placement gets its own copy, so a document referenced twice (or cyclically) never shares what expansion writes into.
      const copy = copyOf(found, definition.fields);
      slot.holder[slot.key] = { relationTo: slot.relationTo, value: copy };
      level.push({ fields: definition.fields, value: copy, root: slot.root });
    }
  }
  return { docs: copies, traces };
}

type Wanted = Map<string, { collection: string; id: string; placements: number }>;

/** Each referenced document of a level, keyed `collection/id`, with the number of its placements. */
function placementsOf(slots: readonly Slot[]): Wanted {
  const wanted: Wanted = new Map();
  for (const slot of slots) {
    const key = `${slot.relationTo}/${slot.id}`;
    const entry = wanted.get(key);
    if (entry) entry.placements += 1;
    else wanted.set(key, { collection: slot.relationTo, id: slot.id, placements: 1 });
  }
  return wanted;
}

/** A stored document of a level: its data is missing only when the database left it out, over budget. */
interface Served {
  collection: string;
  id: string;
  size: number;
  doc: Doc | undefined;
}

/**
 * A level's referenced documents, from the kept documents when every one is kept, else in one statement whatever the
 * collections (then kept). Whichever served them, each placement is charged its stored size before any is
 * used: the one place the budget is charged for a level.
 */
async function loadLevel(db: Db, slots: readonly Slot[], budget: Budget, keptDocuments: KeptDocumentLookup | undefined): Promise<Level> {
  const wanted = placementsOf(slots);
  if (wanted.size === 0) return { loaded: new Map(), stored: new Map() };
  const kept = keptDocuments && keptLevel(keptDocuments, wanted);
  const read = kept ? undefined : await readLevel(db, wanted, budget, keptDocuments);
  const served = kept ?? read!.served;
  let placed = 0;
  let bytes = 0;
  for (const { collection, id, size } of served) {
    const count = wanted.get(`${collection}/${id}`)!.placements;
    placed += count;
    bytes += size * count;
  }
  budget.charge(placed, bytes);
  // Within budget (just charged), so every document carries its data.
  const found = served.map(({ collection, doc, size }) => ({ collection, doc: doc!, size }));
  if (keptDocuments && read) {
    for (const [collection, stamp] of read.stamps) keptDocuments.keepDocuments(collection, stamp, found.filter((row) => row.collection === collection));
  }
  return levelOf(found);
}

/**
 * One statement: every referenced document's stored size, and its data only when the level's placements
 * fit what is left of the budget (PostgreSQL sums them over the rows), so an answer over budget loads no
 * document before it is refused.
 */
async function readLevel(db: Db, wanted: Wanted, budget: Budget, keptDocuments: KeptDocumentLookup | undefined): Promise<{ served: Served[]; stamps: Map<string, string> }> {
  const byCollection = new Map<string, string[]>();
  for (const { collection, id } of wanted.values()) {
    const ids = byCollection.get(collection);
    if (ids) ids.push(id);
    else byCollection.set(collection, [id]);
  }
  // Taken before the read: what it loads is kept only if no change of its collection came meanwhile.
  const stamps = new Map(keptDocuments ? [...byCollection.keys()].map((collection) => [collection, keptDocuments.stamp(collection)]) : []);
  const weights = JSON.stringify(Object.fromEntries([...wanted].map(([key, { placements }]) => [key, placements])));
  const size = storedSize;
  const placements = sql`(${weights}::jsonb ->> (${documents.collection} || '/' || ${documents.id}))::int`;
  const fits = sql`sum(${size} * ${placements}) over () <= ${budget.bytesLeft} and sum(${placements}) over () <= ${budget.documentsLeft}`;
  const rows = await db
    .select({
      collection: documents.collection,
      id: documents.id,
      size,
      data: sql<Record<string, unknown> | null>`case when ${fits} then ${documents.data} end`.mapWith(documents.data),
      createdAt: documents.createdAt,
      updatedAt: documents.updatedAt,
    })
    .from(documents)
    .where(or(...[...byCollection].map(([collection, ids]) => and(eq(documents.collection, collection), inArray(documents.id, ids)))));
  const served = rows.map((row): Served => ({
    collection: row.collection,
    id: row.id,
    size: Number(row.size),
    doc: row.data === null ? undefined : toDoc({ id: row.id, data: row.data, createdAt: row.createdAt, updatedAt: row.updatedAt }),
  }));
  return { served, stamps };
}

/** A level's documents: those that may be placed (renderable, secrets stripped) by collection and id, and every stored one by `collection/id`. */
interface Level {
  loaded: Map<string, Map<string, Doc>>;
  stored: Map<string, SizedDoc>;
}

/** The level's documents when every one is kept. */
function keptLevel(keptDocuments: KeptDocumentLookup, wanted: Wanted): Served[] | undefined {
  const found: Served[] = [];
  for (const { collection, id } of wanted.values()) {
    const kept = keptDocuments.document(collection, id);
    if (!kept) return undefined;
    found.push({ collection, id, size: kept.size, doc: kept.doc });
  }
  return found;
}

function levelOf(found: readonly (SizedDoc & { collection: string })[]): Level {
  const loaded = new Map<string, Map<string, Doc>>();
  const stored = new Map<string, SizedDoc>();
  for (const { collection, doc, size } of found) {
    stored.set(`${collection}/${doc.id}`, { doc, size });
    if (!isRenderable(doc)) continue;
    const documentsOfCollection = loaded.get(collection) ?? new Map<string, Doc>();
    documentsOfCollection.set(doc.id, stripSecrets(doc) as Doc);
    loaded.set(collection, documentsOfCollection);
  }
  return { loaded, stored };
}
