import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { describe, it } from 'node:test';
import { freePort } from '../helpers/server-process.js';

describe('npm run demo', () => {
  it('prints the admin app\'s address and a sign-in that works', async () => {
    const port = await freePort();
    const child = spawn('npm', ['run', '--silent', 'demo'], { env: { ...process.env, PORT: String(port), DEMO_PRODUCTS: '8', LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    try {
      const banner = await new Promise<RegExpExecArray>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no banner within 90 s:\n${output}`)), 90_000);
        child.stdout.on('data', () => {
          const match = /Admin app: (\S+)\s+\(sign in as (\S+) with the password (\S+)\)/.exec(output);
          if (match && output.includes('Ctrl-C')) {
            clearTimeout(timer);
            resolve(match);
          }
        });
        child.on('exit', () => reject(new Error(`the demo exited:\n${output}`)));
      });
      const [, adminUrl, email, password] = banner;
      assert.equal(adminUrl, `http://127.0.0.1:${port}/admin/`);
      const login = await fetch(`http://127.0.0.1:${port}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
      assert.equal(login.status, 200);
      assert.deepEqual((await login.json()).user.roles, ['admin']);
      assert.ok([200, 503].includes((await fetch(adminUrl!)).status), 'the app, or the message to build it');
    } finally {
      process.kill(-child.pid!, 'SIGTERM');
    }
  });
});
