import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { apiKeys, documents } from '../db/schema.js';
import { newId } from '../lib/random-id.js';
import { lowerRole, type Role, roleOfUser } from './roles.js';
import { API_KEY_PREFIX, newSecret, secretHash } from './tokens.js';

export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  role: Role | null;
  user: string;
  createdAt: string;
  lastUsedAt: string | null;
}

type Row = typeof apiKeys.$inferSelect;

function viewOf(row: Row): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    role: (row.role as Role | null) ?? null,
    user: row.userId,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** Creates a key and returns it in clear, once; only its hash is kept. */
export async function createApiKey(db: Db, input: { userId: string; name: string; role: Role | null }): Promise<{ key: string; view: ApiKeyView }> {
  const key = newSecret(API_KEY_PREFIX);
  const [row] = await db
    .insert(apiKeys)
    .values({ id: newId(), userId: input.userId, name: input.name, role: input.role, keyHash: secretHash(key), prefix: key.slice(0, API_KEY_PREFIX.length + 6) })
    .returning();
  return { key, view: viewOf(row!) };
}

export async function listApiKeys(db: Db, userId?: string): Promise<ApiKeyView[]> {
  const rows = await db.select().from(apiKeys).where(userId === undefined ? undefined : eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt), apiKeys.id);
  return rows.map(viewOf);
}

export async function findApiKey(db: Db, id: string): Promise<ApiKeyView | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  return row && viewOf(row);
}

export async function revokeApiKey(db: Db, id: string): Promise<ApiKeyView | undefined> {
  const [row] = await db.delete(apiKeys).where(eq(apiKeys.id, id)).returning();
  return row && viewOf(row);
}

export async function revokeUserApiKeys(db: Db, userId: string): Promise<void> {
  await db.delete(apiKeys).where(eq(apiKeys.userId, userId));
}

export interface KeyHolder {
  keyId: string;
  userId: string;
  email: string;
  role: Role | undefined;
}

/** Last-used times are written at most this often per key, so a busy script does not write on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** The key's owner and the role it acts with now (the lower of the key's and the owner's); undefined when unknown. */
export async function resolveApiKey(db: Db, key: string, now: Date): Promise<KeyHolder | undefined> {
  const [row] = await db
    .select({ id: apiKeys.id, userId: apiKeys.userId, role: apiKeys.role, lastUsedAt: apiKeys.lastUsedAt, data: documents.data })
    .from(apiKeys)
    .innerJoin(documents, and(eq(documents.collection, 'users'), eq(documents.id, apiKeys.userId)))
    .where(eq(apiKeys.keyHash, secretHash(key)))
    .limit(1);
  if (!row) return undefined;
  const ownerRole = roleOfUser(row.data.roles);
  const role = ownerRole && row.role ? lowerRole(ownerRole, row.role as Role) : ownerRole;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    await db.update(apiKeys).set({ lastUsedAt: now })
      .where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))));
  }
  return { keyId: row.id, userId: row.userId, email: String(row.data.email ?? ''), role };
}

export const apiKeyCount = async (db: Db) => Number((await db.select({ n: sql<number>`count(*)::int` }).from(apiKeys))[0]?.n ?? 0);
