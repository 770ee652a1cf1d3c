import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startDemoBackend, type DemoBackend } from '../../demo/commerce-backend.js';
import { backendProduct } from '../helpers/backend-products.js';
import { openPostgresTestDatabase, openTestDatabase, type TestDatabase } from '../helpers/database.js';
import { pngBytes } from '../helpers/images.js';
import { readmeCommands, type ReadmeCommand } from '../helpers/readme-commands.js';
import { freePort, startServer, waitForHealth, type ServerProcess } from '../helpers/server-process.js';

/**
 * Every command of the README's `sh` blocks, run in the README's order against a real service (a
 * child process, open mode) fed by the demo commerce backend, so the documents cannot drift from the
 * code. Each command must succeed: exit code 0, and for curl an HTTP status below 400. The README's
 * placeholders are filled from what earlier commands created (`<id>`, `<key>`, `…` in passwords,
 * `$TOKEN`); commands CI cannot run are listed in NOT_RUN with the reason, and any other command the
 * test does not know fails it.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

const NOT_RUN: { pattern: RegExp; reason: string }[] = [
  { pattern: /^npm ci && npm test$/, reason: 'the command that runs this suite (CI runs it)' },
  { pattern: /^PATH="\$\(bash scripts\/node24\.sh\):\$PATH" npm test$/, reason: 'the suite on Node 24: .ci/run runs it' },
  { pattern: /^(BENCH_\S+ )*npm run bench(:beyond|:sync)?( -- (--scale|\d+))?$/, reason: 'a benchmark (minutes of load): speed goals live in benchmarks, not in the suite' },
  { pattern: /^docker /, reason: 'CI has no container runtime' },
  ...(process.env.TEST_DATABASE_URL ? [] : [{ pattern: /^DATABASE_URL="\$POSTGRES_URL" /, reason: 'the move to PostgreSQL needs a server (TEST_DATABASE_URL)' }]),
];
/** Archives the backup commands write (they run in the project folder, as `npm run cli` does). */
const ARCHIVES = ['backup.ndjson', 'move.ndjson'];

const PASSWORDS = { admin: 'first-admin-password-1', adminReset: 'reset-admin-password-2', ed: 'editor-password-3', edNew: 'editor-password-4' };
const STORE_API_KEY = 'readme-store-key';

interface Outcome { command: ReadmeCommand; status: 'ran' | 'not run'; detail: string }

