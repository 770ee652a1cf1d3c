import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openModeWarning } from '../../src/access/open-mode-warning.js';
import { loadConfig } from '../../src/config.js';
import { freePort, type ServerProcess, startServer, waitForHealth } from '../helpers/server-process.js';

/** Resolves when the server closes the socket (or after `limitMs`, with false). */
function closedWithin(socket: Socket, limitMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), limitMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
    // Read what the server sends, so its close reaches us.
    socket.resume();
  });
}

describe('connection limits of the server process', () => {
  let server: ServerProcess;
  let port: number;
  let dataDir: string;
  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'conn-'));
    port = await freePort();
    server = startServer({
      PORT: String(port), DATA_DIR: dataDir, HTTP_HEADERS_TIMEOUT_MS: '400', HTTP_REQUEST_TIMEOUT_MS: '800',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '300', HTTP_IDLE_TIMEOUT_MS: '5000', HTTP_MAX_CONNECTIONS_PER_ADDRESS: '4', SHUTDOWN_GRACE_MS: '700',
    });
    await waitForHealth(port, server.exited);
  });
  after(async () => {
    server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('drops a client whose headers never end (slowloris) after the headers time-out', async () => {
    const socket = await open(port);
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    const started = performance.now();
    assert.equal(await closedWithin(socket, 3000), true);
    assert.ok(performance.now() - started < 2500);
  });

  it('cuts a body that trickles past the request time-out', async () => {
    const socket = await open(port);
    socket.write('POST /api/announcements HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"title":');
    const trickle = setInterval(() => socket.writable && socket.write(' '), 100);
    try {
      assert.equal(await closedWithin(socket, 4000), true);
    } finally {
      clearInterval(trickle);
    }
  });

  it('closes an idle keep-alive socket after the keep-alive time-out (node adds about a second), long before the idle one', async () => {
    const socket = await open(port);
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.equal(await closedWithin(socket, 2500), true);
  });

  it('closes a connection that sends nothing at all after the headers time-out', async () => {
    const socket = await open(port);
    const started = performance.now();
    assert.equal(await closedWithin(socket, 3000), true);
    assert.ok(performance.now() - started < 2500);
  });

  it('refuses connections past the cap per address', async () => {
    const sockets = await Promise.all([0, 1, 2, 3].map(() => open(port)));
    const fifth = await open(port);
    assert.equal(await closedWithin(fifth, 1000), true, 'the fifth connection is closed at once');
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal((await fetch(`http://127.0.0.1:${port}/healthz`)).status, 200, 'a connection is free again');
  });

  it('exits within the shutdown grace period even with a request stuck in flight', async () => {
    const socket = await open(port);
    socket.on('error', () => {});
    socket.write('POST /api/announcements HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const seconds = (performance.now() - started) / 1000;
    assert.equal(code, 0);
    assert.ok(seconds < 3, `exited after ${seconds.toFixed(2)} s`);
  });
});

describe('open mode warning', () => {
  it('warns on a non-loopback address in open mode, naming the customer data of the orders route', () => {
    const warning = openModeWarning(loadConfig({ HOST: '0.0.0.0' }));
    assert.match(String(warning), /open on 0\.0\.0\.0/);
    assert.match(String(warning), /\/api\/preorders\/\{id\}\/orders/);
    assert.equal(openModeWarning(loadConfig({})), undefined, 'loopback');
    assert.equal(openModeWarning(loadConfig({ HOST: '0.0.0.0', ADMIN_API_KEY: 'k' })), undefined, 'protected');
  });
});
