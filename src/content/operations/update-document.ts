import { isDeepStrictEqual } from 'node:util';
import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../access/actor.js';
import { hashPasswords } from '../../accounts/plain-password.js';
import { endUserSessions } from '../../accounts/sessions.js';
import { fieldChanges, recordAudit } from '../../audit/audit-log.js';
import { NotFound, ValidationFailed } from '../../lib/errors.js';
import { assertWithinReferenceLimits } from '../limits.js';
import type { CollectionDefinition } from '../fields.js';
import { type Doc, findByIdForUpdate, patchSizedDocument } from '../repository.js';
import { stripSecrets, validateDocument } from '../validate.js';

/** A user's sessions end when their password or roles change: in the same transaction, on every instance. */
function endsSessions(collection: CollectionDefinition, before: Doc, after: Doc): boolean {
  return collection.slug === 'users' && (before.passwordHash !== after.passwordHash || !isDeepStrictEqual(before.roles, after.roles));
}

export async function updateDocument(
  { db, changes, documentMemory }: Pick<AppContext, 'db' | 'changes' | 'documentMemory'>,
  collection: CollectionDefinition,
  id: string,
  body: unknown,
  actor: Actor,
): Promise<Doc> {
  // ---- validate, then hash any password off the event loop
  const result = validateDocument(collection.fields, body, 'update');
  if (!result.ok) throw new ValidationFailed(result.errors);
  const data = await hashPasswords(result.data);
  // ---- read the record as it was, write it, audit the difference: one transaction
  const stamp = documentMemory.stamp(collection.slug);
  const after = await changes.write(db, async (tx, log) => {
    const before = await findByIdForUpdate(tx, collection.slug, id);
    if (!before) throw new NotFound(`No ${collection.slug} document with id "${id}".`);
    assertWithinReferenceLimits(collection.fields, { ...before, ...data });
    const written = (await patchSizedDocument(tx, collection.slug, id, data))!;
    const after = written.doc;
    if (endsSessions(collection, before, after)) await endUserSessions(tx, id);
    await recordAudit(tx, actor, { collection: collection.slug, documentId: id, operation: 'update', changes: fieldChanges(before, after) });
    log.wrote({ collection: collection.slug, id, operation: 'update', before, after });
    log.updated(collection.slug, { before, after, size: written.size, stamp });
    return after;
  });
  return stripSecrets(after) as Doc;
}
