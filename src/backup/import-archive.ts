import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.js';
import { ARCHIVE_TABLES, ArchiveRefused, findArchiveTable, type SchemaLevel } from './archive-format.js';
import { type ArchiveContents, readArchive } from './read-archive.js';
import { readSchemaLevel } from './schema-level.js';

type Tx = Pick<Db, 'execute'>;

/** Rows sent to PostgreSQL in one statement: at most this many, or about this many bytes of JSON. */
const BATCH_ROWS = 500;
const BATCH_BYTES = 1024 * 1024;

/** What must be empty before an import (a service started on the target has already written scheduled_jobs: emptied). */
const DATA_TABLES = [...ARCHIVE_TABLES.map((table) => table.name), 'sessions'];
const ALL_TABLES = [...DATA_TABLES, 'scheduled_jobs', 'key_leases', 'key_waiters', 'signing_keys'];
/** Tables whose ids come from a sequence, moved past the imported ids. */
const SERIAL_TABLES = ['audit_log', 'sync_runs', 'webhook_deliveries', 'webhook_attempts'];

export interface ImportOptions {
  /** Empty a non-empty target first (in the same transaction) instead of refusing it. */
  replace?: boolean;
}

/**
 * Loads an archive into `database` (migrated): the whole file is checked first (version, integrity,
 * counts, schema level), then every record is written in one transaction with its ids and timestamps,
 * the id sequences of the audit trail and the sync runs moved past the imported ones and the content version moved so running
 * instances drop their caches. A refused or failed import changes nothing.
 */
export async function importArchive(database: Database, file: string, options: ImportOptions = {}): Promise<ArchiveContents> {
  const checked = await readArchive(file);
  assertSameLevel(checked.header.source, await readSchemaLevel(database.db));
  return database.db.transaction(async (tx) => {
    if (options.replace) {
      await tx.execute(sql.raw(`truncate ${ALL_TABLES.map((table) => `"${table}"`).join(', ')}`));
    } else {
      const filled = await nonEmptyTables(tx);
      if (filled.length > 0) {
        throw new ArchiveRefused(`the target database is not empty (${filled.join(', ')}): import into an empty one, or pass --replace to delete what it holds`);
      }
      await tx.execute(sql`truncate scheduled_jobs, key_leases, key_waiters`);
    }
    const batch = batchWriter(tx);
    const written = await readArchive(file, batch.add);
    await batch.flush();
    // The file changed between the check and the writing.
    if (written.sha256 !== checked.sha256) throw new ArchiveRefused('the archive changed while it was imported');
    for (const table of SERIAL_TABLES) {
      await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce(max(id), 0) + 1, false) from "${table}"`));
    }
    await tx.execute(sql`update content_version set version = version + 1 where id = 1`);
    return written;
  });
}

function assertSameLevel(archive: SchemaLevel, target: SchemaLevel): void {
  if (archive.migrations === target.migrations && archive.lastMigration === target.lastMigration) return;
  throw new ArchiveRefused(
    `the archive was made at schema level ${archive.migrations} (migrations applied), this storefront is at ${target.migrations}: `
    + 'import it with the storefront version that made it, then upgrade',
  );
}

async function nonEmptyTables(tx: Tx): Promise<string[]> {
  const checks = DATA_TABLES.map((table) => `select '${table}' as name where exists (select 1 from "${table}")`).join(' union all ');
  const result = (await tx.execute(sql.raw(checks))) as unknown as { rows: { name: string }[] };
  return result.rows.map((row) => row.name);
}

/** Collects consecutive rows of one table and inserts them with one statement per batch. */
function batchWriter(tx: Tx) {
  let table = '';
  let rows: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (rows.length === 0) return;
    const columns = findArchiveTable(table)!.columns.map((column) => `"${column}"`).join(', ');
    const json = `[${rows.join(',')}]`;
    rows = [];
    bytes = 0;
    await tx.execute(sql`insert into ${sql.raw(`"${table}" (${columns})`)}
      select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(`"${table}"`)}, ${json}::json)`);
  };
  const add = async (next: string, rowJson: string) => {
    if (next !== table || rows.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
    table = next;
    rows.push(rowJson);
    bytes += rowJson.length;
  };
  return { add, flush };
}
