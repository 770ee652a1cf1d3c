import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { documents } from '../db/schema.js';
import { type Doc, toDoc } from '../content/repository.js';

/** A user record by e-mail (stored lower-cased), password hash included: for sign-in only. */
export async function findUserByEmail(db: Db, email: string): Promise<Doc | undefined> {
  const [row] = await db
    .select({ id: documents.id, data: documents.data, createdAt: documents.createdAt, updatedAt: documents.updatedAt })
    .from(documents)
    .where(and(eq(documents.collection, 'users'), sql`lower(${documents.data} ->> 'email') = ${email.trim().toLowerCase()}`))
    .limit(1);
  return row && toDoc(row);
}

/**
 * Whether any user account exists (the start log and check-config name the first-admin command until one
 * does). False on a database the migrations have not reached yet: it holds no users either.
 */
export async function anyUserExists(db: Db): Promise<boolean> {
  const table = (await db.execute(sql`select to_regclass('documents') is not null as present`)) as unknown as { rows: { present: boolean }[] };
  if (!table.rows[0]?.present) return false;
  const [row] = await db.select({ id: documents.id }).from(documents).where(eq(documents.collection, 'users')).limit(1);
  return row !== undefined;
}
