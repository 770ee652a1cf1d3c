import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.js';
import { BIN } from '../helpers/run-cli.js';
import { createDoc, startTestApp } from '../helpers/app.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(serverUrl);

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function migrateCommand(url: string): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, 'migrate'], { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: url }, timeout: 60_000 },
      (error, _stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }));
  });
}

async function withEmptyDatabase(work: (url: string) => Promise<void>): Promise<void> {
  const name = `migr_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  try {
    await work(url.toString());
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const applied = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      assert.equal(applied.rows[0].n, readdirSync('drizzle').filter((file) => file.endsWith('.sql')).length, 'each migration recorded once');
    } finally {
      await client.end();
    }
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

describe('migrations started together', { skip: !onPostgres && 'needs PostgreSQL (TEST_DB=postgres)' }, () => {
  it('three in-process migrations on one empty database all succeed, once', async () => {
    await withEmptyDatabase(async (url) => {
      const databases = await Promise.all([0, 1, 2].map(() => openDatabase({ kind: 'postgres', url, poolSize: 2 })));
      try {
        const results = await Promise.allSettled(databases.map((database) => database.migrate()));
        assert.deepEqual(results.map((result) => (result.status === 'rejected' ? String(result.reason?.cause ?? result.reason) : 'ok')), ['ok', 'ok', 'ok']);
      } finally {
        await Promise.all(databases.map((database) => database.close()));
      }
    });
  });

  it('leaves every pooled connection under the statement limit after migrating (the migration ran without it)', async () => {
    await withEmptyDatabase(async (url) => {
      const poolSize = 4;
      const database = await openDatabase({ kind: 'postgres', url, poolSize, statementTimeoutMs: 300 });
      try {
        await database.migrate();
        // As many statements at once as the pool has connections: each runs on its own, the migration's among them.
        const limits = await Promise.all(Array.from({ length: poolSize }, async () => {
          const result = await database.db.execute(sql`select current_setting('statement_timeout') as limit, pg_sleep(0.05)`);
          return (result as unknown as { rows: { limit: string }[] }).rows[0]!.limit;
        }));
        assert.deepEqual(limits, Array(poolSize).fill('300ms'));
      } finally {
        await database.close();
      }
    });
  });

  it('three storefront migrate processes on one empty database all exit 0', async () => {
    await withEmptyDatabase(async (url) => {
      const runs = await Promise.all([0, 1, 2].map(() => migrateCommand(url)));
      assert.deepEqual(runs.map((run) => run.code), [0, 0, 0], runs.map((run) => run.stderr).join('\n'));
    });
  });
});

describe('user e-mails', () => {
  it('are unique whatever their case: ED@x after ed@x is 409 with {errors}, on create and on update', async () => {
    const t = await startTestApp({ ADMIN_API_KEY: 'migrations-admin-key' });
    const admin = { authorization: 'Bearer migrations-admin-key' };
    try {
      await createDoc(t.app, 'users', { email: 'ed@x.example', password: 'long enough password' }, admin);
      const other = await createDoc(t.app, 'users', { email: 'other@x.example', password: 'long enough password' }, admin);
      const duplicate = await t.app.inject({ method: 'POST', url: '/api/users', headers: admin, payload: { email: 'ED@x.example', password: 'long enough password' } });
      assert.equal(duplicate.statusCode, 409);
      assert.deepEqual(duplicate.json(), { errors: [{ field: 'email', message: 'A user with this email already exists.' }] });
      const renamed = await t.app.inject({ method: 'PATCH', url: `/api/users/${other.id}`, headers: admin, payload: { email: 'Ed@X.example' } });
      assert.equal(renamed.statusCode, 409);
      assert.equal((await t.app.inject({ url: '/api/users', headers: admin })).json().totalDocs, 2);
    } finally {
      await t.close();
    }
  });
});
