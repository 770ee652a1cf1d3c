import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../access/actor.js';
import { hashPasswords } from '../../accounts/plain-password.js';
import { fieldChanges, recordAudit } from '../../audit/audit-log.js';
import { ValidationFailed } from '../../lib/errors.js';
import { assertWithinReferenceLimits } from '../limits.js';
import type { CollectionDefinition } from '../fields.js';
import { type Doc, insertDocument } from '../repository.js';
import { emitWriteEvents } from '../../events/outbox.js';
import { stripSecrets, validateDocument } from '../validate.js';

export async function createDocument(
  { db, changes }: Pick<AppContext, 'db' | 'changes'>,
  collection: CollectionDefinition,
  body: unknown,
  actor: Actor,
): Promise<Doc> {
  // ---- validate, then hash any password off the event loop
  const result = validateDocument(collection.fields, body, 'create');
  if (!result.ok) throw new ValidationFailed(result.errors);
  assertWithinReferenceLimits(collection.fields, result.data);
  const data = await hashPasswords(result.data);
  // ---- write the record and its audit entry together
  const doc = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const created = await insertDocument(tx, collection.slug, data);
    await recordAudit(tx, actor, { collection: collection.slug, documentId: created.id, operation: 'create', changes: fieldChanges(undefined, created) });
    await emitWriteEvents(tx, [{ collection: collection.slug, id: created.id, operation: 'create' }]);
    return created;
  });
  await changes.publish(collection.slug);
  return stripSecrets(doc) as Doc;
}
