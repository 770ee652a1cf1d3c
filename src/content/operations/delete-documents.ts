import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../identity/actor.js';
import type { CollectionDefinition } from '../fields.js';
import type { Doc } from '../repository.js';
import { stripSecrets } from '../validate.js';
import { type BulkQuery, lockBulkSelection } from './bulk-selection.js';
import { releaseDeletedFiles, writeDeletes } from './delete-document.js';

/**
 * Payload's delete by `where`: the matching documents locked, then deleted as the one-document delete
 * does (one statement for all, a deleted user's sessions and keys, an audit entry each, the change log),
 * in one transaction; one announcement after the commit, then the media files no record shows any more.
 * Nothing can fail for one document alone, so the answer's `errors` is always empty.
 */
export async function deleteDocuments(
  context: Pick<AppContext, 'db' | 'changes' | 'mediaStorage' | 'locks'>,
  collection: CollectionDefinition,
  query: BulkQuery,
  actor: Actor,
): Promise<Doc[]> {
  const deleted = await context.changes.write(context.db, async (tx, log) => {
    const ids = await lockBulkSelection(tx, collection, query, 'delete');
    const removed = await writeDeletes(tx, log, collection, ids, actor);
    const byId = new Map(removed.map((doc) => [doc.id, doc]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  });
  await releaseDeletedFiles(context, collection, deleted);
  return deleted.map((doc) => stripSecrets(doc) as Doc);
}
