import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { documents, sessions } from '../db/schema.js';
import { type Role, roleOfUser } from './roles.js';
import { newSecret, SESSION_PREFIX, secretHash } from './tokens.js';

export interface SessionUser {
  userId: string;
  email: string;
  role: Role | undefined;
  user: Record<string, unknown>;
  tokenHash: string;
  expiresAt: Date;
}

export async function createSession(db: Db, userId: string, now: Date, lifetimeSeconds: number): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecret(SESSION_PREFIX);
  const expiresAt = new Date(now.getTime() + lifetimeSeconds * 1000);
  await db.insert(sessions).values({ tokenHash: secretHash(token), userId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** The live session of a token with its user, in one query; undefined when unknown, expired or the user is gone. */
export async function findSession(db: Db, token: string, now: Date): Promise<SessionUser | undefined> {
  const tokenHash = secretHash(token);
  const [row] = await db
    .select({ userId: sessions.userId, expiresAt: sessions.expiresAt, data: documents.data, createdAt: documents.createdAt, updatedAt: documents.updatedAt })
    .from(sessions)
    .innerJoin(documents, and(eq(documents.collection, 'users'), eq(documents.id, sessions.userId)))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return undefined;
  const { passwordHash: _hash, ...data } = row.data;
  return {
    userId: row.userId,
    email: String(data.email ?? ''),
    role: roleOfUser(data.roles),
    user: { id: row.userId, ...data, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() },
    tokenHash,
    expiresAt: row.expiresAt,
  };
}

export async function endSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user: a password or role change, or the user's deletion. */
export async function endUserSessions(db: Db, userId: string): Promise<number> {
  const gone = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ tokenHash: sessions.tokenHash });
  return gone.length;
}

export async function pruneExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

export const sessionCount = async (db: Db, userId: string) =>
  Number((await db.select({ n: sql<number>`count(*)::int` }).from(sessions).where(eq(sessions.userId, userId)))[0]?.n ?? 0);
