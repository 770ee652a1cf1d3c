import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { startDemoBackend } from '../demo/commerce-backend.js';
import { loadFixture } from './fixture.js';
import { loadTool, measureInterleaved } from './load.js';
import { buildService, captureBodies, freePort, startCommand, startEnvironment, startReference, startService, waitFor } from './servers.js';
import { sendIncrements, tallyIncrements } from '../test/helpers/scale-out-set.js';

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

/** GET over a keep-alive agent, without compression (as wrk asks): the body as text. */
function plainGet(agent: http.Agent, url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http.get(url, { agent, headers: { 'accept-encoding': 'identity' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => (response.statusCode === 200 ? resolve(Buffer.concat(chunks).toString()) : reject(new Error(`${url}: ${response.statusCode}`))));
    }).on('error', reject);
  });
}

/**
 * First answers after a write, two ways. One after another: a write to a source of the answer, then one
 * read, timed. At once: CONNECTIONS different kept queries of the same shape (other pages and limits),
 * all reading the written document's collection; each round writes once, then sends all of them together
 * and times them until the last answer (each is built anew, and each is checked to show the write where
 * it holds the written document). Beside it, the same rounds without the write: kept answers, what this
 * client reaches at all.
 */
async function firstAnswersAfterWrites(database: string, base: string, mediaId: string, productId: string) {
  const cases = [
    {
      url: (limit: number, page: number) => `/api/preorder-products?where[status][equals]=published&depth=1&limit=${limit}&page=${page}`,
      limits: [20, 19, 18, 17], written: mediaId,
      write: (n: number) => send('PATCH', `${base}/api/media/${mediaId}`, { alt: `Alt ${n}` }), shows: (n: number) => `"alt":"Alt ${n}"`,
    },
    {
      url: (limit: number, page: number) => `/api/products?limit=${limit}&depth=0&page=${page}`,
      limits: [10, 9, 8, 7], written: productId,
      write: (n: number) => send('PATCH', `${base}/api/products/${productId}`, { description: `Described ${n}` }), shows: (n: number) => `"description":"Described ${n}"`,
    },
  ];
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let writes = 0;
  try {
    for (const { url, limits, written, write, shows } of cases) {
      const times: number[] = [];
      for (let n = 0; n < 200; n += 1) {
        await write((writes += 1));
        const started = performance.now();
        await plainGet(agent, `${base}${url(limits[0]!, 1)}`);
        times.push(performance.now() - started);
      }
      const ms = median(times);
      line(database, `GET ${url(limits[0]!, 1)}, first answer after a write, one after another`, `${round(ms, 2)} ms median (${round(1000 / ms)}/s)`, '', { medianMs: round(ms, 3) });
      const queries = limits.flatMap((limit) => Array.from({ length: 10 }, (_, index) => url(limit, index + 1))).slice(0, CONNECTIONS);
      const rounds = async (writing: boolean) => {
        let answers = 0;
        let ms = 0;
        for (let index = 0; index < 300; index += 1) {
          const n = writing ? await write((writes += 1)).then(() => writes) : undefined;
          const started = performance.now();
          const bodies = await Promise.all(queries.map((query) => plainGet(agent, `${base}${query}`)));
          if (index < 30) continue; // warm-up
          ms += performance.now() - started;
          answers += bodies.length;
          if (n !== undefined && !bodies.every((body) => !body.includes(written) || body.includes(shows(n)))) throw new Error(`an answer after write ${n} does not show it`);
        }
        return answers / (ms / 1000);
      };
      const first = await rounds(true);
      const kept = await rounds(false);
      line(database, `GET ${url(limits[0]!, 1)} and ${queries.length - 1} others, first answers after a write, ${queries.length} at once`, `${round(first)} answers/s`,
        `kept answers in the same rounds ${round(kept)}/s`, { answersPerSecond: round(first), keptPerSecond: round(kept), queries: queries.length });
    }
  } finally {
    agent.destroy();
  }
}

