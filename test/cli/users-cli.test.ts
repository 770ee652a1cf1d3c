import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/client.js';
import { openTestDatabase, type TestDatabase } from '../helpers/database.js';
import { BIN } from '../helpers/run-cli.js';

const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

/** The real command with the given standard input (no terminal), as a script or a pipe would run it. */
function cli(args: string[], env: Record<string, string>, cwd: string, input: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [BIN, ...args], { cwd, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') return reject(error);
        resolve({ code: error ? (error.code as number) : 0, stdout, stderr });
      });
    child.stdin!.end(input);
  });
}

describe('storefront users', () => {
  let workDir: string;
  let env: Record<string, string>;
  let serverDatabase: TestDatabase | undefined;

  before(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'storefront-users-'));
    env = { DATA_DIR: path.join(workDir, 'data') };
    if (onPostgres) {
      serverDatabase = await openTestDatabase();
      env.DATABASE_URL = serverDatabase.url!;
    }
  });
  after(async () => {
    await serverDatabase?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('creates the first admin with the password from standard input, who can then sign in', async () => {
    const created = await cli(['users', 'create', '--email', 'Admin@Shop.example', '--role', 'admin', '--name', 'Ada'], env, workDir, 'first admin\u2028password\n');
    assert.equal(created.code, 0, created.stderr);
    assert.match(created.stdout, /^Created admin admin@shop\.example \(id [0-9a-f]{24}\)\.\n$/);

    const database = onPostgres ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL!, poolSize: 2 }) : await openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR! });
    const app = await buildApp({ config: loadConfig({ ADMIN_API_KEY: 'k', LOG_LEVEL: 'silent' }), database });
    try {
      const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'admin@shop.example', password: 'first admin\u2028password' } }); // U+2028: Node 24's readline would cut there
      assert.equal(login.statusCode, 200, login.body);
      assert.deepEqual(login.json().user.roles, ['admin']);
      const trail = await app.inject({ url: '/api/audit?collection=users', headers: { authorization: `Bearer ${login.json().token}` } });
      assert.equal(trail.json().docs[0].actor.kind, 'cli');
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('refuses a duplicate e-mail, a short password, an unknown role, and a password on the command line', async () => {
    const duplicate = await cli(['users', 'create', '--email', 'admin@shop.example', '--role', 'editor'], env, workDir, 'another password\n');
    assert.equal(duplicate.code, 1);
    assert.match(duplicate.stderr, /already exists/);
    const short = await cli(['users', 'create', '--email', 'b@shop.example', '--role', 'editor'], env, workDir, 'short\n');
    assert.equal(short.code, 1);
    assert.match(short.stderr, /at least 8/);
    const role = await cli(['users', 'create', '--email', 'c@shop.example', '--role', 'owner'], env, workDir, 'long enough password\n');
    assert.equal(role.code, 2);
    const argv = await cli(['users', 'create', '--email', 'd@shop.example', '--role', 'editor', '--password', 'secret123'], env, workDir, '');
    assert.equal(argv.code, 2);
    assert.match(argv.stderr, /Unknown option '--password'/);
  });

  it('resets a password, and says so when the user is unknown', async () => {
    const reset = await cli(['users', 'reset-password', '--email', 'admin@shop.example'], env, workDir, 'a brand new password\n');
    assert.equal(reset.code, 0, reset.stderr);
    assert.match(reset.stdout, /every session of that user has ended/);
    const unknown = await cli(['users', 'reset-password', '--email', 'nobody@shop.example'], env, workDir, 'a brand new password\n');
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /No user with email nobody@shop\.example/);
  });
});
