import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.js';
import {
  ARCHIVE_FORMAT, ARCHIVE_TABLES, ARCHIVE_VERSION, type ArchiveHeader, type ArchiveTable, type ArchiveTrailer,
  LEFT_OUT_TABLES, recordPrefix,
} from './archive-format.js';
import { readSchemaLevel } from './schema-level.js';

/** Rows fetched from the cursor at a time: memory stays the same whatever the size of the tables. */
const PAGE_ROWS = 500;

export interface ArchiveSummary {
  header: ArchiveHeader;
  counts: Record<string, number>;
}

type Emit = (text: string) => Promise<void>;

/**
 * Writes the whole database as an archive (see archive-format.ts) to `output`, from one read-only
 * REPEATABLE READ transaction, so the archive is one consistent snapshot while writes go on. Rows come
 * through a cursor a page at a time and each write waits for `output` to drain: memory does not grow
 * with the data. `output` is not ended here.
 */
export async function writeArchive(database: Database, output: Writable, now: Date = new Date()): Promise<ArchiveSummary> {
  const hash = createHash('sha256');
  const emit: Emit = async (text) => {
    hash.update(text);
    if (!output.write(text)) await once(output, 'drain');
  };
  return database.db.transaction(async (tx) => {
    // Timestamps are written as ISO 8601 in UTC, whatever the server's time zone.
    await tx.execute(sql`set local timezone = 'UTC'`);
    const header: ArchiveHeader = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: now.toISOString(),
      source: { database: database.kind, ...(await readSchemaLevel(tx)) },
      tables: ARCHIVE_TABLES.map((table) => table.name),
      leftOut: [...LEFT_OUT_TABLES],
    };
    await emit(`${JSON.stringify(header)}\n`);
    const counts: Record<string, number> = {};
    for (const table of ARCHIVE_TABLES) counts[table.name] = await writeTable(tx, table, emit);
    const trailer: ArchiveTrailer = { end: true, counts, sha256: hash.digest('hex') };
    if (!output.write(`${JSON.stringify(trailer)}\n`)) await once(output, 'drain');
    return { header, counts };
  }, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

async function writeTable(tx: Pick<Db, 'execute'>, table: ArchiveTable, emit: Emit): Promise<number> {
  // Names come from ARCHIVE_TABLES, never from input.
  const columns = table.columns.map((column) => `"${column}"`).join(', ');
  const order = table.key.map((column) => `"${column}"`).join(', ');
  await tx.execute(sql.raw(`declare archive_rows no scroll cursor for
    select row_to_json(r)::text as row from (select ${columns} from "${table.name}" order by ${order}) r`));
  const prefix = recordPrefix(table.name);
  let count = 0;
  for (;;) {
    const page = (await tx.execute(sql.raw(`fetch forward ${PAGE_ROWS} from archive_rows`))) as unknown as { rows: { row: string }[] };
    if (page.rows.length > 0) await emit(page.rows.map(({ row }) => `${prefix}${row}}\n`).join(''));
    count += page.rows.length;
    if (page.rows.length < PAGE_ROWS) break;
  }
  await tx.execute(sql.raw('close archive_rows'));
  return count;
}
