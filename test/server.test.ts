import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { freePort, startServer as spawnServer, waitForHealth } from './helpers/server-process.js';

const children: ChildProcess[] = [];
after(() => children.forEach((child) => child.kill('SIGKILL')));

function startServer(env: Record<string, string>) {
  const server = spawnServer(env);
  children.push(server.child);
  return server;
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
