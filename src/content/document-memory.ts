import { isDeepStrictEqual } from 'node:util';
import { ANY_CHANGE, type ChangeListener, type DocumentUpdate } from './changes.js';
import type { Doc } from './repository.js';
import { deepFreeze, isDeeplyFrozen } from '../lib/deep-freeze.js';
import type { RootTrace } from './expand.js';

/** A stored document as read, with its size as the database counts it (the expansion budget charges it). */
export interface SizedDoc {
  doc: Doc;
  size: number;
}

/** Which documents of a query's page, in order, and how many match: what one page statement answers. */
export interface KeptPage {
  ids: readonly string[];
  totalDocs: number;
}

/** What a content change may leave kept: stored only if it is the same when the read that loaded the data ends. */
export type MemoryStamp = string;

/** A kept document's answer JSON at one depth and caller scope, with what its expansion looked up and charged. */
export interface DocumentRendering extends Omit<RootTrace, 'complete'> {
  json: string;
}

/** The stored size of kept documents, all collections together (beyond it the oldest go first). */
const MAX_BYTES = 16 * 1024 * 1024;
/** Pages kept per collection (the oldest go first). */
const PAGES_PER_COLLECTION = 1024;
/** Renderings kept per document (depth and caller scope; the oldest go first), and the largest kept. */
const RENDERINGS_PER_DOCUMENT = 4;
const MAX_RENDERING_CHARACTERS = 64 * 1024;

interface PageEntry extends KeptPage {
  /** The top-level fields whose values decide the page: its where, its sort, the publication rule. */
  fields: ReadonlySet<string>;
}

/**
 * The documents and query pages of content reads, kept in memory so that an answer rebuilt after a write
 * needs the database only for what the write changed, often not at all. Kept only where every write is
 * seen (as the kept answers), and only for collections whose reads are public: every write to those
 * announces itself through ContentChanges before it is answered.
 *
 * What a change drops: any change announced for a collection drops its documents and pages (sync, counters,
 * deletes, another instance's write as `*`), except an update of one document through the content API,
 * which carries the document before and after. Then the new version replaces the old one (unless another
 * change of the collection was announced since the update began: it may be older, so it is dropped
 * instead), and only the pages whose where, sort or publication field changed value are dropped: an update
 * that leaves them alone cannot move the document into, out of, or within a page.
 *
 * A read stores what it loaded only if no change of that collection was announced while it was loading
 * (its stamp is still current), so data read before a write commits never outlives the write's announcement.
 */
export class DocumentMemory {
  private readonly documents = new Map<string, Map<string, SizedDoc>>();
  private readonly pages = new Map<string, Map<string, PageEntry>>();
  private readonly changeCounts = new Map<string, number>();
  /** Per kept document (they are frozen: a new version is a new object), its renderings by variant. */
  private readonly renderings = new WeakMap<object, Map<string, DocumentRendering>>();
  private epoch = 0;
  private bytes = 0;

  constructor(
    readonly enabled: boolean,
    private readonly keeps: (collection: string) => boolean,
    private readonly maxBytes = MAX_BYTES,
  ) {}

  /** Whether documents and pages of `collection` are kept here. */
  keepsCollection(collection: string): boolean {
    return this.enabled && this.keeps(collection);
  }

  /** Hand to ContentChanges.subscribe. */
  readonly listener: ChangeListener = (slug, update) => this.changed(slug, update);

  stamp(collection: string): MemoryStamp {
    return `${this.epoch}/${this.changeCounts.get(collection) ?? 0}`;
  }

  document(collection: string, id: string): SizedDoc | undefined {
    return this.documents.get(collection)?.get(id);
  }

  page(collection: string, key: string): KeptPage | undefined {
    return this.pages.get(collection)?.get(key);
  }

  /** Keeps documents read under `stamp`, unless a change of their collection was announced since. */
  keepDocuments(collection: string, stamp: MemoryStamp, docs: Iterable<SizedDoc>): void {
    if (!this.keepsCollection(collection) || stamp !== this.stamp(collection)) return;
    for (const sized of docs) this.put(collection, sized);
  }

