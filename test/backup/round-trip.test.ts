import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createUser } from '../../src/accounts/manage-users.js';
import { importArchive } from '../../src/backup/import-archive.js';
import { openDatabase } from '../../src/db/client.js';
import { startSyncRun } from '../../src/sync/sync-run-log.js';
import { createDoc, startTestApp, type TestApp } from '../helpers/app.js';
import {
  contentVersionOf, EVERY_TABLE, exportToFile, tableNames, tableSnapshot,
} from '../helpers/backup.js';
import { openPostgresTestDatabase, type TestDatabase } from '../helpers/database.js';
import { pngBytes } from '../helpers/images.js';

const ADMIN_KEY = 'round-trip-admin-key';
const PASSWORD = 'a long enough password';
const folder = mkdtempSync(path.join(tmpdir(), 'backup-round-trip-'));
const env = { ACCESS_MODE: 'protected', ADMIN_API_KEY: ADMIN_KEY, MEDIA_DIR: path.join(folder, 'media') };
const admin = { authorization: `Bearer ${ADMIN_KEY}` };

async function memoryDatabase(): Promise<TestDatabase> {
  const database = await openDatabase({ kind: 'memory' });
  await database.migrate();
  return database;
}

async function send(app: FastifyInstance, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = admin) {
  const response = await app.inject({ method, url, payload, headers });
  assert.ok(response.statusCode < 300, `${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Content in every collection through the real API (so audit entries and password hashes are real). */
async function populate(t: TestApp): Promise<{ apiKey: string }> {
  const { db } = t.database;
  await createUser(t.context, { kind: 'cli', role: 'admin' }, { email: 'root@shop.example', role: 'admin', password: PASSWORD, name: 'Root' });
  const editor = (await send(t.app, 'POST', '/api/users', { email: 'Ed@Shop.example', password: PASSWORD, roles: ['editor'], name: 'Éd 👩‍🍳' })).doc;
  const login = await send(t.app, 'POST', '/api/users/login', { email: 'root@shop.example', password: PASSWORD }, {} as typeof admin);
  const apiKey = (await send(t.app, 'POST', '/api/api-keys', { name: 'nightly backup' }, { authorization: `Bearer ${login.token}` })).key as string;

  // A disabled endpoint: the writes below queue deliveries for it that stay pending (and must move with the data).
  await send(t.app, 'POST', '/api/webhooks', { url: 'https://203.0.113.10/hook', events: ['content.changed'], enabled: false });

  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const form = new FormData();
  form.append('alt', 'A meeple');
  form.append('file', new Blob([new Uint8Array(pngBytes(8, 6))], { type: 'image/png' }), 'meeple.png');
  const uploaded = await fetch(`${base}/api/media`, { method: 'POST', body: form, headers: admin });
  assert.equal(uploaded.status, 201, await uploaded.clone().text());
  const media = (await uploaded.json()).doc;

  const product = await createDoc(t.app, 'products', {
    title: 'Castle', backendId: 'prod_castle', thumbnail: media.id, images: [media.id, 'https://cdn.example/castle.png'],
    variants: [{ id: 'var_1', title: 'Standard', prices: [{ amount: 4999, currency_code: 'eur' }], metadata: { big: 12345678901234, tiny: 1e-7 } }],
    metadata: { nested: { deeper: [1, [2, [3]]], text: 'line\nbreak\u2028tab\t"quoted"' } },
  }, admin);
  const campaign = await createDoc(t.app, 'preorder-products', {
    title: 'Dragon', backendId: 'prod_dragon', fundingGoal: 1000, preorderEndDate: '2027-01-31T23:59:59.000Z', _status: 'published',
  }, admin);
  await createDoc(t.app, 'announcements', { title: 'Open late', priority: 3, showOnHomepage: true }, admin);
  const article = await createDoc(t.app, 'articles', {
    title: 'How we play', author: editor.id, coverImage: media.id, tags: ['rules', 'family'],
    content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Bold', marks: [{ type: 'bold' }] }] }] },
  }, admin);
  const gone = await createDoc(t.app, 'announcements', { title: 'Deleted later' }, admin);
  await send(t.app, 'PATCH', `/api/articles/${article.id}`, { title: 'How we play games', status: 'published' });
  await send(t.app, 'DELETE', `/api/announcements/${gone.id}`);
  await send(t.app, 'POST', '/api/globals/hero-slider', { slides: [{ id: 's1', title: 'Welcome', image: media.id, link: '/shop' }] });
  await send(t.app, 'POST', '/api/globals/product-recommendations', {
    enabled: true,
    lists: [{ id: 'l1', title: 'Picks', products: [{ relationTo: 'products', value: product.id }, { relationTo: 'preorder-products', value: campaign.id }] }],
  });
  // Microseconds, and an audit id far past the others: both must survive the moves.
  await db.execute(sql`update documents set created_at = '2020-02-29 12:34:56.789123+00' where id = ${article.id}`);
  await db.execute(sql`insert into audit_log (id, at, actor_kind, collection, operation) values (1000, '2021-06-01 01:02:03.000004+02', 'cli', 'products', 'sync')`);
  await db.execute(sql`insert into sync_runs (id, started_at, finished_at, heartbeat_at, actor_kind, actor_label, mode, status, processed, total, created)
    values (500, '2021-06-01 01:02:03.000005+00', '2021-06-01 01:02:04+00', '2021-06-01 01:02:04+00', 'cli', 'storefront sync', 'all', 'succeeded', 2, 2, 2)`);
  await db.execute(sql`insert into webhook_attempts (id, delivery_id, at, status_code, duration_ms, response_excerpt)
    values (700, (select min(id) from webhook_deliveries), '2021-06-01 01:02:03.000006+00', 503, 41, 'busy')`);
  return { apiKey };
}

// With TEST_DATABASE_URL the middle leg is PostgreSQL whatever the suite's target, so it runs once, in the PostgreSQL pass.
const runsElsewhere = Boolean(process.env.TEST_DATABASE_URL) && process.env.TEST_DB !== 'postgres';

describe(`export and import: PGlite → ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite (no TEST_DATABASE_URL)'} → PGlite`, { skip: runsElsewhere && 'runs in the PostgreSQL pass' }, () => {
  let source: TestApp;
  let apiKey: string;
  before(async () => {
    source = await startTestApp(env, { database: await memoryDatabase() });
    ({ apiKey } = await populate(source));
  });
  after(async () => {
    await source.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('carries every record of every table unchanged (ids, timestamps, JSON), and the moved database works', async () => {
    assert.deepEqual(await tableNames(source.database.db), EVERY_TABLE, 'a new table must be carried by archives (or left out on purpose)');
    const original = await tableSnapshot(source.database.db);
    const collections = original.documents!.map((row) => JSON.parse(row).collection as string).sort();
    assert.deepEqual(collections, ['announcements', 'articles', 'media', 'preorder-products', 'products', 'users', 'users']);
    assert.deepEqual([original.globals!.length, original.api_keys!.length], [2, 1]);
    assert.ok(original.audit_log!.length >= 10, `${original.audit_log!.length} audit entries`);
    assert.equal(original.sync_runs!.length, 1);
    assert.deepEqual([original.webhook_endpoints!.length, original.webhook_attempts!.length], [1, 1]);
    assert.ok(original.webhook_deliveries!.length >= 5 && original.webhook_events!.length === original.webhook_deliveries!.length);
    assert.equal(original.documents!.filter((row) => /"passwordHash": "scrypt\$/.test(row)).length, 2, 'users carry their password hashes');
    assert.ok(original.documents!.some((row) => row.includes('2020-02-29T12:34:56.789123+00:00')));

    const first = path.join(folder, 'first.ndjson');
    await exportToFile(source.database, first);
    const serverUrl = process.env.TEST_DATABASE_URL;
    const middle = serverUrl ? await openPostgresTestDatabase(serverUrl) : await memoryDatabase();
    const second = path.join(folder, 'second.ndjson');
    try {
      assert.equal(middle.kind, serverUrl ? 'postgres' : 'pglite');
      const before = await contentVersionOf(middle.db);
      const imported = await importArchive(middle, first);
      assert.deepEqual(imported.counts, Object.fromEntries(Object.entries(original).map(([table, rows]) => [table, rows.length])));
      assert.deepEqual(await tableSnapshot(middle.db), original);
      assert.ok(await contentVersionOf(middle.db) > before, 'running instances see the import');
      await exportToFile(middle, second);
    } finally {
      await middle.close();
    }

    const final = await startTestApp(env, { database: await memoryDatabase() });
    try {
      await importArchive(final.database, second);
      assert.deepEqual(await tableSnapshot(final.database.db), original);
      // The users can sign in with their passwords, the key still works, new audit ids follow the imported ones.
      for (const email of ['root@shop.example', 'ed@shop.example']) {
        const login = await final.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: PASSWORD } });
        assert.equal(login.statusCode, 200, `${email}: ${login.body}`);
      }
      const withKey = await final.app.inject({ url: '/api/audit?limit=1', headers: { authorization: `Bearer ${apiKey}` } });
      assert.equal(withKey.statusCode, 200, withKey.body);
      await createDoc(final.app, 'announcements', { title: 'After the move' }, admin);
      const newest = await final.app.inject({ url: '/api/audit?limit=1&collection=announcements', headers: admin });
      assert.ok(Number(newest.json().docs[0].id) > 1000, newest.body);
      const run = await startSyncRun(final.database.db, { actor: { kind: 'cli', role: 'admin' }, mode: 'all', target: null, total: 0, now: new Date() });
      assert.ok(run > 500, `new sync run id ${run}`);
    } finally {
      await final.close();
    }
  });
});
