import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, migrationsFolder, openDatabase, writeMigratedSnapshot } from '../../src/db/client.js';
import { borrowDatabase } from './lent-databases.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (an emptied one lent again
 * when the process has one idle: lent-databases.ts), or a new database on the PostgreSQL server of
 * TEST_DATABASE_URL when the runner asks for it (TEST_DB=postgres).
 */
export type TestDatabase = Database & {
  /** Set on PostgreSQL: another instance can open the same database. */
  url?: string;
  /** Set on PGlite: the migrated archive the database started from (see migratedSnapshot). */
  snapshot?: string;
};

export async function openTestDatabase(onQuery?: (query: string) => void, statementTimeoutMs?: number): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) {
    const snapshot = await migratedSnapshot();
    return { ...(await borrowDatabase(snapshot, onQuery)), snapshot };
  }
  return openPostgresTestDatabase(serverUrl, onQuery, statementTimeoutMs);
}

/** Where snapshots are kept between test runs: one folder per user, for this machine's temporary files. */
export const SNAPSHOT_FOLDER = path.join(tmpdir(), `storefront-test-pglite-${process.getuid?.() ?? 'user'}`);
/** A snapshot not written for this long is removed when another one is written. */
const SNAPSHOT_KEPT_MS = 24 * 3600 * 1000;

const PGLITE_PACKAGE = path.resolve(path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))), '../package.json');

/** What a snapshot depends on: PGlite's version and every file of the migrations folder (name and content). */
export function snapshotKey(folder = migrationsFolder): string {
  const hash = createHash('sha256').update(`pglite ${JSON.parse(readFileSync(PGLITE_PACKAGE, 'utf8')).version}\n`);
  const files = (readdirSync(folder, { recursive: true, encoding: 'utf8' }))
    .filter((name) => statSync(path.join(folder, name)).isFile())
    .sort();
  for (const name of files) hash.update(`${name.split(path.sep).join('/')}\n`).update(readFileSync(path.join(folder, name))).update('\n');
  return hash.digest('hex').slice(0, 16);
}

const making = new Map<string, Promise<string>>();

/**
 * The archive of an in-memory database with every migration of `folder` applied, made once (in
 * `into`, named by snapshotKey) and then loaded by every test database: about 0.4 s to open instead
 * of 1.3-1.6 s for initdb and the migrations. A new or changed migration changes the key, so an older
 * snapshot is never used (and is removed a day after it was written, when a newer one is written).
 */
export function migratedSnapshot(folder = migrationsFolder, into = SNAPSHOT_FOLDER): Promise<string> {
  const file = path.join(into, `migrated-${snapshotKey(folder)}.tar`);
  if (existsSync(file)) return Promise.resolve(file);
  // Databases opened together in one process wait for one snapshot; two processes may each write one (renamed into place).
  let made = making.get(file);
  if (!made) {
    made = (async () => {
      mkdirSync(into, { recursive: true, mode: 0o700 });
      await writeMigratedSnapshot(file, folder);
      removeOldSnapshots(into, file);
      return file;
    })().finally(() => making.delete(file));
    making.set(file, made);
  }
  return made;
}

function removeOldSnapshots(folder: string, current: string): void {
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    if (file === current || !name.startsWith('migrated-')) continue;
    try {
      if (Date.now() - statSync(file).mtimeMs > SNAPSHOT_KEPT_MS) rmSync(file, { force: true });
    } catch {
      // Removed by another test process meanwhile.
    }
  }
}

/** A new, migrated database on the PostgreSQL server of `serverUrl`, dropped when closed. */
export async function openPostgresTestDatabase(serverUrl: string, onQuery?: (query: string) => void, statementTimeoutMs?: number): Promise<TestDatabase> {
  const created = await createServerDatabase(serverUrl);
  const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5, onQuery, statementTimeoutMs });
  await database.migrate();
  return {
    ...database,
    url: created.url,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server of `serverUrl`: its URL, and `drop` (ends its connections). */
export async function createServerDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A digest of every table's rows (but scheduled_jobs, the scheduler's clock-driven bookkeeping, and when a
 * credential was last used: authenticating is not a write), so a refusal can be shown to have changed nothing.
 */
export async function tablesFingerprint(db: Database['db']): Promise<string> {
  const tables = (await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_name <> 'scheduled_jobs' order by 1`)) as unknown as { rows: { name: string }[] };
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const result = (await db.execute(sql.raw(
      `select md5(coalesce(string_agg(r, '|' order by r), '')) as h from (select (to_jsonb(t) - 'last_used_at')::text as r from "${name}" t) rows`,
    ))) as unknown as { rows: { h: string }[] };
    parts.push(`${name}:${result.rows[0]!.h}`);
  }
  return parts.join(' ');
}
