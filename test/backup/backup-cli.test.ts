import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { readArchive } from '../../src/backup/read-archive.js';
import { openPostgresTestDatabase, type TestDatabase } from '../helpers/database.js';
import { pngBytes } from '../helpers/images.js';
import { runCli } from '../helpers/run-cli.js';
import { freePort, type ServerProcess, startServer, waitForHealth } from '../helpers/server-process.js';

const ADMIN_KEY = 'backup-cli-admin-key';
const PASSWORD = 'a long enough password';
const folder = mkdtempSync(path.join(tmpdir(), 'backup-cli-'));
const common = { ACCESS_MODE: 'protected', ADMIN_API_KEY: ADMIN_KEY, LOG_LEVEL: 'warn' };
const servers: ServerProcess[] = [];
let postgres: TestDatabase | undefined;

async function serve(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const server = startServer({ ...common, ...env, PORT: String(port) });
  servers.push(server);
  await waitForHealth(port, server.exited).catch((error: Error) => {
    throw new Error(`${error.message}: ${server.output()}`);
  });
  return `http://127.0.0.1:${port}`;
}

async function stop(): Promise<void> {
  const server = servers.pop()!;
  server.child.kill('SIGTERM');
  assert.equal(await server.exited, 0, server.output());
}

async function call(base: string, method: string, url: string, body?: unknown, token = ADMIN_KEY) {
  const response = await fetch(`${base}${url}`, {
    method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json() };
}

/** The README's media folder commands, run as written there (paths aside). */
const shell = (line: string) => promisify(execFile)('sh', ['-c', line], { cwd: folder });

const cli = (args: string[], env: Record<string, string>, input?: string) => runCli(args, { ...common, ...env }, folder, input);

// With TEST_DATABASE_URL the move goes to PostgreSQL whatever the suite's target: it runs once, in the PostgreSQL pass.
const serverUrl = process.env.TEST_DATABASE_URL;
const runsElsewhere = Boolean(serverUrl) && process.env.TEST_DB !== 'postgres';

describe('storefront export and import through the command line', { skip: runsElsewhere && 'runs in the PostgreSQL pass' }, () => {
  after(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await postgres?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it(`backs up a running embedded service, restores it, and moves it to ${serverUrl ? 'PostgreSQL' : 'another DATA_DIR (no TEST_DATABASE_URL)'}: users still sign in`, async () => {
    const dataDir = path.join(folder, 'data');
    const live = await serve({ DATA_DIR: dataDir });
    assert.equal((await call(live, 'POST', '/api/users', { email: 'ed@shop.example', password: PASSWORD, roles: ['admin'] })).status, 201);
    const article = (await call(live, 'POST', '/api/articles', { title: 'Kept across the move', tags: ['a', 'b'] })).body.doc;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pngBytes(400, 40))]), 'strip.png'); // wide enough for a thumbnail
    const media = (await (await fetch(`${live}/api/media`, { method: 'POST', body: form, headers: { authorization: `Bearer ${ADMIN_KEY}` } })).json()).doc;
    const signedIn = await fetch(`${live}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ed@shop.example', password: PASSWORD }) });
    assert.equal(signedIn.status, 200);

    // The running service holds DATA_DIR: only the service itself can write the snapshot.
    const locked = await cli(['export', 'locked.ndjson'], { DATA_DIR: dataDir });
    assert.equal(locked.code, 1);
    assert.match(locked.stderr, /in use by process/);
    assert.equal(existsSync(path.join(folder, 'locked.ndjson')), false);
    const wrongKey = await cli(['export', 'refused.ndjson', '--from-url', live], {}, 'not-the-key\n');
    assert.equal(wrongKey.code, 1);
    assert.match(wrongKey.stderr, /answered 401/);
    assert.deepEqual(readdirSync(folder).filter((name) => name.includes('.ndjson')), [], 'a refused export leaves no file');

    // README: back up a running embedded service (key on standard input), and its media folder.
    const running = await cli(['export', 'backup.ndjson', '--from-url', live], {}, `${ADMIN_KEY}\n`);
    assert.equal(running.code, 0, running.stderr);
    assert.match(running.stdout, /Exported 3 documents, 0 globals, 0 api_keys, \d+ audit_log, 0 sync_runs, 0 webhook_endpoints, 0 webhook_events, 0 webhook_deliveries, 0 webhook_attempts, 0 commerce_events, 0 commerce_orders to backup\.ndjson/);
    await shell(`mkdir -p backup-media && cp -R ${dataDir}/media/. backup-media`);
    await stop();

    // README: back up a stopped service: the same records.
    const stopped = await cli(['export', 'stopped.ndjson'], { DATA_DIR: dataDir });
    assert.equal(stopped.code, 0, stopped.stderr);
    const [fromRunning, fromStopped] = await Promise.all([readArchive(path.join(folder, 'backup.ndjson')), readArchive(path.join(folder, 'stopped.ndjson'))]);
    assert.deepEqual(fromStopped.counts, fromRunning.counts);

    // README: restore into an empty DATA_DIR; a second import is refused, --replace overwrites.
    const restoredDir = path.join(folder, 'restored');
    const restored = await cli(['import', 'backup.ndjson'], { DATA_DIR: restoredDir });
    assert.equal(restored.code, 0, restored.stderr);
    assert.match(restored.stdout, /Imported 3 documents/);
    const again = await cli(['import', 'backup.ndjson'], { DATA_DIR: restoredDir });
    assert.equal(again.code, 1);
    assert.match(again.stderr, /refused: the target database is not empty \(documents, audit_log\).*Nothing was written/);
    writeFileSync(path.join(folder, 'cut.ndjson'), '{"format":"storefront-archive","version":1');
    const cut = await cli(['import', 'cut.ndjson', '--replace'], { DATA_DIR: restoredDir });
    assert.equal(cut.code, 1);
    assert.match(cut.stderr, /refused: not a storefront archive.*Nothing was written/);
    const missing = await cli(['import', 'missing.ndjson'], { DATA_DIR: path.join(folder, 'never') });
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /no file missing\.ndjson/);
    assert.equal(existsSync(path.join(folder, 'never')), false, 'no database was created');
    const replaced = await cli(['import', 'backup.ndjson', '--replace'], { DATA_DIR: restoredDir });
    assert.equal(replaced.code, 0, replaced.stderr);

    // README: move PGlite → PostgreSQL (or, without a server, to another DATA_DIR).
    postgres = serverUrl ? await openPostgresTestDatabase(serverUrl) : undefined;
    // With DATABASE_URL, DATA_DIR holds only the media folder.
    const movedDir = path.join(folder, 'moved');
    const target: Record<string, string> = { DATA_DIR: movedDir, ...(postgres ? { DATABASE_URL: postgres.url! } : {}) };
    const moved = await cli(['import', 'stopped.ndjson'], target);
    assert.equal(moved.code, 0, moved.stderr);

    for (const env of [{ DATA_DIR: restoredDir }, target]) {
      await shell(`mkdir -p ${env.DATA_DIR}/media && cp -R backup-media/. ${env.DATA_DIR}/media`);
      const base = await serve(env);
      const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ed@shop.example', password: PASSWORD }) });
      assert.equal(login.status, 200, JSON.stringify(env));
      const { token } = await login.json() as { token: string };
      const read = await call(base, 'GET', `/api/articles/${article.id}?draft=true`, undefined, token);
      assert.deepEqual([read.status, read.body.title, read.body.tags, read.body.createdAt], [200, article.title, ['a', 'b'], article.createdAt]);
      // Records keep the file's path: the restored record's url is on the new service's address.
      const restoredMedia = await call(base, 'GET', `/api/media/${media.id}`, undefined, token);
      assert.equal(restoredMedia.body.url, `${base}${new URL(media.url).pathname}`);
      assert.equal((await fetch(restoredMedia.body.url)).status, 200, 'the copied media folder serves the restored media records');
      assert.equal(restoredMedia.body.sizes.thumbnail.url, `${base}${new URL(media.sizes.thumbnail.url).pathname}`);
      assert.equal((await fetch(restoredMedia.body.sizes.thumbnail.url)).status, 200, 'and the sizes made at upload');
      await stop();
    }
  });
});
