import type { AppContext } from '../app-context.js';
import { findCollection } from '../content/collections.js';
import { removeAll } from '../content/repository.js';
import type { Actor } from '../identity/actor.js';
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
  { db, changes }: Pick<AppContext, 'db' | 'changes'>,
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
      results[slug] = await changes.write(db, async (tx, log) => {
        const deleted = await removeAll(tx, slug);
        await recordAudit(tx, actor, { collection: slug, operation: 'clear', changes: { deleted } });
        if (deleted > 0) log.wrote({ collection: slug, id: null, operation: 'clear' });
        return deleted;
      });
    } catch (error) {
      errors.push(`${slug}: ${(error as Error).message}`);
    }
  }
  return { results, errors };
}
