import assert from 'node:assert/strict';
import { copyFile, mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { ArchiveRefused } from '../../src/backup/archive-format.js';
import { importArchive } from '../../src/backup/import-archive.js';
import { openDatabase } from '../../src/db/client.js';
import {
  CARRIED_TABLES, contentVersionOf, exportToFile, forgeArchive, rowCount, tableSnapshot,
} from '../helpers/backup.js';
import { openTestDatabase, type TestDatabase } from '../helpers/database.js';

/** A small source database written with SQL (the round-trip test covers content made through the API). */
async function sourceArchive(file: string): Promise<Record<string, string[]>> {
  const source = await openDatabase({ kind: 'memory' });
  try {
    await source.migrate();
    await source.db.execute(sql`insert into documents (collection, id, data) values
      ('users', 'u1', '{"email":"a@shop.example","roles":["admin"],"passwordHash":"scrypt$x"}'),
      ('articles', 'a1', '{"title":"One","tags":["x"]}'), ('articles', 'a2', '{"title":"Two"}')`);
    await source.db.execute(sql`insert into globals (slug, data) values ('hero-slider', '{"slides":[]}')`);
    await source.db.execute(sql`insert into audit_log (actor_kind, collection, operation) values ('cli', 'articles', 'create')`);
    await exportToFile(source, file);
    return await tableSnapshot(source.db);
  } finally {
    await source.close();
  }
}

describe(`import refusals leave the target untouched (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, () => {
  let folder: string;
  let archive: string;
  let expected: Record<string, string[]>;
  let target: TestDatabase;
  before(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'backup-refusals-'));
    archive = path.join(folder, 'good.ndjson');
    expected = await sourceArchive(archive);
    target = await openTestDatabase();
  });
  after(async () => {
    await target.close();
    await rm(folder, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await target.db.execute(sql.raw(`truncate ${CARRIED_TABLES.join(', ')}, sessions`));
  });

  const variant = (name: string) => path.join(folder, name);

  async function assertRefusedAndEmpty(file: string, message: RegExp, options = {}) {
    const version = await contentVersionOf(target.db);
    await assert.rejects(importArchive(target, file, options), (error: Error) => error instanceof ArchiveRefused && message.test(error.message));
    for (const table of CARRIED_TABLES) assert.equal(await rowCount(target.db, table), 0, table);
    assert.equal(await contentVersionOf(target.db), version);
  }

  it('imports the good archive into an empty database', async () => {
    await importArchive(target, archive);
    assert.deepEqual(await tableSnapshot(target.db), expected);
  });

  it('refuses a corrupted archive: one changed character', async () => {
    const text = await readFile(archive, 'utf8');
    const corrupted = text.replace('"title": "Two"', '"title": "Tvo"');
    assert.notEqual(corrupted, text);
    await writeFile(variant('corrupt.ndjson'), corrupted);
    await assertRefusedAndEmpty(variant('corrupt.ndjson'), /SHA-256 does not match/);
  });

  it('refuses a truncated archive', async () => {
    await copyFile(archive, variant('truncated.ndjson'));
    const { size } = await stat(archive);
    await truncate(variant('truncated.ndjson'), size - 40);
    await assertRefusedAndEmpty(variant('truncated.ndjson'), /truncated/);
    await truncate(variant('truncated.ndjson'), 0);
    await assertRefusedAndEmpty(variant('truncated.ndjson'), /empty/);
  });

  it('refuses another format version, another schema level, and a line that is not a record', async () => {
    await forgeArchive(archive, variant('v2.ndjson'), ([header, ...records]) => [JSON.stringify({ ...JSON.parse(header!), version: 2 }), ...records]);
    await assertRefusedAndEmpty(variant('v2.ndjson'), /archive version 2; this storefront reads version 1/);
    await forgeArchive(archive, variant('old.ndjson'), ([header, ...records]) => {
      const parsed = JSON.parse(header!);
      return [JSON.stringify({ ...parsed, source: { ...parsed.source, migrations: 3 } }), ...records];
    });
    await assertRefusedAndEmpty(variant('old.ndjson'), /schema level 3/);
    await forgeArchive(archive, variant('odd.ndjson'), (lines) => [...lines, '{"table":"sessions","row":{}}']);
    await assertRefusedAndEmpty(variant('odd.ndjson'), /not a record of a known table/);
  });

  it('refuses a non-empty target, changing nothing; --replace then swaps its contents in one go', async () => {
    await target.db.execute(sql`insert into documents (collection, id, data) values ('articles', 'mine', '{"title":"Mine"}')`);
    await target.db.execute(sql`insert into sessions (token_hash, user_id, expires_at) values ('h', 'u1', now() + interval '1 day')`);
    const before = await tableSnapshot(target.db);
    await assert.rejects(importArchive(target, archive), /not empty \(documents, sessions\).*--replace/);
    assert.deepEqual(await tableSnapshot(target.db), before);
    await importArchive(target, archive, { replace: true });
    assert.deepEqual(await tableSnapshot(target.db), expected);
    assert.equal(await rowCount(target.db, 'sessions'), 0, 'a restore signs everyone out');
  });

  it('a failure while writing (two users with one e-mail) rolls everything back, the --replace deletion too', async () => {
    await target.db.execute(sql`insert into documents (collection, id, data) values ('articles', 'mine', '{"title":"Mine"}')`);
    const before = await tableSnapshot(target.db);
    const version = await contentVersionOf(target.db);
    await forgeArchive(archive, variant('clash.ndjson'), (lines) => [...lines, lines.find((line) => line.includes('"u1"'))!.replace('"u1"', '"u2"')]);
    await assert.rejects(importArchive(target, variant('clash.ndjson'), { replace: true }),
      (error: Error & { cause?: Error }) => /duplicate key/.test(error.cause?.message ?? error.message));
    assert.deepEqual(await tableSnapshot(target.db), before);
    assert.equal(await contentVersionOf(target.db), version);
  });
});
