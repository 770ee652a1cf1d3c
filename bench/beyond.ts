import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../src/db/client.js';
import { startDemoBackend } from '../demo/commerce-backend.js';
import { loadFixture } from './fixture.js';
import { loadTool, measureInterleaved } from './load.js';
import { buildService, captureBodies, freePort, startCommand, startReference, startService, waitFor } from './servers.js';

/**
 * `npm run bench:beyond`: the work beyond the three hot routes, each figure beside its limit measured in
 * the same run: content API reads (a bare node:http server sending the same bytes), the first answer
 * after a write, content writes (PGlite's own insert rate), one variant's concurrent increments (the demo
 * backend's own read-and-write round trip, what each increment cost before group commit), `npm start`
 * on an existing and an empty DATA_DIR, and a full sync of 10,000 and 100,000 products (`npm run bench:sync`,
 * peak RSS). On PGlite and, with BENCH_DATABASE_URL (and BENCH_REDIS_URL), on PostgreSQL.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const INCREMENTS = 1000;
const round = (value: number, digits = 0) => Number(value.toFixed(digits));
const report: Record<string, unknown>[] = [];

function line(database: string, work: string, figure: string, limit: string, extra: Record<string, unknown>) {
  console.log(`${database.padEnd(9)} ${work.padEnd(64)} ${figure.padEnd(34)} ${limit}`);
  report.push({ database, work, figure, limit, ...extra });
}

async function send(method: string, url: string, body?: unknown) {
  const response = await fetch(url, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function contentReads(database: string, base: string, folder: string) {
  const urls = ['/api/preorder-products?where[status][equals]=published&depth=1&limit=20', '/api/products?limit=10&depth=0'];
  const bodies = await captureBodies(base, urls.map((url) => ({ url, headers: {} })));
  const bare = await startReference('bare', bodies, folder);
  try {
    for (const url of urls) {
      const [service, limit] = await measureInterleaved([`${base}${url}`, `${bare.base}${url}`], {}, DURATION_S);
      const kb = round(Buffer.byteLength(bodies[url]!.body) / 1024, 1);
      line(database, `GET ${url} (${kb} KB), repeated`, `${round(service.requestsPerSecond)} req/s p99 ${round(service.p99Ms, 1)} ms`,
        `bare ${round(limit.requestsPerSecond)} req/s, ratio ${round(service.requestsPerSecond / limit.requestsPerSecond, 2)}`,
        { requestsPerSecond: round(service.requestsPerSecond), p99Ms: service.p99Ms, bareRequestsPerSecond: round(limit.requestsPerSecond), kb });
    }
  } finally {
    await bare.stop();
  }
}

/** Each round writes to a source of the answer, then times the first read, which builds the answer anew. */
async function firstAnswersAfterWrites(database: string, base: string, mediaId: string, productId: string) {
  const cases = [
    { url: '/api/preorder-products?where[status][equals]=published&depth=1&limit=20', write: (n: number) => send('PATCH', `${base}/api/media/${mediaId}`, { alt: `Alt ${n}` }) },
    { url: '/api/products?limit=10&depth=0', write: (n: number) => send('PATCH', `${base}/api/products/${productId}`, { description: `Described ${n}` }) },
  ];
  for (const { url, write } of cases) {
    const times: number[] = [];
    for (let n = 0; n < 200; n += 1) {
      await write(n);
      const started = performance.now();
      const response = await fetch(`${base}${url}`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
    const ms = median(times);
    line(database, `GET ${url}, first answer after a write`, `${round(ms, 2)} ms median (${round(1000 / ms)} answers/s)`, '', { medianMs: round(ms, 3) });
  }
}

async function announcementWrites(database: string, base: string) {
  let sequence = 0;
  const result = await autocannon({
    url: `${base}/api/announcements`, method: 'POST', connections: CONNECTIONS, duration: DURATION_S,
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify({ title: `Bench ${(sequence += 1)}`, status: 'published', summary: 'A benchmark write' }) }) }],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`POST /api/announcements: ${result.non2xx} non-2xx, ${result.errors} errors`);
  line(database, `POST /api/announcements (autocannon, ${CONNECTIONS} connections)`, `${round(result.requests.average)} req/s p99 ${result.latency.p99} ms`,
    database === 'pglite' ? `PGlite alone ${await pgliteInsertRate()} inserts/s` : '', { requestsPerSecond: round(result.requests.average), p99Ms: result.latency.p99 });
}

