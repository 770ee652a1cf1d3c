import { createWriteStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../src/db/client.js';
import { writeArchive } from '../../src/backup/write-archive.js';

/** Tables whose every record an archive carries; sessions, scheduled_jobs, key_leases, key_waiters and signing_keys are left out, content_version moves. */
export const CARRIED_TABLES = ['api_keys', 'audit_log', 'commerce_events', 'commerce_orders', 'documents', 'globals', 'sync_runs', 'webhook_attempts', 'webhook_deliveries', 'webhook_endpoints', 'webhook_events'];
export const EVERY_TABLE = [...CARRIED_TABLES, 'content_version', 'key_leases', 'key_waiters', 'scheduled_jobs', 'sessions', 'signing_keys'].sort();

/** The tables of the database, read from its catalog (a table added later shows up here). */
export async function tableNames(db: Db): Promise<string[]> {
  const result = (await db.execute(sql`
    select table_name as name from information_schema.tables where table_schema = 'public' order by 1`)) as unknown as { rows: { name: string }[] };
  return result.rows.map((row) => row.name).sort();
}

/**
 * Every record of the carried tables, each as PostgreSQL's JSON of the whole row (every column,
 * generated ones too; timestamps in UTC with their microseconds; JSON columns as jsonb text), sorted.
 */
export async function tableSnapshot(db: Db): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const snapshot: Record<string, string[]> = {};
    for (const table of CARRIED_TABLES) {
      const result = (await tx.execute(sql.raw(`select to_jsonb(t)::text as row from "${table}" t`))) as unknown as { rows: { row: string }[] };
      snapshot[table] = result.rows.map((row) => row.row).sort();
    }
    return snapshot;
  });
}

export async function rowCount(db: Db, table: string): Promise<number> {
  const result = (await db.execute(sql.raw(`select count(*)::int as n from "${table}"`))) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

export async function contentVersionOf(db: Db): Promise<number> {
  const result = (await db.execute(sql`select version from content_version where id = 1`)) as unknown as { rows: { version: string | number }[] };
  return Number(result.rows[0]!.version);
}

export async function exportToFile(database: Database, file: string): Promise<void> {
  const output = createWriteStream(file);
  await writeArchive(database, output);
  output.end();
  await finished(output);
}

/**
 * Rewrites an archive's lines with `edit`, then gives it a trailer that matches again (counts and
 * SHA-256): an archive that passes the integrity check yet says something else.
 */
export async function forgeArchive(source: string, target: string, edit: (lines: string[]) => string[]): Promise<void> {
  const lines = (await readFile(source, 'utf8')).split('\n').filter(Boolean);
  const body = edit(lines.slice(0, -1));
  const counts: Record<string, number> = { ...JSON.parse(lines.at(-1)!).counts };
  for (const table of Object.keys(counts)) counts[table] = body.filter((line) => line.startsWith(`{"table":"${table}"`)).length;
  const text = body.map((line) => `${line}\n`).join('');
  const trailer = { end: true, counts, sha256: createHash('sha256').update(text).digest('hex') };
  await writeFile(target, `${text}${JSON.stringify(trailer)}\n`);
}
