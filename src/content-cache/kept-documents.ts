import { isDeepStrictEqual } from 'node:util';
import type { DocumentUpdate } from '../content/changes.js';
import type { Doc, SizedDoc } from '../content/repository.js';
import type { KeptDocumentLookup, Rendering } from '../content/expand.js';
import { deepFreeze } from '../lib/deep-freeze.js';
import type { ChangeStamps } from './change-stamps.js';
import type { BudgetedLayer, MemoryBudget } from './memory-budget.js';

export type { SizedDoc } from '../content/repository.js';

/** Which documents of a query's page, in order, and how many match: what one page statement answers. */
export interface KeptPage {
  ids: readonly string[];
  totalDocs: number;
}

/** What a change may leave kept: stored only if it is the same when the read that loaded the data ends. */
export type MemoryStamp = string;

/** A kept document's answer JSON at one depth and caller scope, with what its expansion looked up and charged. */
export type DocumentRendering = Rendering;

/** Pages kept per collection (the oldest go first). */
const PAGES_PER_COLLECTION = 1024;
/** Renderings kept per document (depth and caller scope; the oldest go first), and the largest kept. */
const RENDERINGS_PER_DOCUMENT = 4;
const MAX_RENDERING_CHARACTERS = 64 * 1024;
/** What a page's entry costs besides its key: an id is 24 characters, and the Map's own share. */
const BYTES_PER_PAGE_ID = 32;

interface DocumentEntry extends SizedDoc {
  /** Its renderings by variant (depth and caller scope): they go with the document. */
  renderings?: Map<string, DocumentRendering>;
}

interface PageEntry extends KeptPage {
  /** The top-level fields whose values decide the page: its where, its sort, the publication rule. */
  fields: ReadonlySet<string>;
  bytes: number;
}

const renderingBytes = (rendering: DocumentRendering) => rendering.json.length;
const pageBytes = (key: string, ids: readonly string[]) => key.length + ids.length * BYTES_PER_PAGE_ID;

/**
 * The content cache's documents, query pages and renderings of public content reads, so that an answer
 * rebuilt after a write needs the database only for what the write changed, often not at all. Kept only
 * where every write is seen, and only for collections whose reads are public.
 *
 * What a change drops (ContentCache hands every announced change here): any change of a collection drops
 * its documents and pages (sync, counters, creates, deletes; another instance's write drops all), except an
 * update of one document through the content API, which carries the document before and after. Then the
 * new version replaces the old one (unless another change of the collection came since the update began:
 * it may be older, so it is dropped instead), and only the pages whose where, sort or publication field
 * changed value are dropped: an update that leaves them alone cannot move the document into, out of, or
 * within a page. A rendering is reused only while every document it placed is still the kept one.
 */
export class KeptDocuments implements BudgetedLayer, KeptDocumentLookup {
  readonly name = 'documents';
  private readonly documents = new Map<string, Map<string, DocumentEntry>>();
  private readonly pages = new Map<string, Map<string, PageEntry>>();
  private held = 0;

  constructor(
    readonly enabled: boolean,
    private readonly keeps: (collection: string) => boolean,
    private readonly stamps: ChangeStamps,
    private readonly budget: MemoryBudget,
  ) {
    budget.add(this);
  }

  get bytes(): number {
    return this.held;
  }

  /** Whether documents and pages of `collection` are kept here. */
  keepsCollection(collection: string): boolean {
    return this.enabled && this.keeps(collection);
  }

  stamp(collection: string): MemoryStamp {
    return this.stamps.of(collection);
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
    this.budget.settle();
  }

  /** Keeps a page and its documents read under `stamp`, unless a change of the collection was announced since. */
  keepPage(collection: string, stamp: MemoryStamp, key: string, fields: ReadonlySet<string>, page: KeptPage, docs: readonly SizedDoc[]): void {
    if (!this.keepsCollection(collection) || stamp !== this.stamp(collection)) return;
    for (const sized of docs) this.put(collection, sized);
    let pages = this.pages.get(collection);
    if (!pages) this.pages.set(collection, (pages = new Map()));
    this.removePage(pages, key);
    const entry = { ids: page.ids, totalDocs: page.totalDocs, fields, bytes: pageBytes(key, page.ids) };
    pages.set(key, entry);
    this.held += entry.bytes;
    if (pages.size > PAGES_PER_COLLECTION) this.removePage(pages, pages.keys().next().value as string);
    this.budget.settle();
  }

