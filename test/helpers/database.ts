import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL when the runner asks for it (TEST_DB=postgres).
 */
export type TestDatabase = Database & { /** Set on PostgreSQL: another instance can open the same database. */ url?: string };

export async function openTestDatabase(onQuery?: (query: string) => void, statementTimeoutMs?: number): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) {
    const database = await openDatabase({ kind: 'memory', onQuery });
    await database.migrate();
    return database;
  }
  return openPostgresTestDatabase(serverUrl, onQuery, statementTimeoutMs);
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
