// npm run bench:webhooks: the figures of issue 18, measured on the service as `npm start` runs it
// (compiled, PGlite in a temporary DATA_DIR, LOG_LEVEL=warn) with a webhook receiver on loopback:
//  1. deliveries per second: N events queued for a disabled endpoint, then the endpoint enabled, timed
//     until the receiver has every one (each signed, each once);
//  2. the added latency of a write that emits an event: PATCH /api/preorders/{id} {funding_goal}
//     (content.changed) timed without any endpoint and with one subscribed, alternating rounds.
// Options: --events N (default 5000), --patches N per round (default 1000), --rounds N (default 4).
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { buildService, startService } from './servers.js';

const { values } = parseArgs({ options: { events: { type: 'string', default: '5000' }, patches: { type: 'string', default: '1000' }, rounds: { type: 'string', default: '4' } } });
const EVENTS = Number(values.events);
const PATCHES = Number(values.patches);
const ROUNDS = Number(values.rounds);
const ADMIN_KEY = 'bench-webhooks-admin-key';
const admin = { authorization: `Bearer ${ADMIN_KEY}`, 'content-type': 'application/json' };

async function startReceiver() {
  const ids = new Set<string>();
  let requests = 0;
  let verify: ((body: string, headers: Record<string, string>) => void) | undefined;
  let failures = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests += 1;
      const headers = { 'webhook-id': String(request.headers['webhook-id']), 'webhook-timestamp': String(request.headers['webhook-timestamp']), 'webhook-signature': String(request.headers['webhook-signature']) };
      try {
        verify?.(Buffer.concat(chunks).toString('utf8'), headers);
      } catch {
        failures += 1;
      }
      ids.add(headers['webhook-id']);
      response.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    ids,
    get requests() { return requests; },
    get failures() { return failures; },
    useSecret(secret: string) { const webhook = new Webhook(secret); verify = (body, headers) => webhook.verify(body, headers); },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function json(response: Response) {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<any>;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function timePatches(base: string, id: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await json(await fetch(`${base}/api/preorders/${id}`, { method: 'PATCH', headers: admin, body: JSON.stringify({ funding_goal: 1000 + (index % 2) }) }));
    times.push(performance.now() - started);
  }
  return times;
}

buildService();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-webhooks-'));
const receiver = await startReceiver();
const service = await startService({ DATA_DIR: dataDir, ADMIN_API_KEY: ADMIN_KEY, WEBHOOK_BLOCKED_ADDRESSES: 'none', WEBHOOK_POLL_MS: '1000' });
try {
  // 1. Deliveries per second.
  const created = await json(await fetch(`${service.base}/api/webhooks`, { method: 'POST', headers: admin, body: JSON.stringify({ url: receiver.url, events: ['content.changed'], enabled: false }) }));
  receiver.useSecret(created.secret);
  const queueStarted = performance.now();
  for (let index = 0; index < EVENTS; index += 50) {
    await Promise.all(Array.from({ length: Math.min(50, EVENTS - index) }, (_, offset) =>
      fetch(`${service.base}/api/announcements`, { method: 'POST', headers: admin, body: JSON.stringify({ title: `event ${index + offset}` }) }).then(json)));
  }
  const queueSeconds = (performance.now() - queueStarted) / 1000;
  const started = performance.now();
  await json(await fetch(`${service.base}/api/webhooks/${created.doc.id}`, { method: 'PATCH', headers: admin, body: JSON.stringify({ enabled: true }) }));
  while (receiver.ids.size < EVENTS) await new Promise((resolve) => setTimeout(resolve, 5));
  const seconds = (performance.now() - started) / 1000;
  console.log(`deliveries: ${EVENTS} events to one loopback receiver in ${seconds.toFixed(2)} s: ${Math.round(EVENTS / seconds)} deliveries/s `
    + `(${receiver.requests} requests, ${receiver.ids.size} distinct ids, ${receiver.failures} bad signatures; the ${EVENTS} writes that queued them took ${queueSeconds.toFixed(1)} s)`);
  await json(await fetch(`${service.base}/api/webhooks/${created.doc.id}`, { method: 'DELETE', headers: admin }));

  // 2. A write's latency without and with an event to deliver, alternating rounds.
  const product = await json(await fetch(`${service.base}/api/preorder-products`, { method: 'POST', headers: admin, body: JSON.stringify({ title: 'Bench kit', fundingGoal: '1000' }) }));
  const id = product.doc.id as string;
  await timePatches(service.base, id, 200); // warm-up
  const without: number[] = [];
  const withEvent: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    without.push(...(await timePatches(service.base, id, PATCHES)));
    const endpoint = await json(await fetch(`${service.base}/api/webhooks`, { method: 'POST', headers: admin, body: JSON.stringify({ url: receiver.url, events: ['content.changed'] }) }));
    receiver.useSecret(endpoint.secret);
    withEvent.push(...(await timePatches(service.base, id, PATCHES)));
    await json(await fetch(`${service.base}/api/webhooks/${endpoint.doc.id}`, { method: 'DELETE', headers: admin }));
  }
  const describe = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
    return { mean, text: `mean ${mean.toFixed(3)} ms, p50 ${percentile(sorted, 50).toFixed(3)} ms, p99 ${percentile(sorted, 99).toFixed(3)} ms` };
  };
  const a = describe(without);
  const b = describe(withEvent);
  console.log(`PATCH /api/preorders/{id} {funding_goal}, ${without.length} sequential requests each way: without an endpoint ${a.text}; `
    + `with one subscribed (content.changed written to the outbox and delivered) ${b.text}; added ${(((b.mean - a.mean) / a.mean) * 100).toFixed(1)} %`);
} finally {
  await service.stop();
  await receiver.close();
  rmSync(dataDir, { recursive: true, force: true });
}
