import type { Db } from '../db/client.js';
import type { VersionStore } from '../lib/redis.js';
import type { Doc } from './repository.js';

/**
 * The change feed. Every content write runs through `write`: its transaction, and once that has committed,
 * one announcement of what it changed. Whoever keeps derived data (kept answers, kept documents,
 * compressed answers, live streams, the outbox's wake-up) subscribes here and drops what depends on it;
 * the outbox also records the writes' events inside the transaction. Listeners run before the write's
 * response is sent, so the next request never sees stale derived data, and never before the commit, so
 * nothing read before it is kept after it.
 *
 * Several instances (shared mode): every write also moves the content version in PostgreSQL, in its own
 * transaction (a trigger, see migration 0003), and, after it commits, a counter in Redis. Before a public
 * read an instance compares the Redis counter (one GET); every `pollMs` it also reads the PostgreSQL
 * version. Either moving beyond this instance's own writes means another instance wrote, applied here as
 * the slug `*`. Redis is the fast path only: when it is down, the poll brings the write within `pollMs`,
 * and no Redis error ever fails a write or a read.
 */
export type ChangeListener = (slug: string, update?: DocumentUpdate) => Promise<void> | void;

/**
 * An update of one document through the content API, announced with what it changed, for the listeners
 * that keep documents (KeptDocuments); the others see the collection's slug as for any write.
 */
export interface DocumentUpdate {
  before: Doc;
  after: Doc;
  /** The stored size of `after`, as the database counts it. */
  size: number;
  /** KeptDocuments's stamp of the collection before the update began. */
  stamp: string;
}

export const ANY_CHANGE = '*';

export type WriteOperation = 'create' | 'update' | 'delete' | 'clear';

/** One write to a collection or global, as the operations that make it describe it. */
export interface ContentWrite {
  /** A collection slug, or `globals` with the global's slug as id. */
  collection: string;
  id: string | null;
  operation: WriteOperation;
  /** The record before and after, for preorder products (campaign moments are read from the difference). */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** The collection or global a write changed, as announced. */
const slugOf = (write: ContentWrite) => (write.collection === 'globals' ? write.id ?? write.collection : write.collection);

/** What a write tells the feed inside its transaction (see ContentChanges.write). */
export interface ChangeLog {
  /** The writes made: their events are recorded in the transaction, their collections announced after it commits. */
  wrote(...writes: ContentWrite[]): void;
  /** Collections changed whose events the caller wrote itself (a sync batch writes them in its own statement). */
  touched(...slugs: string[]): void;
  /** One document updated through the content API, with both versions for the listeners that keep documents. */
  updated(slug: string, update: DocumentUpdate): void;
}

class PendingChanges implements ChangeLog {
  readonly writes: ContentWrite[] = [];
  readonly slugs = new Set<string>();
  update: { slug: string; update: DocumentUpdate } | undefined;

  wrote(...writes: ContentWrite[]): void {
    for (const write of writes) {
      this.writes.push(write);
      this.slugs.add(slugOf(write));
    }
  }

  touched(...slugs: string[]): void {
    for (const slug of slugs) this.slugs.add(slug);
  }

  updated(slug: string, update: DocumentUpdate): void {
    this.update = { slug, update };
    this.slugs.add(slug);
  }
}

/** Records writes' events in their transaction (the app's outbox). */
export type RecordWrites = (tx: Db, writes: readonly ContentWrite[]) => Promise<void>;


export interface SharedVersions {
  /** The fast notification path; its failures are logged and otherwise ignored. */
  notifications?: VersionStore;
  /** The version that moves with every committed write (PostgreSQL); read every `pollMs`. */
  committed: () => Promise<number>;
  pollMs: number;
  warn: (message: string, error: unknown) => void;
}

export class ContentChanges {
  private readonly listeners: ChangeListener[] = [];
  private localVersion = 0;
  private seenNotification: string | undefined;
  private seenCommitted: number | undefined;
  private poller: NodeJS.Timeout | undefined;
  /** This instance's writes under way (from their transaction's start to their announcement's end). */
  private ownWritesUnderWay = 0;
  /** Moves at each start and end of a write of this instance: a poll's tick compares it before and after. */
  private ownWriteEvents = 0;
  /** Whether the last use of Redis succeeded: its counter then tells another instance's write from ours. */
  private redisAnswers = true;
  /** The Redis version check in flight, and the one queued after it (see refresh). */
  private checking: Promise<void> | undefined;
  private nextCheck: Promise<void> | undefined;

  constructor(private readonly shared_?: SharedVersions, private readonly recordWrites?: RecordWrites) {}

