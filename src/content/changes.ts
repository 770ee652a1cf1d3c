/**
 * Content writes announce which collection or global they changed; whoever keeps derived data
 * (caches) subscribes here and drops what depends on it. Listeners run before the write's
 * response is sent, so the next request never sees stale derived data.
 */
export type ChangeListener = (slug: string) => Promise<void> | void;

export class ContentChanges {
  private readonly listeners: ChangeListener[] = [];

  subscribe(listener: ChangeListener): void {
    this.listeners.push(listener);
  }

  async publish(...slugs: string[]): Promise<void> {
    for (const slug of new Set(slugs)) {
      for (const listener of this.listeners) await listener(slug);
    }
  }
}
