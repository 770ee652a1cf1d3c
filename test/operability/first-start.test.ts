import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { adminAppBuilt } from '../../src/admin-app/static-routes.js';
import { loadConfig } from '../../src/config.js';
import { startFailureLine, StartStepError } from '../../src/start-up/failures.js';
import { startNotes } from '../../src/start-up/notes.js';
import { runCli } from '../helpers/run-cli.js';
import { freePort, type ServerProcess, startServer, waitForHealth } from '../helpers/server-process.js';

/** A first start on a busy 2-core machine runs initdb: give /healthz up to two minutes. */
const HEALTH_ATTEMPTS = 1200;
const FIRST_ADMIN_COMMAND = '`npm run cli -- users create --email EMAIL --role admin`';

const running: ServerProcess[] = [];
const folders: string[] = [];
after(async () => {
  running.forEach((server) => server.child.kill('SIGKILL'));
  await Promise.all(running.map((server) => server.exited));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function folder(prefix: string): string {
  const made = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(made);
  return made;
}

function start(env: Record<string, string>): ServerProcess {
  const server = startServer({ LOG_LEVEL: 'info', ...env });
  running.push(server);
  return server;
}

/** The JSON log lines printed so far. */
function logLines(server: ServerProcess): { level: number; msg: string }[] {
  return server.output().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line));
}

