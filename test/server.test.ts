import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

const children: ChildProcess[] = [];
after(() => children.forEach((child) => child.kill('SIGKILL')));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, exited: Promise<unknown>): Promise<void> {
  let stopped = false;
  void exited.then(() => (stopped = true));
  for (let attempt = 0; attempt < 300 && !stopped; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become healthy');
}

describe('the server process', () => {
  it('stops at start-up with one line naming a bad variable', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'srv-')) });
    assert.equal(await server.exited, 1);
    assert.equal(server.output().trim(), 'Invalid configuration: PORT must be a whole number, got "eighty"');
  });

  it('serves on PGlite, refuses a second process on the same DATA_DIR, and closes cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'srv-'));
    const port = await freePort();
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port, first.exited);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    assert.equal(ready.status, 200);

    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    assert.equal(await second.exited, 1);
    assert.match(second.output(), new RegExp(`in use by process ${first.child.pid}`));

    first.child.kill('SIGTERM');
    assert.equal(await first.exited, 0);
    assert.equal(existsSync(path.join(dataDir, 'service.lock')), false, 'the lock is released');
  });
});
