import type { Answer } from '../lib/answer.js';
import { ANY_CHANGE, type ChangeListener, type DocumentUpdate } from '../content/changes.js';
import { ChangeStamps } from './change-stamps.js';
import { type ContentRead, KeptAnswers } from './kept-answers.js';
import { KeptDocuments } from './kept-documents.js';
import { MemoryBudget } from './memory-budget.js';
import { SentForms } from './sent-forms.js';

/** Every kept layer together stays under this many bytes (documents, renderings, answers, their sent forms). */
export const CONTENT_CACHE_BYTES = 32 * 1024 * 1024;

export interface ContentCacheOptions {
  /** Whether anything is kept: only where every write is seen (keepsRenderedAnswers). */
  enabled: boolean;
  /** The collections whose documents may be kept (those with public reads). */
  keepsCollection: (slug: string) => boolean;
  maxBytes?: number;
  /** Told of every answer lookup (metrics). */
  onLookup?: (hit: boolean) => void;
  /** Applies other instances' writes before a read is answered (ContentChanges.refresh). */
  refresh?: () => Promise<void>;
}

/**
 * The content cache: everything the service keeps of content between writes, behind one interface, one
 * staleness token (`stamps`) and one memory budget. It learns of changes from one place, the change feed
 * (`listener`, subscribed to ContentChanges, which announces each write after it commits).
 *
 * - `documents`: stored documents, query pages, and each document's renderings (its answer JSON per depth
 *   and caller scope), which content reads and reference expansion take instead of reading the database;
 * - `answers`: serialized answers of content API reads, and which request target read what (the fast lane);
 * - `forms`: the bytes answers are sent as, per request base and content coding.
 *
 * Read path: answers, else a build (page from documents or one statement, references expanded level by level
 * from documents or one statement per level, kept renderings reused), kept under the stamp the build began
 * with. Write path: the feed's announcement moves the stamp of what changed, and each layer drops what read it.
 */
export class ContentCache {
  readonly stamps = new ChangeStamps();
  readonly budget: MemoryBudget;
  readonly documents: KeptDocuments;
  readonly answers: KeptAnswers;
  readonly forms: SentForms;
  private readonly refresh: () => Promise<void>;

  constructor(options: ContentCacheOptions) {
    this.budget = new MemoryBudget(options.maxBytes ?? CONTENT_CACHE_BYTES);
    this.documents = new KeptDocuments(options.enabled, options.keepsCollection, this.stamps, this.budget);
    this.forms = new SentForms(this.budget);
    this.answers = new KeptAnswers(options.enabled, this.stamps, this.budget, options.onLookup ?? (() => {}), (answer) => this.forms.forget(answer));
    this.refresh = options.refresh ?? (() => Promise.resolve());
  }

  /** Hand to ContentChanges.subscribe: the one way anything kept here learns of a change. */
  readonly listener: ChangeListener = (slug, update) => this.changed(slug, update);

  /** The kept answer of a content read, or the one `build` makes (see KeptAnswers). */
  async answer(read: ContentRead, build: () => Promise<unknown>): Promise<Answer> {
    await this.refresh();
    return this.answers.answer(read, build);
  }

  private changed(slug: string, update: DocumentUpdate | undefined): void {
    // an update is applied in place only if no other change of its collection came since it began
    const current = update !== undefined && update.stamp === this.stamps.of(slug);
    this.stamps.changed(slug);
    this.answers.changed(slug);
    if (slug === ANY_CHANGE) this.documents.clear();
    else this.documents.changed(slug, update, current);
  }
}
