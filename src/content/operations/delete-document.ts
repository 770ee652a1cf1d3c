import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../identity/actor.js';
import { revokeUserApiKeys } from '../../identity/api-keys.js';
import { endUserSessions } from '../../identity/sessions.js';
import { fieldChanges, recordAuditBatch } from '../../audit/audit-log.js';
import type { Db } from '../../db/client.js';
import { NotFound } from '../../lib/errors.js';
import type { ChangeLog } from '../changes.js';
import type { CollectionDefinition } from '../fields.js';
import { type Doc, removeDocuments } from '../repository.js';
import { stripSecrets } from '../validate.js';
import { releaseMediaFile } from '../uploads/media-files.js';

type Context = Pick<AppContext, 'db' | 'changes' | 'mediaStorage' | 'locks'>;

/**
 * Documents' deletion inside a write's transaction (ContentChanges.write): one statement, then a deleted
 * user's sessions and keys, the audit entries and the change log. Answers the documents that were there.
 */
export async function writeDeletes(tx: Db, log: ChangeLog, collection: CollectionDefinition, ids: readonly string[], actor: Actor): Promise<Doc[]> {
  const removed = await removeDocuments(tx, collection.slug, ids);
  // A deleted user's sessions and keys go with them.
  if (collection.slug === 'users') {
    for (const doc of removed) {
      await endUserSessions(tx, doc.id);
      await revokeUserApiKeys(tx, doc.id);
    }
  }
  await recordAuditBatch(tx, actor, removed.map((doc) => ({ collection: collection.slug, documentId: doc.id, operation: 'delete' as const, changes: fieldChanges(doc, undefined) })));
  log.wrote(...removed.map((doc) => ({ collection: collection.slug, id: doc.id, operation: 'delete' as const })));
  return removed;
}

/** After the commit: an uploaded file goes with the last record that shows it. */
export async function releaseDeletedFiles({ db, mediaStorage, locks }: Context, collection: CollectionDefinition, deleted: readonly Doc[]): Promise<void> {
  if (collection.slug !== 'media') return;
  for (const doc of deleted) await releaseMediaFile(locks, db, mediaStorage, doc.url);
}

export async function deleteDocument(context: Context, collection: CollectionDefinition, id: string, actor: Actor): Promise<Doc> {
  const [doc] = await context.changes.write(context.db, async (tx, log) => {
    const removed = await writeDeletes(tx, log, collection, [id], actor);
    if (removed.length === 0) throw new NotFound(`No ${collection.slug} document with id "${id}".`);
    return removed;
  });
  await releaseDeletedFiles(context, collection, [doc!]);
  return stripSecrets(doc!) as Doc;
}