describe('the README\'s commands', () => {
  let backend: DemoBackend;
  let workDir: string;
  let database: TestDatabase | undefined;
  /** The empty PostgreSQL database the README's move goes to. */
  let moveTarget: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  let port: number;
  const env: Record<string, string> = {};
  const story = {
    adminPassword: PASSWORDS.admin,
    /** `<id>` in the README is a preorder record: the one a README command created, else prod_01's. */
    lastCreatedId: undefined as string | undefined,
    mediaKey: undefined as string | undefined,
    tokens: new Map<string, string>(),
  };
  const outcomes: Outcome[] = [];

  before(async () => {
    backend = await startDemoBackend({
      catalog: {
        products: [
          backendProduct('prod_01', { preorder: true, variants: [{ id: 'variant_01', current: 3, max: 50 }], metadata: { funding_goal: 100 } }),
          backendProduct('prod_03'),
        ],
        orders: [],
      },
    });
    workDir = mkdtempSync(path.join(tmpdir(), 'readme-commands-'));
    writeFileSync(path.join(workDir, 'meeple.png'), pngBytes(24, 16));
    port = await freePort();
    Object.assign(env, {
      PORT: String(port), COMMERCE_URL: backend.url, STORE_API_KEY, LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: PASSWORDS.admin, NEW_PASSWORD: PASSWORDS.adminReset,
    });
    if (onPostgres) {
      database = await openTestDatabase();
      env.DATABASE_URL = database.url!;
    } else {
      env.DATA_DIR = path.join(workDir, 'data');
    }
    if (process.env.TEST_DATABASE_URL) {
      moveTarget = await openPostgresTestDatabase(process.env.TEST_DATABASE_URL);
      env.POSTGRES_URL = moveTarget.url!;
    }
  });

  after(async () => {
    await stopServer();
    await backend.close();
    await database?.close();
    await moveTarget?.close();
    rmSync(workDir, { recursive: true, force: true });
    for (const archive of ARCHIVES) rmSync(path.join(ROOT, archive), { force: true });
    console.log(outcomes.map(({ command, status, detail }) => `README:${command.line} ${status}: ${command.text.split('\n')[0]} (${detail})`).join('\n'));
  });

  async function ensureServer(): Promise<void> {
    if (server) return;
    server = startServer(env);
    await waitForHealth(port, server.exited);
  }

  async function stopServer(): Promise<void> {
    if (!server) return;
    const stopping = server;
    server = undefined;
    stopping.child.kill('SIGTERM');
    await stopping.exited;
  }

  function bash(script: string, cwd: string, timeoutMs = 120_000): Promise<{ code: number | null; output: string; stdout: string }> {
    return new Promise((resolve) => {
      const child = spawn('bash', ['-c', script], { cwd, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, detached: true });
      let output = '';
      let stdout = '';
      child.stdout.on('data', (chunk) => { output += chunk; stdout += chunk; });
      child.stderr.on('data', (chunk) => (output += chunk));
      const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), timeoutMs);
      child.on('exit', (code) => { clearTimeout(timer); resolve({ code, output, stdout }); });
    });
  }

  async function signIn(email: string, password: string): Promise<string> {
    const response = await fetch(`http://127.0.0.1:${port}/api/users/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }),
    });
    assert.equal(response.status, 200, `signing in as ${email} for $TOKEN`);
    return ((await response.json()) as { token: string }).token;
  }

  /** The README's placeholders, filled from the story so far. */
  async function filled(text: string): Promise<string> {
    let script = text.replaceAll('localhost:3000', `127.0.0.1:${port}`);
    if (script.includes('<id>')) script = script.replaceAll('<id>', story.lastCreatedId ?? (await recordIdOf('prod_01')));
    if (script.includes('<key>')) script = script.replaceAll('<key>', story.mediaKey ?? assert.fail('no media uploaded before <key>'));
    script = script
      .replace('"currentPassword":"…","password":"…"', `"currentPassword":"${PASSWORDS.ed}","password":"${PASSWORDS.edNew}"`)
      .replace(/("email":"admin@shop\.example","password":)"…"/, `$1"${story.adminPassword}"`)
      .replace(/("email":"ed@shop\.example","password":)"…"/, `$1"${PASSWORDS.ed}"`);
    assert.ok(!script.includes('…'), `a placeholder the test does not fill: ${script}`);
    if (/\$TOKEN\b/.test(script)) env.TOKEN = await token('admin@shop.example', story.adminPassword);
    if (/\$ED_TOKEN\b/.test(script)) env.ED_TOKEN = await token('ed@shop.example', PASSWORDS.ed);
    return script;
  }

  async function token(email: string, password: string): Promise<string> {
    const key = `${email}:${password}`;
    if (!story.tokens.has(key)) story.tokens.set(key, await signIn(email, password));
    return story.tokens.get(key)!;
  }

  async function recordIdOf(backendId: string): Promise<string> {
    await ensureServer();
    const response = await fetch(`http://127.0.0.1:${port}/api/preorders/${backendId}`);
    assert.equal(response.status, 200, `${backendId} is synced before <id> is used`);
    return ((await response.json()) as { preorder: { id: string } }).preorder.id;
  }

  async function runCurl(command: ReadmeCommand): Promise<string> {
    await ensureServer();
    const script = (await filled(command.text)).replace(/^curl /, `curl -sS -w '\\n%{http_code}' `);
    const run = await bash(script, workDir, 30_000);
    assert.equal(run.code, 0, `README:${command.line} curl failed: ${run.output}`);
    const lines = run.stdout.trimEnd().split('\n');
    const status = Number(lines.pop());
    const body = lines.join('\n');
    assert.ok(status >= 200 && status < 400, `README:${command.line} answered ${status}: ${body.slice(0, 500)}\n${script}`);
    remember(script, body);
    return `HTTP ${status}`;
  }

  /** What later commands refer to: the id of the record a POST created, the key of an upload. */
  function remember(script: string, body: string): void {
    const created = /-X POST \S+\/api\/(preorder-products|media) /.exec(script)?.[1];
    if (!created) return;
    const doc = (JSON.parse(body) as { doc: { id: string; url: string } }).doc;
    if (created === 'media') story.mediaKey = doc.url.replace(/^.*\/media\//, ''); // the url is absolute
    else story.lastCreatedId = doc.id;
  }

  async function runCli(command: ReadmeCommand): Promise<string> {
    // A backup --from-url asks the running service; other commands open the database themselves, and
    // the embedded database allows one process per DATA_DIR.
    const asksService = / --from-url /.test(command.text);
    if (asksService) await ensureServer();
    const script = await filled(command.text);
    if (!asksService && !onPostgres) await stopServer();
    if (/ -- demo$/.test(script)) return runUntilBanner(script, /Ctrl-C/);
    const run = await bash(script, ROOT);
    assert.equal(run.code, 0, `README:${command.line} exited ${run.code}: ${run.output}`);
    if (/users reset-password --email admin@shop\.example/.test(script)) story.adminPassword = PASSWORDS.adminReset;
    if (/ -- import /.test(script)) story.tokens.clear(); // a restore signs everyone out
    return 'exit 0';
  }

  /** A command that serves until stopped (npm start, the demo): it must come up, then it is stopped. */
  async function runUntilBanner(script: string, ready: RegExp | 'readyz'): Promise<string> {
    const ownPort = await freePort();
    const child = spawn('bash', ['-c', script], {
      cwd: ROOT, detached: true,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(ownPort), DATA_DIR: path.join(workDir, `own-${ownPort}`), DEMO_PRODUCTS: '8', LOG_LEVEL: 'warn' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const deadline = Date.now() + 180_000;
      for (;;) {
        assert.ok(Date.now() < deadline, `not up within 180 s:\n${output}`);
        const early = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('waiting'), 250))]);
        assert.equal(early, 'waiting', `exited early:\n${output}`);
        if (ready === 'readyz') {
          const answer = await fetch(`http://127.0.0.1:${ownPort}/readyz`).catch(() => undefined);
          if (answer?.status === 200) break;
        } else if (ready.test(output)) {
          break;
        }
      }
      const home = await fetch(`http://127.0.0.1:${ownPort}/api/home`);
      assert.equal(home.status, 200);
      return 'came up, /api/home 200, stopped';
    } finally {
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
  }

  it('finds the commands, every one of them either run or listed as not runnable in CI', () => {
    const commands = readmeCommands(README);
    assert.ok(commands.length > 40, `${commands.length} commands`);
    const unknown = commands.filter((command) => !NOT_RUN.some(({ pattern }) => pattern.test(command.text)) && !runnerOf(command));
    assert.deepEqual(unknown.map((command) => `README:${command.line} ${command.text}`), []);
  });

  function runnerOf(command: ReadmeCommand): ((command: ReadmeCommand) => Promise<string>) | undefined {
    if (/^curl /.test(command.text)) return runCurl;
    if (/^(printf '%s\\n' "\$\w+" \| |DATABASE_URL="\$POSTGRES_URL" )?npm run cli -- /.test(command.text)) return runCli;
    if (command.text === 'npm ci && npm start') {
      // `npm ci` is how this suite was installed; the test runs what follows it.
      return async () => (onPostgres ? 'run in the embedded-database pass' : runUntilBanner('npm start', 'readyz'));
    }
    return undefined;
  }

  it('runs them in order against a real service, each one succeeding', { timeout: 600_000 }, async () => {
    for (const command of readmeCommands(README)) {
      const notRun = NOT_RUN.find(({ pattern }) => pattern.test(command.text));
      if (notRun) {
        outcomes.push({ command, status: 'not run', detail: notRun.reason });
        continue;
      }
      const detail = await runnerOf(command)!(command);
      outcomes.push({ command, status: 'ran', detail });
    }
    assert.ok(statSync(path.join(workDir, story.mediaKey!)).size > 0, 'curl -O saved the uploaded file');
  });
});
