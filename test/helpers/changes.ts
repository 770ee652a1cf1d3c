import type { ContentChanges } from '../../src/content/changes.js';
import type { Db } from '../../src/db/client.js';

/** A database whose transactions run their work at once and always commit: for the feed's own tests. */
const committingDatabase = { transaction: (work: (tx: unknown) => unknown) => work({}) } as unknown as Db;

/** A committed write of `slug` through the change feed, announced as a write would be. */
export function announceWrite(changes: ContentChanges, slug: string): Promise<void> {
  return changes.write(committingDatabase, async (_tx, log) => log.touched(slug));
}
