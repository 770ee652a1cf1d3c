import { isDeepStrictEqual } from 'node:util';
import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../identity/actor.js';
import { hashPasswords } from '../../identity/plain-password.js';
import type { PasswordHasher } from '../../identity/passwords.js';
import { endUserSessions } from '../../identity/sessions.js';
import { fieldChanges, recordAudit } from '../../audit/audit-log.js';
import type { Db } from '../../db/client.js';
import { NotFound, ValidationFailed } from '../../lib/errors.js';
import type { ChangeLog } from '../changes.js';
import { assertWithinReferenceLimits } from '../limits.js';
import type { CollectionDefinition } from '../fields.js';
import { type Doc, findByIdForUpdate, patchSizedDocument } from '../repository.js';
import { stripSecrets, validateDocument } from '../validate.js';

/** A user's sessions end when their password or roles change: in the same transaction, on every instance. */
function endsSessions(collection: CollectionDefinition, before: Doc, after: Doc): boolean {
  return collection.slug === 'users' && (before.passwordHash !== after.passwordHash || !isDeepStrictEqual(before.roles, after.roles));
}

/** An update's body validated, any password hashed off the event loop: what the write merges into a document. */
export async function updateData(collection: CollectionDefinition, body: unknown, passwords: PasswordHasher): Promise<Record<string, unknown>> {
  const result = validateDocument(collection.fields, body, 'update');
  if (!result.ok) throw new ValidationFailed(result.errors);
  return hashPasswords(result.data, passwords);
}

/** How the audit trail names an update: a PATCH, or a restore of an earlier version (src/content-api/versions). */
export type UpdateKind = 'update' | 'restore';

export interface WrittenUpdate {
  before: Doc;
  after: Doc;
  /** The stored size of `after`. */
  size: number;
}

/**
 * One document's update inside a write's transaction (ContentChanges.write): read it as it was (locked),
 * write it, end the user's sessions when needed, audit the difference, tell the change log.
 * Undefined when there is no such document.
 */
export async function writeUpdate(
  tx: Db, log: ChangeLog, collection: CollectionDefinition, id: string, data: Record<string, unknown>, actor: Actor, audited: UpdateKind = 'update',
): Promise<WrittenUpdate | undefined> {
  const before = await findByIdForUpdate(tx, collection.slug, id);
  if (!before) return undefined;
  assertWithinReferenceLimits(collection.fields, { ...before, ...data });
  const written = (await patchSizedDocument(tx, collection.slug, id, data))!;
  const after = written.doc;
  if (endsSessions(collection, before, after)) await endUserSessions(tx, id);
  await recordAudit(tx, actor, { collection: collection.slug, documentId: id, operation: audited, changes: fieldChanges(before, after) });
  log.wrote({ collection: collection.slug, id, operation: 'update', before, after });
  return { before, after, size: written.size };
}

export async function updateDocument(
  { db, changes, contentCache, passwords }: Pick<AppContext, 'db' | 'changes' | 'contentCache' | 'passwords'>,
  collection: CollectionDefinition,
  id: string,
  body: unknown,
  actor: Actor,
  audited: UpdateKind = 'update',
): Promise<Doc> {
  // ---- validate, then hash any password off the event loop
  const data = await updateData(collection, body, passwords);
  // ---- read the record as it was, write it, audit the difference: one transaction
  const stamp = contentCache.stamps.of(collection.slug);
  const after = await changes.write(db, async (tx, log) => {
    const written = await writeUpdate(tx, log, collection, id, data, actor, audited);
    if (!written) throw new NotFound(`No ${collection.slug} document with id "${id}".`);
    log.updated(collection.slug, { before: written.before, after: written.after, size: written.size, stamp });
    return written.after;
  });
  return stripSecrets(after) as Doc;
}
