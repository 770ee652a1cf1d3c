import { type Answer, answerOf, jsonOf } from '../lib/answer.js';
import { sourcesOf } from '../content/dependencies.js';
import { ANY_CHANGE } from '../content/changes.js';
import type { ChangeStamps } from './change-stamps.js';
import type { BudgetedLayer, MemoryBudget } from './memory-budget.js';

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
/** What remembering one target costs besides its characters (the Map's entry). */
const BYTES_PER_TARGET = 64;

/** The answers of one collection (or global) at one depth: they read the same sources. */
interface Bucket {
  sources: ReadonlySet<string>;
  answers: Map<string, Answer>;
  /** The key used last: a hit on it needs no reordering. */
  newest?: string;
  /** Builds under way with the stamp they began under, shared by the requests that come under the same stamp. */
  inFlight: Map<string, { stamp: string; answer: Promise<Answer> }>;
}

/**
 * Serialized content API answers, kept per normalized request and caller scope, and dropped on a change
 * of any collection or global they read (the root and what its references reach to the answer's depth,
 * from the field definitions). A build is kept only if no change of its sources came while it ran.
 * Concurrent misses of one key share one build. An anonymous read is remembered by its request target, so
 * the fast lane finds its answer by the target alone.
 */
export class KeptAnswers implements BudgetedLayer {
  readonly name = 'answers';
  private readonly buckets = new Map<string, Bucket>();
  private readonly anonymousReads = new Map<string, { bucket: Bucket; key: string }>();
  private held = 0;

  constructor(
    private readonly keep: boolean,
    private readonly stamps: ChangeStamps,
    private readonly budget: MemoryBudget,
    /** Told of every lookup (metrics). */
    private readonly onLookup: (hit: boolean) => void,
    /** Told of every answer dropped (the forms it was sent in go with it). */
    private readonly onDrop: (answer: Answer) => void,
  ) {
    budget.add(this);
  }

  get bytes(): number {
    return this.held;
  }

  /** Notes which read a request target (path and query) made for an anonymous caller. Bounded; the oldest go first. */
  rememberAnonymous(target: string, read: ContentRead): void {
    if (!this.keep || this.anonymousReads.has(target)) return;
    this.anonymousReads.set(target, { bucket: this.bucketOf(read), key: read.key });
    this.held += target.length + read.key.length + BYTES_PER_TARGET;
    if (this.anonymousReads.size > REMEMBERED_TARGETS) this.forgetTarget(this.anonymousReads.keys().next().value as string);
    this.budget.settle();
  }

  /** The kept answer an anonymous request for `target` gets, if one is kept now; computes nothing. */
  peekAnonymous(target: string): Answer | undefined {
    const remembered = this.anonymousReads.get(target);
    if (!remembered) return undefined;
    const answer = remembered.bucket.answers.get(remembered.key);
    if (answer) this.hit(remembered.bucket, remembered.key, answer);
    return answer;
  }

  /** The kept answer of `read`, or the one `build` makes (kept unless a change of its sources came meanwhile). */
  async answer(read: ContentRead, build: () => Promise<unknown>): Promise<Answer> {
    const bucket = this.bucketOf(read);
    const hit = bucket.answers.get(read.key);
    if (hit) {
      this.hit(bucket, read.key, hit);
      return hit;
    }
    this.onLookup(false);
    if (!this.keep) return answerOf(jsonOf(await build()));
    const stamp = this.stamps.ofAll(bucket.sources);
    const pending = bucket.inFlight.get(read.key);
    if (pending?.stamp === stamp) return pending.answer;
    const building = { stamp, answer: this.build(bucket, read.key, stamp, build) };
    bucket.inFlight.set(read.key, building);
    const settled = () => {
      if (bucket.inFlight.get(read.key) === building) bucket.inFlight.delete(read.key);
    };
    building.answer.then(settled, settled);
    return building.answer;
  }

  /**
   * A change of `slug` (`*`: of anything): the answers that read it go. Builds under way began under the old
   * stamp: they are not kept, and no read that comes now waits on them (see answer).
   */
  changed(slug: string): void {
    for (const bucket of this.buckets.values()) {
      if (slug !== ANY_CHANGE && !bucket.sources.has(slug)) continue;
      for (const answer of bucket.answers.values()) this.drop(answer);
      bucket.answers.clear();
    }
  }

  /** The oldest answer of the collection and depth holding the most, else the oldest remembered target. */
  evictOldest(): boolean {
    let largest: Bucket | undefined;
    for (const bucket of this.buckets.values()) if (!largest || bucket.answers.size > largest.answers.size) largest = bucket;
    const oldest = largest?.answers.entries().next().value as [string, Answer] | undefined;
    if (largest && oldest) {
      largest.answers.delete(oldest[0]);
      this.drop(oldest[1]);
      return true;
    }
    const target = this.anonymousReads.keys().next().value as string | undefined;
    if (target === undefined) return false;
    this.forgetTarget(target);
    return true;
  }

  /** Kept only if no change of the bucket's sources came while it ran (the stamp it began under still holds). */
  private async build(bucket: Bucket, key: string, stamp: string, build: () => Promise<unknown>): Promise<Answer> {
    const answer = answerOf(jsonOf(await build()));
    if (this.stamps.ofAll(bucket.sources) === stamp) this.store(bucket, key, answer);
    return answer;
  }

  private store(bucket: Bucket, key: string, answer: Answer): void {
    const replaced = bucket.answers.get(key);
    if (replaced) {
      bucket.answers.delete(key);
      this.drop(replaced);
    }
    bucket.answers.set(key, answer);
    bucket.newest = key;
    this.held += answer.body.length;
    if (bucket.answers.size > ANSWERS_PER_SOURCE) {
      const [oldestKey, oldest] = bucket.answers.entries().next().value as [string, Answer];
      bucket.answers.delete(oldestKey);
      this.drop(oldest);
    }
    this.budget.settle();
  }

  /** Least recently used goes first: a hit moves to the newest end. */
  private hit(bucket: Bucket, key: string, answer: Answer): void {
    if (bucket.newest !== key) {
      bucket.answers.delete(key);
      bucket.answers.set(key, answer);
      bucket.newest = key;
    }
    this.onLookup(true);
  }

  private drop(answer: Answer): void {
    this.held -= answer.body.length;
    this.onDrop(answer);
  }

  private forgetTarget(target: string): void {
    const remembered = this.anonymousReads.get(target);
    if (!remembered) return;
    this.anonymousReads.delete(target);
    this.held -= target.length + remembered.key.length + BYTES_PER_TARGET;
  }

  private bucketOf({ slug, depth }: ContentRead): Bucket {
    const name = `${slug}@${depth}`;
    let bucket = this.buckets.get(name);
    if (!bucket) this.buckets.set(name, (bucket = { sources: sourcesOf([slug], depth), answers: new Map(), inFlight: new Map() }));
    return bucket;
  }
}
