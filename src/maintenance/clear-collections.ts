import type { AppContext } from '../app-context.js';
import { findCollection } from '../content/collections.js';
import { removeAll } from '../content/repository.js';
import type { Db } from '../db/client.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/audit-log.js';

export interface ClearOutcome {
  /** Deleted record counts, for the collections that were cleared. */
  results: Record<string, number>;
  errors: string[];
}

/**
 * Deletes every record of each named collection, one statement per collection, each independently:
 * a protected or failing collection adds an entry to `errors` and the others still go.
 */
export async function clearCollections(
  { db, changes, outbox }: Pick<AppContext, 'db' | 'changes' | 'outbox'>,
  slugs: readonly string[],
  actor: Actor,
): Promise<ClearOutcome> {
  const results: Record<string, number> = {};
  const errors: string[] = [];
  for (const slug of new Set(slugs)) {
    const collection = findCollection(slug);
    if (!collection) {
      errors.push(`${slug}: unknown collection`);
      continue;
    }
    if (collection.protectedFromBulkDelete) {
      errors.push(`${slug}: protected collection, skipped`);
      continue;
    }
    try {
      results[slug] = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const deleted = await removeAll(tx, slug);
        await recordAudit(tx, actor, { collection: slug, operation: 'clear', changes: { deleted } });
        if (deleted > 0) await outbox.emitWriteEvents(tx, [{ collection: slug, id: null, operation: 'clear' }]);
        return deleted;
      });
    } catch (error) {
      errors.push(`${slug}: ${(error as Error).message}`);
    }
  }
  await changes.publish(...Object.keys(results));
  return { results, errors };
}
