import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { checkCommerceAccess } from '../../src/commerce/check-commerce-access.js';
import { createCommerceClient } from '../../src/commerce/client.js';
import { loadConfig } from '../../src/config.js';
import { type MedusaV2Backend, startMedusaV2Backend } from '../../demo/medusa-v2-backend.js';
import { startTestApp } from '../helpers/app.js';
import { medusaProductSpec } from '../helpers/medusa-v2.js';

const KEY = 'sk_secret_0123456789abcdef';
const BASIC = Buffer.from(`${KEY}:`).toString('base64');
// What fetch itself sends on every request; anything else would come from the service.
const FETCH_HEADERS = ['host', 'connection', 'accept', 'accept-language', 'sec-fetch-mode', 'user-agent', 'accept-encoding'];

let medusa: MedusaV2Backend;
before(async () => {
  medusa = await startMedusaV2Backend({ apiKey: KEY });
  medusa.addProduct(medusaProductSpec('prod_pre', { preorder: true }));
  medusa.addOrder({ id: 'order_1', created_at: '2026-11-01T00:00:00.000Z', items: [{ id: 'i1', product_id: 'prod_pre', variant_id: 'prod_pre_v1', unit_price: 1 }] });
});
after(async () => medusa.close());

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function headersSentBy(env: Record<string, string>): Promise<IncomingHttpHeaders> {
  let seen: IncomingHttpHeaders = {};
  const server = createServer((request, response) => {
    seen = request.headers;
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"products":[],"count":0}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await createCommerceClient(loadConfig({ COMMERCE_URL: url, ...env })).listProducts(0, 1);
    return seen;
  } finally {
    server.close();
  }
}

function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _encoding, done) => done(void lines.push(String(chunk))) });
  const log = { info: (...args: unknown[]) => lines.push(JSON.stringify(args)), warn: (...args: unknown[]) => lines.push(JSON.stringify(args)), error: (...args: unknown[]) => lines.push(JSON.stringify(['error', ...args])) };
  return { lines, stream, log, text: () => lines.join('\n') };
}

describe('the commerce credential', () => {
  it('the default flavour sends only Content-Type, even with COMMERCE_API_KEY set', async () => {
    const headers = await headersSentBy({ COMMERCE_API_KEY: KEY });
    assert.equal(headers['content-type'], 'application/json');
    assert.equal(headers.authorization, undefined);
    assert.deepEqual(Object.keys(headers).filter((name) => !FETCH_HEADERS.includes(name)), ['content-type']);
  });

  it('medusa-v2 sends the key as the Basic user name with an empty password', async () => {
    const headers = await headersSentBy({ COMMERCE_FLAVOR: 'medusa-v2', COMMERCE_API_KEY: KEY });
    assert.equal(headers.authorization, `Basic ${BASIC}`);
    assert.deepEqual(Object.keys(headers).filter((name) => !FETCH_HEADERS.includes(name)).sort(), ['authorization', 'content-type']);
  });

  it('a refused or missing key is an error that says so, and names COMMERCE_API_KEY', async () => {
    const client = (env: Record<string, string>) =>
      createCommerceClient(loadConfig({ COMMERCE_FLAVOR: 'medusa-v2', COMMERCE_URL: medusa.url, ...env }));
    await assert.rejects(client({ COMMERCE_API_KEY: 'sk_wrong' }).listProducts(0, 1),
      { message: 'The commerce backend refused COMMERCE_API_KEY (HTTP 401 on the product list): set it to a valid Medusa secret API key' });
    await assert.rejects(client({}).listProducts(0, 1), { message: /^COMMERCE_API_KEY is missing: the medusa-v2 flavour needs a Medusa secret API key/ });
    await assert.rejects(client({}).getVariant('prod_pre_v1'), { message: /COMMERCE_API_KEY is missing/ });
  });

  it('never reaches the logs, at trace level, through sync, counters, orders and refusals', async () => {
    const capture = logCapture();
    for (const key of [KEY, 'sk_wrong_key_never_logged']) {
      const t = await startTestApp({ COMMERCE_FLAVOR: 'medusa-v2', COMMERCE_URL: medusa.url, COMMERCE_API_KEY: key }, { logStream: capture.stream });
      try {
        await t.app.inject({ url: '/api/sync-backend' });
        await t.app.inject({ method: 'PATCH', url: '/api/preorders/prod_pre', payload: { variant_id: 'prod_pre_v1', increment: 1 } });
        await t.app.inject({ url: '/api/preorders/prod_pre/orders' });
      } finally {
        await t.close();
      }
    }
    assert.match(capture.text(), /commerce call/, 'the commerce calls were logged');
    for (const secret of [KEY, BASIC, 'sk_wrong_key_never_logged', Buffer.from('sk_wrong_key_never_logged:').toString('base64')]) {
      assert.ok(!capture.text().includes(secret), `${secret} appears in the logs`);
    }
  });
});

describe('the start-up check of the medusa-v2 flavour', () => {
  const config = (env: Record<string, string>) => loadConfig({ COMMERCE_FLAVOR: 'medusa-v2', COMMERCE_URL: medusa.url, COMMERCE_TIMEOUT_MS: '500', ...env });

  it('logs an error line when Medusa refuses the key, info when it answers, a warning when unreachable; never throws', async () => {
    const refused = logCapture();
    assert.equal(await checkCommerceAccess(config({ COMMERCE_API_KEY: 'sk_wrong' }), refused.log), 'refused');
    assert.match(refused.text(), /"error".*refused COMMERCE_API_KEY/);
    assert.ok(!refused.text().includes('sk_wrong'));
    const fine = logCapture();
    assert.equal(await checkCommerceAccess(config({ COMMERCE_API_KEY: KEY }), fine.log), 'ok');
    assert.match(fine.text(), /commerce backend answers/);
    const down = logCapture();
    assert.equal(await checkCommerceAccess(config({ COMMERCE_URL: 'http://127.0.0.1:9', COMMERCE_API_KEY: KEY }), down.log), 'unreachable');
    assert.match(down.text(), /not reachable at start-up/);
    assert.equal(await checkCommerceAccess(loadConfig({ COMMERCE_URL: medusa.url }), logCapture().log), 'skipped');
  });

  it('runs when the server starts: a refused key is one error line, and the service keeps serving', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'medusa-v2-start-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', PORT: String(port), DATA_DIR: dataDir, COMMERCE_FLAVOR: 'medusa-v2', COMMERCE_URL: medusa.url, COMMERCE_API_KEY: 'sk_revoked_key' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    try {
      // A first start on a new DATA_DIR (initdb, migrations) comes first: see waitForHealth.
      for (let attempt = 0; attempt < 600 && !output.includes('refused COMMERCE_API_KEY'); attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const line = JSON.parse(output.split('\n').find((entry) => entry.includes('refused COMMERCE_API_KEY'))!);
      assert.equal(line.level, 50);
      assert.ok(!output.includes('sk_revoked_key'));
      assert.equal((await fetch(`http://127.0.0.1:${port}/healthz`)).status, 200);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