/** Waits until a log line matches (the start notes follow the first /healthz answer by a few milliseconds). */
async function logged(server: ServerProcess, pattern: RegExp): Promise<{ level: number; msg: string }> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const line = logLines(server).find((candidate) => pattern.test(candidate.msg));
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no log line matches ${pattern}:\n${server.output()}`);
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  assert.equal(await server.exited, 0);
}

/**
 * A start that fails: non-zero exit code, one line besides the log's JSON lines (info lines from
 * before the failure, such as the scheduler starting), no error logged, no stack; returns that line.
 */
async function failedStart(env: Record<string, string>): Promise<string> {
  const server = start(env);
  const code = await server.exited;
  const output = server.output();
  assert.notEqual(code, 0, output);
  const lines = output.trim().split('\n').filter((line) => !line.startsWith('{'));
  assert.equal(lines.length, 1, `one line:\n${output}`);
  assert.ok(logLines(server).every((line) => line.level < 50), `nothing logged as an error:\n${output}`);
  assert.ok(!output.includes('    at '), `no stack:\n${output}`);
  return lines[0]!;
}

describe('a first start, as a newcomer meets it', () => {
  const dataDir = folder('first-start-');
  let second: ServerProcess | undefined;

  it('logs the admin app, the API document, the access mode and the first-admin command, and GET / leads on', async () => {
    const port = await freePort();
    const server = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port, server.exited, HEALTH_ATTEMPTS);
    const base = `http://127.0.0.1:${port}`;

    const firstAdmin = await logged(server, /^no user exists yet/);
    assert.equal(firstAdmin.msg, `no user exists yet: make the first admin with ${FIRST_ADMIN_COMMAND} `
      + '(stop the service first: the embedded database in DATA_DIR takes one process at a time)');
    const messages = logLines(server).map((line) => line.msg);
    const listening = messages.indexOf(`Server listening at ${base}`);
    assert.ok(listening >= 0, server.output());
    const built = adminAppBuilt();
    const notes = messages.slice(listening + 1).filter((msg) => /^(admin app|API document|access mode|no user)/.test(msg));
    assert.deepEqual(notes.slice(0, 2), [
      built ? `admin app: ${base}/admin/` : `admin app: not built, so ${base}/admin/ answers 503 (npm run build:admin builds it)`,
      `API document: ${base}/docs (OpenAPI JSON: ${base}/openapi.json)`,
    ]);
    assert.match(notes[2]!, /^access mode open \(ACCESS_MODE unset, no ADMIN_API_KEY\): anyone may create, change and delete content and call the contract's write routes/);
    assert.match(notes[2]!, /; users, API keys, webhooks, the audit trail and the export still need a credential$/);
    assert.equal(notes[3], firstAdmin.msg);

    const page = await fetch(`${base}/`);
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
    const html = await page.text();
    assert.match(html, /^<!doctype html>\n<html lang="en">/);
    assert.match(html, /<title>Storefront content and preorder service<\/title>/);
    assert.equal(html.match(/<h1>/g)?.length, 1, 'one h1');
    assert.ok(html.indexOf('<h1>') < html.indexOf('<h2>'), 'headings in order');
    assert.doesNotMatch(html, /(src|href)="(https?:)?\/\/|<script|<img|<link/, 'no external or extra asset');
    // Its only style is allowed by hash: the strict policy blocks nothing the page needs.
    const style = /<style>(.*)<\/style>/.exec(html)![1]!;
    const policy = page.headers.get('content-security-policy')!;
    assert.match(policy, /^default-src 'none'; /);
    assert.ok(policy.includes(`'sha256-${createHash('sha256').update(style).digest('base64')}'`), policy);
    const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
    assert.deepEqual(links, [...(built ? ['/admin/'] : []), '/docs', '/openapi.json', '/healthz', '/readyz']);
    for (const link of links) assert.equal((await fetch(`${base}${link}`)).status, 200, link);
    await stop(server);
  });

  it('no longer names the first-admin command once a user exists; protected in plain words', async () => {
    const made = await runCli(['users', 'create', '--email', 'admin@shop.example', '--role', 'admin'], { DATA_DIR: dataDir }, process.cwd(), 'a long enough password\n');
    assert.equal(made.code, 0, made.stderr);
    const port = await freePort();
    second = start({ PORT: String(port), DATA_DIR: dataDir, ADMIN_API_KEY: 'first-start-admin-key', REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    await waitForHealth(port, second.exited, HEALTH_ATTEMPTS);
    const mode = await logged(second, /^access mode/);
    assert.equal(mode.level, 30);
    assert.match(mode.msg, /^access mode protected \(ACCESS_MODE unset, ADMIN_API_KEY set\): writes, drafts, maintenance, sync, metrics and the orders route need a role/);
    assert.ok(logLines(second).some((line) => line.msg.startsWith('API document: ')));
    assert.ok(!second.output().includes('no user exists yet'), second.output());
  });

  it('starts with Redis unreachable, saying so in one warning line naming REDIS_URL', async () => {
    const warning = await logged(second!, /REDIS_URL/);
    assert.equal(warning.level, 40);
    assert.match(warning.msg, /^Redis does not answer \(REDIS_URL=redis:\/\/127\.0\.0\.1:\d+\): the service goes on without it/);
    assert.equal(logLines(second!).filter((line) => /Redis/.test(line.msg)).length, 1);
    assert.ok(!second!.output().includes('    at '));
    await stop(second!);
  });

  it('stops with one line naming PORT when the port is taken', async () => {
    const taken = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => taken.once('listening', resolve));
    try {
      const { port } = taken.address() as { port: number };
      const line = await failedStart({ PORT: String(port), DATA_DIR: dataDir });
      assert.equal(line, `PORT: port ${port} on HOST 127.0.0.1 is already in use: stop the process using it, or set PORT to a free port`);
    } finally {
      taken.close();
    }
  });
});

/** Root ignores a folder's permissions: as root, a file where DATA_DIR's parent folder should be refuses it instead. */
const asRoot = process.getuid?.() === 0;