  /**
   * Runs `work` in one transaction of `db`; what it tells `log` is recorded with it (the writes' events)
   * and, once it has committed, announced once. A transaction that fails announces nothing. `committed`
   * is called with the result once the transaction has committed, before the announcement.
   */
  async write<T>(db: Db, work: (tx: Db, log: ChangeLog) => Promise<T>, committed?: (value: T) => void): Promise<T> {
    const log = new PendingChanges();
    this.ownWritesUnderWay += 1;
    this.ownWriteEvents += 1;
    try {
      const result = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const value = await work(tx, log);
        if (log.writes.length > 0) await this.recordWrites?.(tx, log.writes);
        return value;
      });
      // Before the announcement, which may still fail: the caller learns the transaction has committed.
      committed?.(result);
      if (log.update && log.slugs.size === 1) await this.publishUpdate(log.update.slug, log.update.update);
      else await this.publish(...log.slugs);
      return result;
    } finally {
      this.ownWritesUnderWay -= 1;
      this.ownWriteEvents += 1;
    }
  }

  /** True when writes of other instances reach this one (a shared version store is configured). */
  get shared(): boolean {
    return this.shared_ !== undefined;
  }

  subscribe(listener: ChangeListener): void {
    this.listeners.push(listener);
  }

  /** Starts the poll of the committed version (shared mode); `stop` ends it. */
  async start(): Promise<void> {
    const shared = this.shared_;
    if (!shared || this.poller) return;
    await this.poll();
    this.poller = setInterval(() => void this.tick(), shared.pollMs);
    this.poller.unref();
  }

  stop(): void {
    clearInterval(this.poller);
    this.poller = undefined;
  }

  private async publish(...slugs: string[]): Promise<void> {
    if (slugs.length === 0) return;
    await this.announce(() => this.notify(new Set(slugs)));
  }

  /** Announces an update of one document of `slug`, with its versions for the listeners that keep documents. */
  private async publishUpdate(slug: string, update: DocumentUpdate): Promise<void> {
    await this.announce(async () => {
      for (const listener of this.listeners) await listener(slug, update);
    });
  }

  private async announce(notify: () => Promise<void>): Promise<void> {
    this.localVersion += 1;
    await notify();
    const notifications = this.shared_?.notifications;
    if (!notifications) return;
    const seen = this.seenNotification;
    let announced: string;
    try {
      announced = await notifications.increment();
    } catch (error) {
      this.redisAnswers = false;
      // The write is committed and its version moved in PostgreSQL: other instances see it at their next poll.
      this.shared_!.warn('content change not announced through Redis; other instances see it within the poll interval', error);
      return;
    }
    this.redisAnswers = true;
    this.seenNotification = announced;
    // Our own write moved the committed version: take it in without announcing it again (every instance
    // then keys shared answers alike, see version()). Counted past ours, the Redis counter says other
    // instances wrote since this one last looked: taking their count as seen would hide their writes here,
    // so they are applied as any change.
    await this.poll(false);
    if (seen === undefined || Number(announced) !== Number(seen) + 1) await this.notify(new Set([ANY_CHANGE]));
  }

  /**
   * Applies writes made elsewhere that Redis announced before this call; a no-op without a shared store.
   * A check already sent when a read arrives may predate a write answered since, so such a read waits for
   * the next check, which every read arriving meanwhile shares: one Redis GET per round trip under load
   * instead of one per read.
   */
  refresh(): Promise<void> {
    if (!this.shared_?.notifications) return Promise.resolve();
    if (this.checking) {
      this.nextCheck ??= this.checking.then(() => {
        this.nextCheck = undefined;
        return this.refresh();
      });
      return this.nextCheck;
    }
    this.checking = this.check().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  private async check(): Promise<void> {
    let version: string;
    try {
      version = await this.shared_!.notifications!.current();
    } catch {
      this.redisAnswers = false;
      return;
    }
    this.redisAnswers = true;
    if (version === this.seenNotification) return;
    this.seenNotification = version;
    // Read the committed version with it, so every instance keys shared answers alike (see version()).
    await this.poll(false);
    await this.notify(new Set([ANY_CHANGE]));
  }

  /** Identifies the content as of now: derived data stored under it is never read after a write. */
  version(): string {
    return this.shared_ ? `p${this.seenCommitted ?? 0}r${this.seenNotification ?? '0'}` : `l${this.localVersion}`;
  }

  /**
   * The poll's periodic read. A write of this instance moves the committed version before its announcement
   * takes that version in: a tick that overlaps one of our writes would apply it as another instance's
   * write and drop everything kept here. While Redis answers, its counter tells their writes from ours
   * (see announce and check), so such a tick is left out; without Redis the poll is the only path, and
   * every tick counts.
   */
  private async tick(): Promise<void> {
    const eventsBefore = this.ownWriteEvents;
    const ours = () => this.ownWritesUnderWay > 0 || this.ownWriteEvents !== eventsBefore;
    await this.poll(true, () => !(this.shared_!.notifications && this.redisAnswers && ours()));
  }

  private async poll(announce = true, stillApplies: () => boolean = () => true): Promise<void> {
    const shared = this.shared_!;
    let committed: number;
    try {
      committed = await shared.committed();
    } catch (error) {
      shared.warn('content version not read from the database', error);
      return;
    }
    if (committed === this.seenCommitted || !stillApplies()) return;
    const first = this.seenCommitted === undefined;
    this.seenCommitted = committed;
    if (!first && announce) await this.notify(new Set([ANY_CHANGE]));
  }

  private async notify(slugs: Set<string>): Promise<void> {
    for (const slug of slugs) {
      for (const listener of this.listeners) await listener(slug);
    }
  }
}

/** Whether a change to `slug` may affect data built from `sources`. */
export function touches(slug: string, sources: ReadonlySet<string>): boolean {
  return slug === ANY_CHANGE || sources.has(slug);
}
