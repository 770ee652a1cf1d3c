import { ANY_CHANGE } from '../content/changes.js';

/**
 * The content cache's one staleness token. Every announced change moves the stamp of its collection (or
 * global), a change of anything (`*`, another instance's write) moves every stamp. Whatever a read
 * builds from the database is kept only if the stamp of what it read is the same when it ends as when it
 * began: data read before a write commits never outlives the write's announcement.
 */
export class ChangeStamps {
  private epoch = 0;
  private readonly counts = new Map<string, number>();

  changed(slug: string): void {
    if (slug === ANY_CHANGE) this.epoch += 1;
    else this.counts.set(slug, (this.counts.get(slug) ?? 0) + 1);
  }

  /** The stamp of one collection or global. */
  of(slug: string): string {
    return `${this.epoch}/${this.counts.get(slug) ?? 0}`;
  }

  /** The stamp of several (an answer's sources). */
  ofAll(slugs: Iterable<string>): string {
    let stamp = String(this.epoch);
    for (const slug of slugs) stamp += `/${this.counts.get(slug) ?? 0}`;
    return stamp;
  }
}
