import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { documents } from '../db/schema.js';
import { Unauthorized } from '../lib/errors.js';
import { stripSecrets } from '../content/validate.js';
import { createSession } from '../identity/sessions.js';
import { findUserByEmail } from './users.js';

/** One answer for an unknown e-mail and a wrong password, after the same work (Payload's wording). */
export const SIGN_IN_REFUSED = 'The email or password provided is incorrect.';

export interface SignedIn {
  user: Record<string, unknown>;
  token: string;
  /** Epoch seconds, as Payload's `exp`. */
  exp: number;
}

/** POST /api/users/login: checks the password (a decoy hash when the e-mail is unknown) and opens a session. */
export async function signIn(context: Pick<AppContext, 'db' | 'config' | 'now' | 'passwords'>, email: string, password: string): Promise<SignedIn> {
  const user = await findUserByEmail(context.db, email);
  const stored = typeof user?.passwordHash === 'string' ? user.passwordHash : undefined;
  const valid = await context.passwords.verify(password, stored);
  if (!user || !valid) throw new Unauthorized(SIGN_IN_REFUSED);
  if (stored && context.passwords.needsRehash(stored)) {
    const passwordHash = await context.passwords.hash(password);
    await context.db.update(documents)
      .set({ data: sql`${documents.data} || ${JSON.stringify({ passwordHash })}::jsonb` })
      .where(sql`${documents.collection} = 'users' and ${eq(documents.id, user.id)}`);
  }
  const session = await createSession(context.db, user.id, context.now(), context.config.sessionLifetimeSeconds);
  return { user: stripSecrets(user), token: session.token, exp: Math.floor(session.expiresAt.getTime() / 1000) };
}
