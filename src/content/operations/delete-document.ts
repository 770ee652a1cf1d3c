import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../access/actor.js';
import { revokeUserApiKeys } from '../../accounts/api-keys.js';
import { endUserSessions } from '../../accounts/sessions.js';
import { fieldChanges, recordAudit } from '../../audit/audit-log.js';
import { NotFound } from '../../lib/errors.js';
import type { CollectionDefinition } from '../fields.js';
import { type Doc, removeDocument } from '../repository.js';
import { stripSecrets } from '../validate.js';
import { releaseMediaFile } from '../../media/media-files.js';

export async function deleteDocument(
  { db, changes, mediaStorage, locks }: Pick<AppContext, 'db' | 'changes' | 'mediaStorage' | 'locks'>,
  collection: CollectionDefinition,
  id: string,
  actor: Actor,
): Promise<Doc> {
  const doc = await changes.write(db, async (tx, log) => {
    const removed = await removeDocument(tx, collection.slug, id);
    if (!removed) throw new NotFound(`No ${collection.slug} document with id "${id}".`);
    // A deleted user's sessions and keys go with them.
    if (collection.slug === 'users') {
      await endUserSessions(tx, id);
      await revokeUserApiKeys(tx, id);
    }
    await recordAudit(tx, actor, { collection: collection.slug, documentId: id, operation: 'delete', changes: fieldChanges(removed, undefined) });
    log.wrote({ collection: collection.slug, id, operation: 'delete' });
    return removed;
  });
  // An uploaded file goes with the last record that shows it.
  if (collection.slug === 'media') await releaseMediaFile(locks, db, mediaStorage, doc.url);
  return stripSecrets(doc) as Doc;
}