const WRITE_SCRIPT = `wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local n = 0
request = function()
  n = n + 1
  return wrk.format(nil, nil, nil, '{"title":"Bench ' .. n .. '","status":"published","summary":"A benchmark write"}')
end`;

/** POSTs of a new announcement each: wrk (one thread per core, a Lua script for the body) when installed, else autocannon. */
async function postLoad(url: string, folder: string): Promise<{ requestsPerSecond: number; p99Ms: number; tool: string }> {
  if (loadTool === 'wrk') {
    const script = path.join(folder, 'post.lua');
    writeFileSync(script, WRITE_SCRIPT);
    const output = execFileSync('wrk', ['-t2', `-c${CONNECTIONS}`, `-d${DURATION_S}s`, '--latency', '-s', script, url], { encoding: 'utf8' });
    const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
    if (non2xx > 0) throw new Error(`POST ${url}: ${non2xx} non-2xx answers`);
    const p99 = /\s99%\s+([\d.]+)(us|ms|s)/.exec(output);
    const p99Ms = p99 ? Number(p99[1]) * (p99[2] === 'us' ? 0.001 : p99[2] === 's' ? 1000 : 1) : Number.NaN;
    return { requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]), p99Ms, tool: 'wrk' };
  }
  let sequence = 0;
  const result = await autocannon({
    url, method: 'POST', connections: CONNECTIONS, duration: DURATION_S, headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify({ title: `Bench ${(sequence += 1)}`, status: 'published', summary: 'A benchmark write' }) }) }],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`POST ${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, tool: 'autocannon' };
}

async function announcementWrites(database: string, base: string, folder: string) {
  const before = (await send('GET', `${base}/api/announcements?limit=1&depth=0`)).totalDocs as number;
  const measured = await postLoad(`${base}/api/announcements`, folder);
  const stored = (await send('GET', `${base}/api/announcements?limit=1&depth=0`)).totalDocs as number;
  line(database, `POST /api/announcements (${measured.tool}, ${CONNECTIONS} connections)`, `${round(measured.requestsPerSecond)} req/s p99 ${round(measured.p99Ms, 1)} ms`,
    database === 'pglite' ? `PGlite alone ${await pgliteInsertRate()} inserts/s` : '',
    { requestsPerSecond: round(measured.requestsPerSecond), p99Ms: measured.p99Ms, stored: stored - before });
}

/**
 * The repeated list read under load while a writer changes one of its sources every `pauseMs` (each write
 * drops the kept answer), or one write after another when 0: every answer then reflects every write
 * answered before its request arrived, and one build serves the reads that arrive together. The writer
 * is a process of its own: wrk runs synchronously here.
 */
async function readsUnderWrites(database: string, base: string, mediaId: string, pauseMs: number) {
  const url = '/api/preorder-products?where[status][equals]=published&depth=1&limit=20';
  // It also stops when the bench is gone (its parent changes): a killed bench left it writing at full speed.
  const writerScript = `let writes = 0, failed = 0, stop = false;