  /**
   * The JSON the kept document `root` was rendered to under `variant` (its depth and the caller's scope),
   * when every document its expansion placed is still the kept one: the same objects give the same bytes.
   */
  rendering(collection: string, root: object, variant: string): DocumentRendering | undefined {
    const entry = this.documents.get(collection)?.get((root as Doc).id);
    const rendering = entry?.doc === root ? entry.renderings?.get(variant) : undefined;
    if (!rendering) return undefined;
    for (const use of rendering.uses) if (this.document(use.collection, use.id)?.doc !== use.doc) return undefined;
    return rendering;
  }

  /** Keeps a rendering of the kept document `root`: the last few variants each, and none past a size (a large expansion is rare). */
  keepRendering(collection: string, root: object, variant: string, rendering: DocumentRendering): void {
    const entry = this.documents.get(collection)?.get((root as Doc).id);
    if (entry?.doc !== root || rendering.json.length > MAX_RENDERING_CHARACTERS) return;
    const variants = (entry.renderings ??= new Map());
    const replaced = variants.get(variant);
    if (replaced) {
      variants.delete(variant);
      this.held -= renderingBytes(replaced);
    }
    variants.set(variant, rendering);
    this.held += renderingBytes(rendering);
    if (variants.size > RENDERINGS_PER_DOCUMENT) {
      const [oldestVariant, oldest] = variants.entries().next().value as [string, DocumentRendering];
      variants.delete(oldestVariant);
      this.held -= renderingBytes(oldest);
    }
    this.budget.settle();
  }

  /**
   * An announced change of `slug` (never `*`: ContentCache drops everything then). `current`: the update
   * began under the collection's stamp as it was just before this change, so no other change came between.
   */
  changed(slug: string, update: DocumentUpdate | undefined, current: boolean): void {
    if (!this.enabled) return;
    if (!update) {
      this.dropCollection(slug);
      return;
    }
    const changedFields = changedTopLevelFields(update.before, update.after);
    const pages = this.pages.get(slug);
    if (pages) for (const [key, page] of pages) if (intersects(page.fields, changedFields)) this.removePage(pages, key);
    if (current) {
      this.put(slug, { doc: update.after, size: update.size });
      this.budget.settle();
    } else {
      this.remove(slug, update.after.id);
    }
  }

  clear(): void {
    this.documents.clear();
    this.pages.clear();
    this.held = 0;
  }

  /** The least recently stored document of the collection holding the most (a page missing one reads its page again), else a page. */
  evictOldest(): boolean {
    let largest: Map<string, DocumentEntry> | undefined;
    for (const docs of this.documents.values()) if (!largest || docs.size > largest.size) largest = docs;
    const oldest = largest?.values().next().value as DocumentEntry | undefined;
    if (largest && oldest) {
      largest.delete(oldest.doc.id);
      this.held -= entryBytes(oldest);
      return true;
    }
    for (const pages of this.pages.values()) {
      const key = pages.keys().next().value as string | undefined;
      if (key !== undefined) {
        this.removePage(pages, key);
        return true;
      }
    }
    return false;
  }

  private dropCollection(slug: string): void {
    const docs = this.documents.get(slug);
    if (docs) for (const entry of docs.values()) this.held -= entryBytes(entry);
    const pages = this.pages.get(slug);
    if (pages) for (const page of pages.values()) this.held -= page.bytes;
    this.documents.delete(slug);
    this.pages.delete(slug);
  }

  private put(collection: string, sized: SizedDoc): void {
    if (!this.keepsCollection(collection) || sized.size > this.budget.maxBytes) return;
    // Answers share the kept objects (see copyAlongReferences): a change to one would change every answer after.
    deepFreeze(sized.doc);
    let docs = this.documents.get(collection);
    if (!docs) this.documents.set(collection, (docs = new Map()));
    this.remove(collection, sized.doc.id);
    docs.set(sized.doc.id, { doc: sized.doc, size: sized.size });
    this.held += sized.size;
  }

  private remove(collection: string, id: string): void {
    const docs = this.documents.get(collection);
    const old = docs?.get(id);
    if (!old) return;
    docs!.delete(id);
    this.held -= entryBytes(old);
  }

  private removePage(pages: Map<string, PageEntry>, key: string): void {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    this.held -= page.bytes;
  }
}

function entryBytes(entry: DocumentEntry): number {
  let bytes = entry.size;
  if (entry.renderings) for (const rendering of entry.renderings.values()) bytes += renderingBytes(rendering);
  return bytes;
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