/** PGlite's own rate for one-row inserts of an announcement-sized document, each its own transaction, on disk. */
async function pgliteInsertRate(): Promise<number> {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-insert-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: folder });
  try {
    await database.migrate();
    const run = (count: number, offset: number) => (async () => {
      for (let index = offset; index < offset + count; index += 1) {
        await database.db.execute(`insert into documents (collection, id, data) values ('announcements', 'raw${index}', '{"title":"Bench ${index}","status":"published","summary":"A benchmark write"}')` as never);
      }
    })();
    await run(200, 0);
    const started = performance.now();
    await run(3000, 1000);
    return round(3000 / ((performance.now() - started) / 1000));
  } finally {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

async function concurrentIncrements(database: string, base: string, backendUrl: string) {
  const path_ = `${base}/api/preorders/prod_bench_counter`;
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: INCREMENTS }, () =>
    fetch(path_, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ variant_id: 'var_bench_counter', increment: 1 }) })
      .then(async (response) => ({ status: response.status, body: await response.json() as { current_orders: number } }))));
  const seconds = (performance.now() - started) / 1000;
  const counts = new Set(answers.map((answer) => answer.body.current_orders));
  if (answers.some((answer) => answer.status !== 200) || counts.size !== INCREMENTS) throw new Error('increments: not every answer 200 with its own count');
  // The limit: the backend's own read and write of the variant, one after the other, as each increment did alone.
  const roundTrips = await (async () => {
    let count = 0;
    const until = performance.now() + 2000;
    while (performance.now() < until) {
      const { variant } = await send('GET', `${backendUrl}/admin/product-variants/var_bench_counter`);
      await send('POST', `${backendUrl}/admin/product-variants/var_bench_counter`, { metadata: variant.metadata });
      count += 1;
    }
    return round(count / 2);  // per second over the 2 s
  })();
  line(database, `${INCREMENTS} concurrent PATCH /api/preorders/{id} increments, one variant`, `${round(seconds, 2)} s, ${round(INCREMENTS / seconds)} increments/s`,
    `backend read+write ${roundTrips}/s`, { seconds: round(seconds, 3), perSecond: round(INCREMENTS / seconds), backendRoundTripsPerSecond: roundTrips });
}

/** Spawns `npm start`'s node command on DATA_DIR and times it to /readyz. */
async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, startCommand(), { env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '' }, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitFor(`http://127.0.0.1:${port}/readyz`);
  const ms = performance.now() - started;
  child.kill('SIGTERM');
  await exited;
  return ms;
}

async function starts() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-start-'));
  try {
    const empty = await timeStart(dataDir);
    const existing: number[] = [];
    for (let run = 0; run < 5; run += 1) existing.push(await timeStart(dataDir));
    line('pglite', 'npm start to /readyz, existing DATA_DIR (median of 5)', `${round(median(existing))} ms`, `runs ${existing.map((ms) => round(ms)).join(', ')}`, { medianMs: round(median(existing)) });
    line('pglite', 'npm start to /readyz, empty DATA_DIR (first start)', `${round(empty)} ms`, '', { ms: round(empty) });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function syncs() {
  for (const products of [10_000, 100_000]) {
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'bench/sync.ts', String(products)], { encoding: 'utf8' });
    const figures = JSON.parse(output.slice(output.indexOf('{'))) as { seconds: number; peakRssMb: number; productsPerSecond: number };
    line('pglite', `full sync of ${products} products (bench/sync.ts)`, `${figures.seconds} s, peak RSS ${figures.peakRssMb} MB`, `${figures.productsPerSecond} products/s`, figures);
  }
}

async function benchDatabase(label: string, databaseUrl: string | undefined) {
  const backend = await startDemoBackend({ catalog: { products: [], orders: [] } });
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-beyond-'));
  backend.addProduct({
    id: 'prod_bench_counter', title: 'Counter', description: '', handle: 'counter', status: 'published', thumbnail: null, images: [],
    metadata: { is_preorder: true }, categories: [], collection: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
    variants: [{ id: 'var_bench_counter', title: 'One', sku: 'ONE', prices: [{ amount: 1000, currency_code: 'eur' }], options: {}, metadata: { current_orders: 0, max_orders: 0 } }],
  } as never);
  const service = await startService({
    DATA_DIR: folder, DATABASE_URL: databaseUrl ?? '', REDIS_URL: databaseUrl ? (process.env.BENCH_REDIS_URL ?? '') : '',
    COMMERCE_URL: backend.url, COMMERCE_TIMEOUT_MS: '30000', HTTP_MAX_CONNECTIONS_PER_ADDRESS: String(INCREMENTS + 200),
  });
  try {
    await loadFixture(service.base);
    const media = await send('GET', `${service.base}/api/media?limit=1&depth=0`);
    const products = await send('GET', `${service.base}/api/products?limit=1&depth=0`);
    await send('GET', `${service.base}/api/sync-backend?backendId=prod_bench_counter`);
    await contentReads(label, service.base, folder);
    await firstAnswersAfterWrites(label, service.base, media.docs[0].id, products.docs[0].id);
    await announcementWrites(label, service.base);
    await concurrentIncrements(label, service.base, backend.url);
  } finally {
    await service.stop();
    await backend.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

buildService();
console.log(`Reads: ${loadTool} against the service and a bare node:http server in alternating slices, ${DURATION_S} s each; writes: autocannon; loopback; service compiled, LOG_LEVEL=warn`);
await benchDatabase('pglite', undefined);
if (process.env.BENCH_DATABASE_URL) await benchDatabase('postgres', process.env.BENCH_DATABASE_URL);
await starts();
if (!process.argv.includes('--no-sync')) syncs();
mkdirSync('bench/results', { recursive: true });
const file = path.join('bench/results', `beyond-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ takenAt: new Date().toISOString(), node: process.version, rows: report }, null, 2));
console.log(`Figures written to ${file}`);