const bench = process.ppid;
process.on('SIGTERM', () => { stop = true; });
while (!stop && process.ppid === bench) {
  const response = await fetch(${JSON.stringify(`${base}/api/media/${mediaId}`)}, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ alt: 'Alt under load ' + writes }) }).catch(() => undefined);
  if (response?.status === 200) writes += 1; else failed += 1;
  await response?.arrayBuffer();
  if (${pauseMs} > 0) await new Promise((resolve) => setTimeout(resolve, ${pauseMs}));
}
console.log(JSON.stringify({ writes, failed }));`;
  const writer = spawn(process.execPath, ['--input-type=module', '-e', writerScript], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  writer.stdout!.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => writer.once('exit', resolve));
  const [measured] = await measureInterleaved([`${base}${url}`], {}, DURATION_S);
  writer.kill('SIGTERM');
  await exited;
  const { writes, failed } = JSON.parse(output) as { writes: number; failed: number };
  if (failed > 0) throw new Error(`${failed} writes failed during the read load`);
  line(database, `GET ${url}, a source written ${pauseMs > 0 ? `every ${pauseMs} ms` : 'without pause'}`, `${round(measured.requestsPerSecond)} req/s p99 ${round(measured.p99Ms, 1)} ms`,
    `${writes} writes during the run`, { requestsPerSecond: round(measured.requestsPerSecond), p99Ms: measured.p99Ms, writes });
}

/** PGlite's own rate for one-row inserts of an announcement-sized document, each its own transaction, on disk. */
async function pgliteInsertRate(): Promise<number> {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-insert-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: folder });
  try {
    await database.migrate();
    const run = (count: number, offset: number) => (async () => {
      for (let index = offset; index < offset + count; index += 1) {
        const data = JSON.stringify({ title: `Bench ${index}`, status: 'published', summary: 'A benchmark write' });
        await database.db.execute(sql`insert into documents (collection, id, data) values ('announcements', ${`raw${index}`}, ${data}::jsonb)`);
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

/**
 * The deployment a growing shop scales out to: three instances on one PostgreSQL and Redis, the increments
 * of a storefront's checkouts sent to them in turn, 100 in flight, on one variant and spread over 40 variants
 * of one campaign (each answer checked: 200, its own count, the backend exact).
 */
async function scaleOutIncrements(databaseUrl: string, redisUrl: string) {
  const variants = Array.from({ length: 40 }, (_, index) => `var_scale_${index}`);
  // The backend in a process of its own, as a real one would be: the client here does not share its event loop.
  const backend = spawn(process.execPath, ['--import', 'tsx', 'bench/demo-backend-process.ts', 'campaign', `prod_scale_many:${variants.join(',')}`, 'prod_scale_one:var_scale_one'],
    { stdio: ['ignore', 'pipe', 'inherit'] });
  const backendUrl = await new Promise<string>((resolve, reject) => {
    backend.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    backend.once('exit', () => reject(new Error('the demo backend exited')));
  });
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-scale-'));
  const services: Awaited<ReturnType<typeof startService>>[] = [];
  try {
    const env = { DATA_DIR: folder, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, COMMERCE_URL: backendUrl, COMMERCE_TIMEOUT_MS: '30000', HTTP_MAX_CONNECTIONS_PER_ADDRESS: '2000' };
    for (let index = 0; index < 3; index += 1) services.push(await startService(env));
    for (const id of ['prod_scale_many', 'prod_scale_one']) await send('GET', `${services[0]!.base}/api/sync-backend?backendId=${id}`);
    const counts = async (ids: readonly string[]) => new Map(await Promise.all(ids.map(async (id) =>
      [id, Number((await send('GET', `${backendUrl}/admin/product-variants/${id}`)).variant.metadata.current_orders)] as const)));
    for (const [label, id, ids] of [['one variant', 'prod_scale_one', ['var_scale_one']], ['40 variants', 'prod_scale_many', variants]] as const) {
      const run = (total: number) => sendIncrements({ bases: services.map((service) => service.base), product: id, variants: ids, total, inFlight: 100 });
      await run(200);  // warm-up: connections, compiled code
      const before = await counts(ids);
      const { answers, seconds } = await run(INCREMENTS);
      const tally = tallyIncrements(answers, before, await counts(ids));
      if (tally.acknowledged !== INCREMENTS || tally.counted !== INCREMENTS || tally.repeatedCounts !== 0) throw new Error(`scale-out increments: ${JSON.stringify(tally)}`);
      line('postgres', `${INCREMENTS} PATCH increments, ${label}, three instances, 100 in flight`, `${round(seconds, 2)} s, ${round(INCREMENTS / seconds)} increments/s`,
        'every answer 200 with its own count; the backend exact', { seconds: round(seconds, 3), perSecond: round(INCREMENTS / seconds) });
    }
  } finally {
    await Promise.all(services.map((service) => service.stop()));
    backend.kill('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Spawns `npm start`'s node command on DATA_DIR and times it to /readyz. */
async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, startCommand(), { env: { ...process.env, ...startEnvironment(), DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '' }, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Tried every 5 ms: every 100 ms, a start's figure was up to 100 ms late.
  await waitFor(`http://127.0.0.1:${port}/readyz`, 5);
  const ms = performance.now() - started;
  child.kill('SIGTERM');
  await exited;
  return ms;
}

