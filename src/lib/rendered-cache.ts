import type { Answer } from './answer.js';

export interface Rendered {
  /** The serialized answer, encoded once so every hit is sent as it is. */
  answer: Answer;
  /**
   * What the requests that waited on the computation are sent, when it differs from a hit's answer (the
   * recommendations say whether their data came from the cache); `answer` when absent.
   */
  computed?: Answer;
  /** Epoch ms from which the body is right (when it was computed): a clock set back misses. */
  validFrom: number;
  /** Epoch ms until which the body stays right (time-dependent figures); Infinity when only writes change it. */
  validUntil: number;
}

/**
 * Serialized answers computed once per content version: dropped whenever a write touches what they
 * were built from, and never stored when such a write happened while they were being built.
 * Concurrent misses of one key share a single computation. Bounded; the least recently used goes first;
 * a bound of 0 keeps nothing.
 */
export class RenderedCache {
  private readonly entries = new Map<string, Rendered>();
  private readonly inFlight = new Map<string, Promise<Rendered>>();
  private generation = 0;
  /** The most recently used key: a hit on it needs no reordering (single-answer caches never reorder). */
  private newest: string | undefined;

  constructor(
    private readonly maxEntries = 1000,
    /** Told of every lookup (metrics). */
    private readonly onLookup: (hit: boolean) => void = () => {},
  ) {}

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.inFlight.clear();
    this.newest = undefined;
  }

  /** The stored answer when it is right at `now`, computing nothing: a hit is counted, a miss is left to `get`. */
  peek(key: string, now: number): Answer | undefined {
    const hit = this.entries.get(key);
    if (!hit || hit.validFrom > now || now >= hit.validUntil) return undefined;
    if (key !== this.newest) this.touch(key, hit);
    this.onLookup(true);
    return hit.answer;
  }

  async get(key: string, now: number, build: () => Promise<Rendered>): Promise<Answer> {
    const hit = this.peek(key, now);
    if (hit) return hit;
    this.onLookup(false);
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.build(key, build);
      this.inFlight.set(key, pending);
    }
    const rendered = await pending;
    return rendered.computed ?? rendered.answer;
  }

  private async build(key: string, build: () => Promise<Rendered>): Promise<Rendered> {
    const startedAt = this.generation;
    try {
      const rendered = await build();
      if (this.generation === startedAt) this.store(key, rendered);
      return rendered;
    } finally {
      if (this.generation === startedAt) this.inFlight.delete(key);
    }
  }

  private store(key: string, rendered: Rendered): void {
    this.touch(key, rendered);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    if (!this.entries.has(key)) this.newest = undefined;
  }

  /** Moves the key to the newest end of the map (its order is the eviction order). */
  private touch(key: string, rendered: Rendered): void {
    this.entries.delete(key);
    this.entries.set(key, rendered);
    this.newest = key;
  }
}

/**
 * Rendered answers may be kept when every write that could change them is seen here: on the
 * embedded database (one process per DATA_DIR), or when writes are shared through Redis. On a
 * PostgreSQL server without Redis other instances may write unseen, so answers are rebuilt per request.
 */
export function keepsRenderedAnswers(database: { kind: 'pglite' | 'postgres' }, changes: { shared: boolean }): boolean {
  return database.kind === 'pglite' || changes.shared;
}