  /** Keeps a page and its documents read under `stamp`, unless a change of the collection was announced since. */
  keepPage(collection: string, stamp: MemoryStamp, key: string, fields: ReadonlySet<string>, page: KeptPage, docs: readonly SizedDoc[]): void {
    if (!this.keepsCollection(collection) || stamp !== this.stamp(collection)) return;
    for (const sized of docs) this.put(collection, sized);
    let pages = this.pages.get(collection);
    if (!pages) this.pages.set(collection, (pages = new Map()));
    pages.delete(key);
    pages.set(key, { ids: page.ids, totalDocs: page.totalDocs, fields });
    if (pages.size > PAGES_PER_COLLECTION) pages.delete(pages.keys().next().value as string);
  }

  /**
   * The JSON a kept document was rendered to under `variant` (its depth and the caller's scope), when every
   * document its expansion placed is still the kept one: the same objects give the same bytes.
   */
  rendering(root: object, variant: string): DocumentRendering | undefined {
    const rendering = this.renderings.get(root)?.get(variant);
    if (!rendering) return undefined;
    for (const use of rendering.uses) if (this.document(use.collection, use.id)?.doc !== use.doc) return undefined;
    return rendering;
  }

  /** Keeps a rendering of a kept document: the last few variants each, and none past a size (a large expansion is rare). */
  keepRendering(root: object, variant: string, rendering: DocumentRendering): void {
    if (!this.enabled || !isDeeplyFrozen(root) || rendering.json.length > MAX_RENDERING_CHARACTERS) return;
    let variants = this.renderings.get(root);
    if (!variants) this.renderings.set(root, (variants = new Map()));
    variants.delete(variant);
    variants.set(variant, rendering);
    if (variants.size > RENDERINGS_PER_DOCUMENT) variants.delete(variants.keys().next().value as string);
  }

  private changed(slug: string, update: DocumentUpdate | undefined): void {
    if (!this.enabled) return;
    if (slug === ANY_CHANGE) {
      this.epoch += 1;
      this.documents.clear();
      this.pages.clear();
      this.bytes = 0;
      return;
    }
    const current = update !== undefined && update.stamp === this.stamp(slug);
    this.changeCounts.set(slug, (this.changeCounts.get(slug) ?? 0) + 1);
    if (!update) {
      this.dropCollection(slug);
      return;
    }
    const changedFields = changedTopLevelFields(update.before, update.after);
    const pages = this.pages.get(slug);
    if (pages) for (const [key, page] of pages) if (intersects(page.fields, changedFields)) pages.delete(key);
    if (current) this.put(slug, { doc: update.after, size: update.size });
    else this.remove(slug, update.after.id);
  }

  private dropCollection(slug: string): void {
    const docs = this.documents.get(slug);
    if (docs) for (const { size } of docs.values()) this.bytes -= size;
    this.documents.delete(slug);
    this.pages.delete(slug);
  }

  private put(collection: string, sized: SizedDoc): void {
    if (!this.keepsCollection(collection) || sized.size > this.maxBytes) return;
    // Answers share the kept objects (see copyAlongReferences): a change to one would change every answer after.
    deepFreeze(sized.doc);
    let docs = this.documents.get(collection);
    if (!docs) this.documents.set(collection, (docs = new Map()));
    this.remove(collection, sized.doc.id);
    docs.set(sized.doc.id, sized);
    this.bytes += sized.size;
    while (this.bytes > this.maxBytes) this.evictOldest();
  }

  private remove(collection: string, id: string): void {
    const docs = this.documents.get(collection);
    const old = docs?.get(id);
    if (!old) return;
    docs!.delete(id);
    this.bytes -= old.size;
  }

  /** The least recently stored document of the collection holding the most (a page missing one reads its page again). */
  private evictOldest(): void {
    let largest: Map<string, SizedDoc> | undefined;
    for (const docs of this.documents.values()) if (!largest || docs.size > largest.size) largest = docs;
    const oldest = largest?.values().next().value as SizedDoc | undefined;
    if (!largest || !oldest) {
      this.bytes = 0;
      return;
    }
    largest.delete(oldest.doc.id);
    this.bytes -= oldest.size;
  }
}

/** The top-level fields whose values differ between two versions of a document (timestamps included). */
export function changedTopLevelFields(before: Record<string, unknown>, after: Record<string, unknown>): Set<string> {
  const changed = new Set<string>();
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!isDeepStrictEqual(before[name], after[name])) changed.add(name);
  }
  return changed;
}

function intersects(fields: ReadonlySet<string>, changed: ReadonlySet<string>): boolean {
  for (const name of changed) if (fields.has(name)) return true;
  return false;
}

