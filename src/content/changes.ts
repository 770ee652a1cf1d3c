/**
 * Content writes announce which collections or globals they changed; whoever keeps derived data
 * (caches, rendered answers) subscribes here and drops what depends on it. Listeners run before the
 * write's response is sent, so the next request never sees stale derived data.
 *
 * With a shared version store (Redis), every write also bumps a shared content version, and every
 * read first compares it with the last one this instance saw (`refresh`): another instance's write
 * is applied here before this instance's next answer, as the slug `*` ("anything may have changed").
 */
export type ChangeListener = (slug: string) => Promise<void> | void;

export const ANY_CHANGE = '*';

export interface VersionStore {
  current(): Promise<string>;
  increment(): Promise<string>;
}

export class ContentChanges {
  private readonly listeners: ChangeListener[] = [];
  private localVersion = 0;
  private seenVersion: string | undefined;

  constructor(private readonly store?: VersionStore) {}

  /** True when writes of other instances reach this one (a shared version store is configured). */
  get shared(): boolean {
    return this.store !== undefined;
  }

  subscribe(listener: ChangeListener): void {
    this.listeners.push(listener);
  }

  async publish(...slugs: string[]): Promise<void> {
    if (slugs.length === 0) return;
    this.localVersion += 1;
    if (this.store) this.seenVersion = await this.store.increment();
    await this.notify(new Set(slugs));
  }

  /** Applies writes made elsewhere since the last call; a no-op without a shared store. */
  async refresh(): Promise<void> {
    if (!this.store) return;
    const version = await this.store.current();
    if (version === this.seenVersion) return;
    this.seenVersion = version;
    await this.notify(new Set([ANY_CHANGE]));
  }

  /** Identifies the content as of now: derived data stored under it is never read after a write. */
  version(): string {
    return this.store ? `s${this.seenVersion ?? '0'}` : `l${this.localVersion}`;
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