describe('start-up failures: one line naming the setting, no stack, exit code 1', () => {
  it(`DATA_DIR the process may not write (${asRoot ? 'a file in its path, as root' : 'a read-only parent folder'})`, async () => {
    const parent = folder('first-start-ro-');
    let dataDir: string;
    if (asRoot) {
      writeFileSync(path.join(parent, 'a-file'), '');
      dataDir = path.join(parent, 'a-file', 'data');
    } else {
      mkdirSync(path.join(parent, 'locked'), { mode: 0o555 });
      dataDir = path.join(parent, 'locked', 'data');
    }
    const line = await failedStart({ PORT: String(await freePort()), DATA_DIR: dataDir });
    assert.match(line, new RegExp(`^DATA_DIR: the embedded database cannot write to ${dataDir} \\(${asRoot ? 'ENOTDIR' : 'EACCES: permission denied'}`));
  });

  it('DATABASE_URL that is not a URL', async () => {
    assert.equal(await failedStart({ DATABASE_URL: 'postgres//shop@db/shop' }), 'Invalid configuration: DATABASE_URL must be an absolute URL');
  });

  it('DATABASE_URL where no server answers, its password masked', async () => {
    const port = await freePort();
    const line = await failedStart({ PORT: String(await freePort()), DATABASE_URL: `postgres://shop:db-secret@127.0.0.1:${port}/shop` });
    assert.equal(line, `DATABASE_URL: no PostgreSQL server answers at postgres://shop:****@127.0.0.1:${port}/shop `
      + `(connect ECONNREFUSED 127.0.0.1:${port}): start it, or correct DATABASE_URL`);
  });

  const serverUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  it('DATABASE_URL naming a database the server does not have', { skip: !serverUrl && 'PostgreSQL only (TEST_DB=postgres)' }, async () => {
    const url = new URL(serverUrl!);
    url.pathname = '/no_such_database';
    const line = await failedStart({ PORT: String(await freePort()), DATABASE_URL: url.toString() });
    assert.match(line, /^DATABASE_URL: the PostgreSQL server at postgres:\/\/.* answered but the service cannot use it \(database "no_such_database" does not exist\)$/);
  });
});

describe('start-up lines, without a process', () => {
  const listenError = (code: string) => new StartStepError('listen', Object.assign(new Error(`listen ${code}`), { code }));

  it('names HOST for an address the machine lacks and PORT for a privileged port', () => {
    assert.match(startFailureLine(listenError('EADDRNOTAVAIL'), loadConfig({ HOST: '192.0.2.7' }))!, /^HOST: 192\.0\.2\.7 is not an address of this machine/);
    assert.match(startFailureLine(listenError('EACCES'), loadConfig({ PORT: '80' }))!, /^PORT: this process may not listen on port 80 /);
    assert.equal(startFailureLine(listenError('EWHATEVER'), loadConfig({})), undefined, 'no setting explains it: printed with its stack');
    assert.equal(startFailureLine(new Error('a bug'), loadConfig({})), undefined);
  });

  it('on 0.0.0.0: localhost addresses, open mode as a warning, the PostgreSQL first-admin note', () => {
    const notes = startNotes(loadConfig({ HOST: '0.0.0.0' }), {
      address: { address: '0.0.0.0', family: 'IPv4', port: 3000 }, adminAppBuilt: true, usersExist: false, databaseKind: 'postgres',
    });
    assert.deepEqual(notes.map((note) => note.level), ['info', 'info', 'warn', 'info']);
    assert.equal(notes[0]!.message, 'admin app: http://localhost:3000/admin/');
    assert.match(notes[2]!.message, /^access mode open on 0\.0\.0\.0 \(ACCESS_MODE unset, no ADMIN_API_KEY\), an address others can reach: anyone may .* Set ACCESS_MODE=protected/);
    assert.equal(notes[3]!.message, `no user exists yet: make the first admin with ${FIRST_ADMIN_COMMAND} (anywhere with this DATABASE_URL, the service running)`);
    const explicit = startNotes(loadConfig({ ACCESS_MODE: 'protected', HOST: '::1' }), {
      address: { address: '::1', family: 'IPv6', port: 8080 }, adminAppBuilt: false, usersExist: true, databaseKind: 'pglite',
    });
    assert.equal(explicit.length, 3);
    assert.match(explicit[1]!.message, /^API document: http:\/\/\[::1\]:8080\/docs/);
    assert.match(explicit[2]!.message, /^access mode protected \(ACCESS_MODE=protected\): /);
  });
});
