import type { AppContext } from '../app-context.js';
import { type Answer, answerOf, jsonOf } from '../lib/answer.js';
import { keepsRenderedAnswers, RenderedCache } from '../lib/rendered-cache.js';
import { touches } from './changes.js';
import { sourcesOf } from './dependencies.js';

/** What one content API read answers: the same key, scope and sources always give the same bytes until a write. */
export interface ContentRead {
  /** The collection or global read. */
  slug: string;
  /** How deep references are expanded: the answer depends on what they reach. */
  depth: number;
  /** The normalized request (kind, id or query) and what the caller may see. */
  key: string;
}

/** Answers kept per collection (or global) and depth, at most this many each. */
const ANSWERS_PER_SOURCE = 256;
/** Request targets remembered for the fast lane. */
const REMEMBERED_TARGETS = 4096;

const bucketName = ({ slug, depth }: ContentRead) => `${slug}@${depth}`;

/**
 * Serialized content API answers, kept per normalized request and caller scope, and dropped on a write
 * to any collection or global they read (the root and what its references reach to the answer's depth,
 * from the field definitions). Kept only where every write is seen (keepsRenderedAnswers); otherwise
 * built per request, with the same ETag.
 */
export class KeptContentAnswers {
  private readonly kept = new Map<string, { sources: ReadonlySet<string>; rendered: RenderedCache }>();
  private readonly perSource: number;
  /** Request targets answered to anonymous callers, with where their answer is kept. */
  private readonly anonymousReads = new Map<string, { key: string; rendered: RenderedCache }>();

  constructor(private readonly context: Pick<AppContext, 'changes' | 'database' | 'metrics' | 'now'>) {
    this.perSource = keepsRenderedAnswers(context.database, context.changes) ? ANSWERS_PER_SOURCE : 0;
    context.changes.subscribe((changed) => {
      for (const { sources, rendered } of this.kept.values()) if (touches(changed, sources)) rendered.invalidate();
    });
  }

  /**
   * Notes which read a request target (path and query) made for an anonymous caller, so that the fast
   * lane can find its kept answer by the target alone (`peekAnonymous`). Bounded; the oldest go first.
   */
  rememberAnonymous(target: string, read: ContentRead): void {
    if (this.perSource === 0 || this.anonymousReads.has(target)) return;
    this.anonymousReads.set(target, { key: read.key, rendered: this.keptFor(read) });
    if (this.anonymousReads.size > REMEMBERED_TARGETS) this.anonymousReads.delete(this.anonymousReads.keys().next().value as string);
  }

  /** The kept answer an anonymous request for `target` gets, if one is kept now; computes nothing. */
  peekAnonymous(target: string): Answer | undefined {
    const remembered = this.anonymousReads.get(target);
    return remembered?.rendered.peek(remembered.key, this.context.now().getTime());
  }

  async answer(read: ContentRead, build: () => Promise<unknown>): Promise<Answer> {
    await this.context.changes.refresh();
    return this.keptFor(read).get(read.key, this.context.now().getTime(), async () => ({
      answer: answerOf(jsonOf(await build())),
      validFrom: Number.NEGATIVE_INFINITY,
      validUntil: Number.POSITIVE_INFINITY,
    }));
  }

  private keptFor(read: ContentRead): RenderedCache {
    const name = bucketName(read);
    const { slug, depth } = read;
    let entry = this.kept.get(name);
    if (!entry) {
      entry = { sources: sourcesOf([slug], depth), rendered: new RenderedCache(this.perSource, (hit) => this.context.metrics.cacheLookup('content', hit)) };
      this.kept.set(name, entry);
    }
    return entry.rendered;
  }
}

/** JSON with object keys in sorted order, so two spellings of one query share a key. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value).sort().map((name) => `${JSON.stringify(name)}:${canonicalJson((value as Record<string, unknown>)[name])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
