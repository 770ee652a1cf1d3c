import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { SchemaLevel } from './archive-format.js';

type Executor = Pick<Db, 'execute'>;

/** The migrations applied to the database, as drizzle's migrator records them. */
export async function readSchemaLevel(db: Executor): Promise<SchemaLevel> {
  const result = (await db.execute(sql`
    select count(*)::int as migrations, coalesce(max(created_at), 0)::text as last
    from drizzle.__drizzle_migrations`)) as unknown as { rows: { migrations: number; last: string }[] };
  const row = result.rows[0]!;
  return { migrations: Number(row.migrations), lastMigration: Number(row.last) };
}