async function starts() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-start-'));
  // The machine's load changes these figures most: reported beside them.
  const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
  try {
    const loadBefore = load();
    const empty = await timeStart(dataDir);
    const existing: number[] = [];
    for (let run = 0; run < 5; run += 1) existing.push(await timeStart(dataDir));
    const loadAverage = `${loadBefore} -> ${load()}`;
    line('pglite', 'npm start to /readyz, existing DATA_DIR (median of 5)', `${round(median(existing))} ms`, `runs ${existing.map((ms) => round(ms)).join(', ')}; load average ${loadAverage}`, { medianMs: round(median(existing)), loadAverage });
    line('pglite', 'npm start to /readyz, empty DATA_DIR (first start)', `${round(empty)} ms`, '', { ms: round(empty) });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function syncs() {
  const databases = [['pglite', ''], ...(process.env.BENCH_DATABASE_URL ? [['postgres', process.env.BENCH_DATABASE_URL]] : [])];
  for (const [label, databaseUrl] of databases) {
    for (const products of [10_000, 100_000]) {
      const output = execFileSync(process.execPath, ['--import', 'tsx', 'bench/sync.ts', String(products)], { encoding: 'utf8', env: { ...process.env, BENCH_DATABASE_URL: databaseUrl } });
      const figures = JSON.parse(output.slice(output.indexOf('{'))) as { seconds: number; peakRssMb: number; productsPerSecond: number; writePathSeconds: number; rawInsertSeconds: number };
      line(label!, `full sync of ${products} products (bench/sync.ts)`, `${figures.seconds} s, peak RSS ${figures.peakRssMb} MB`,
        `raw inserts ${figures.rawInsertSeconds} s, the write path alone ${figures.writePathSeconds} s`, figures);
    }
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
    await readsUnderWrites(label, service.base, media.docs[0].id, 100);
    await readsUnderWrites(label, service.base, media.docs[0].id, 0);
    if (readsOnly) return;
    await announcementWrites(label, service.base, folder);
    await concurrentIncrements(label, service.base, backend.url);
  } finally {
    await service.stop();
    await backend.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

buildService();
// --starts-only: only the start figures (npm start on an existing and an empty DATA_DIR).
const startsOnly = process.argv.includes('--starts-only');
// --reads-only: only the content reads (repeated, first answers after a write, under writes).
const readsOnly = process.argv.includes('--reads-only');
// --scale-out-only: only the three-instance increments (needs BENCH_DATABASE_URL and BENCH_REDIS_URL).
const scaleOutOnly = process.argv.includes('--scale-out-only');
const { BENCH_DATABASE_URL: benchDatabaseUrl, BENCH_REDIS_URL: benchRedisUrl } = process.env;
if (scaleOutOnly && (!benchDatabaseUrl || !benchRedisUrl)) throw new Error('--scale-out-only needs BENCH_DATABASE_URL and BENCH_REDIS_URL');
if (!startsOnly && !scaleOutOnly) {
  console.log(`Reads: ${loadTool} against the service and a bare node:http server in alternating slices, ${DURATION_S} s each; writes: autocannon; loopback; service compiled, LOG_LEVEL=warn`);
  await benchDatabase('pglite', undefined);
  if (benchDatabaseUrl) await benchDatabase('postgres', benchDatabaseUrl);
}
if (!startsOnly && !readsOnly && benchDatabaseUrl && benchRedisUrl) await scaleOutIncrements(benchDatabaseUrl, benchRedisUrl);
if (!readsOnly && !scaleOutOnly) await starts();
if (!startsOnly && !readsOnly && !scaleOutOnly && !process.argv.includes('--no-sync')) syncs();
mkdirSync('bench/results', { recursive: true });
const file = path.join('bench/results', `beyond-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ takenAt: new Date().toISOString(), node: process.version, rows: report }, null, 2));
console.log(`Figures written to ${file}`);
