import type { AppContext } from '../app-context.js';
import type { Db } from '../db/client.js';
import { collections } from '../content/collections.js';
import { insertDocument, patchDocument, type Doc } from '../content/repository.js';
import { stripSecrets, validateDocument } from '../content/validate.js';
import type { Actor } from '../identity/actor.js';
import { fieldChanges, recordAudit } from '../audit/audit-log.js';
import { ValidationFailed } from '../lib/errors.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../identity/passwords.js';
import type { Role } from '../identity/roles.js';
import { endUserSessions } from '../identity/sessions.js';
import { findUserByEmail } from './users.js';

export function checkNewPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw new ValidationFailed([{ field: 'password', message: `Must be at least ${MIN_PASSWORD_LENGTH} characters.` }]);
  if (password.length > MAX_PASSWORD_LENGTH) throw new ValidationFailed([{ field: 'password', message: `Must be at most ${MAX_PASSWORD_LENGTH} characters.` }]);
}

/** What creating a user or setting a password needs of the app. */
export type UsersContext = Pick<AppContext, 'db' | 'passwords'>;

/** Creates a user with a role and a password (the CLI's `users create`), audited in the same transaction. */
export async function createUser({ db, passwords }: UsersContext, actor: Actor, input: { email: string; name?: string; role: Role; password: string }): Promise<Doc> {
  checkNewPassword(input.password);
  const result = validateDocument(collections.users!.fields, { email: input.email, name: input.name ?? null, roles: [input.role] }, 'create');
  if (!result.ok) throw new ValidationFailed(result.errors);
  if (await findUserByEmail(db, String(result.data.email))) {
    throw new ValidationFailed([{ field: 'email', message: 'A user with this email already exists.' }]);
  }
  const passwordHash = await passwords.hash(input.password);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const user = await insertDocument(tx, 'users', { ...result.data, passwordHash });
    await recordAudit(tx, actor, { collection: 'users', documentId: user.id, operation: 'create', changes: fieldChanges(undefined, user) });
    return stripSecrets(user) as Doc;
  });
}

/** Sets a new password and ends every session of the user (the CLI's `users reset-password`). */
export async function resetPassword({ db, passwords }: UsersContext, actor: Actor, email: string, password: string): Promise<Doc | undefined> {
  checkNewPassword(password);
  const user = await findUserByEmail(db, email);
  if (!user) return undefined;
  const passwordHash = await passwords.hash(password);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const updated = await patchDocument(tx, 'users', user.id, { passwordHash });
    await endUserSessions(tx, user.id);
    await recordAudit(tx, actor, { collection: 'users', documentId: user.id, operation: 'password-reset', changes: { passwordHash: ['[secret]', '[secret]'] } });
    return updated && (stripSecrets(updated) as Doc);
  });
}
