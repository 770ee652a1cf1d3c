import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createCommerceClient, pages } from '../src/commerce/client.js';
import { PAGE_SIZE } from '../src/commerce/commerce-client.js';
import type { BackendProduct } from '../src/commerce/types.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { createKeyedLock } from '../src/db/locks.js';
import { newRecord, targetCollection } from '../src/sync/map-product.js';
import { SYNC_BATCH_PRODUCTS } from '../src/sync/sync-all.js';
import { syncCandidates, writeSyncBatch } from '../src/sync/write-sync-batch.js';
import { ContentChanges } from '../src/content/changes.js';
import { newId } from '../src/lib/random-id.js';
import { buildService, processFigures, startService } from './servers.js';

/**
 * `npm run bench:sync [-- PRODUCTS]`: a full sync of PRODUCTS (default 10,000) generated backend
 * products from the demo backend into a fresh embedded database on disk, or, with BENCH_DATABASE_URL, into
 * a new database on that PostgreSQL server (dropped afterwards). The service runs as `npm start` runs it
 * (the bundle, its node flags) and the backend in a process of its own (bench/demo-backend-process.ts): the
 * peak RSS and CPU time are the service process's own (read from /proc when it has answered), the time is
 * the POST's as a client sees it. The CPU time (all the service's threads) and the load average at the
 * start say how busy the machine was.
 *
 * Beside it, its limits measured in the same run, each into a fresh database of the same kind from this
 * process, with the backend's pages read beforehand and written in batches of SYNC_BATCH_PRODUCTS (the
 * most the service puts in one transaction): the sync's own write path alone (writeSyncBatch, records,
 * events and audit entries, as the service runs it), and the database's raw insert rate for the same
 * records (a statement and a transaction a batch, nothing else).
 */
const productCount = Number(process.argv[2] ?? 10_000);

/** The demo backend with PRODUCTS generated products, in its own process; resolves with its URL. */
async function startBackendProcess(products: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/demo-backend-process.ts', String(products)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`demo backend exited with ${code}`)));
  });
  return { url: firstLine.trim(), stop: () => new Promise((resolve) => { child.once('exit', resolve); child.kill('SIGTERM'); }) };
}

const serverUrl = process.env.BENCH_DATABASE_URL || undefined;

/** A new empty database: a folder for PGlite, or a database on BENCH_DATABASE_URL's server; `drop` removes it. */
async function scratchDatabase(): Promise<{ dataDir: string; url: string; drop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-sync-'));
  const removeFolder = () => rmSync(dataDir, { recursive: true, force: true });
  if (!serverUrl) return { dataDir, url: '', drop: async () => removeFolder() };
  const name = `bench_sync_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dataDir, url: url.href,
    drop: async () => {
      removeFolder();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

buildService();
const backend = await startBackendProcess(productCount);
const target = await scratchDatabase();
const service = await startService({ COMMERCE_URL: backend.url, DATA_DIR: target.dataDir, COMMERCE_TIMEOUT_MS: '30000', DATABASE_URL: target.url, REDIS_URL: '' });
const pid = service.process.pid!;

/** Every backend product, read page by page as the sync reads them. */
async function readCatalog(url: string): Promise<BackendProduct[][]> {
  const commerce = createCommerceClient({ commerceUrl: url, commerceTimeoutMs: 30_000 });
  const all: BackendProduct[][] = [];
  for await (const page of pages((offset) => commerce.listProducts(offset, PAGE_SIZE).then(({ products, count }) => ({ items: products, count })), { idOf: (product) => product.id, maxPages: 10_000 })) all.push(page);
  return all;
}

/** Seconds `write` takes for every batch, each in its own transaction, on a fresh database of the service's kind. */
async function timeWrites(batches: BackendProduct[][], write: (database: Database, batch: BackendProduct[]) => Promise<unknown>): Promise<number> {
  const scratch = await scratchDatabase();
  const database = await openDatabase(scratch.url ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite', dataDir: scratch.dataDir });
  try {
    await database.migrate();
    const started = performance.now();
    for (const batch of batches) await write(database, batch);
    return (performance.now() - started) / 1000;
  } finally {
    await database.close();
    await scratch.drop();
  }
}

async function limits(url: string) {
  const pagesRead = await readCatalog(url);
  const perBatch = SYNC_BATCH_PRODUCTS / PAGE_SIZE;
  const batches = Array.from({ length: Math.ceil(pagesRead.length / perBatch) }, (_, index) => pagesRead.slice(index * perBatch, (index + 1) * perBatch).flat());
  const syncedAt = new Date();
  const writePath = await timeWrites(batches, (database, batch) =>
    writeSyncBatch({ db: database.db, changes: new ContentChanges(), locks: createKeyedLock(database) }, syncCandidates(batch, syncedAt), { forceUpdate: false, syncedAt, actor: { kind: 'cli', role: 'admin' } }));
  const rawInserts = await timeWrites(batches, ({ db }, batch) => db.transaction(async (tx) => {
    const rows = batch.map((product) => ({ collection: targetCollection(product), id: newId(), data: newRecord(product, targetCollection(product), syncedAt) }));
    await tx.execute(sql`insert into documents (collection, id, data)
      select collection, id, data from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(collection text, id text, data jsonb)`);
  }));
  return { writePathSeconds: Number(writePath.toFixed(2)), rawInsertSeconds: Number(rawInserts.toFixed(2)) };
}

try {
  const before = processFigures(pid);
  const [loadAverage] = loadavg();
  const started = performance.now();
  const response = await fetch(`${service.base}/api/sync-backend`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const body = await response.text();
  const seconds = (performance.now() - started) / 1000;
  const after = processFigures(pid);
  const { results } = JSON.parse(body);
  if (response.status !== 200 || results.created !== productCount) {
    throw new Error(`sync failed: ${response.status} ${body.slice(0, 500)}`);
  }
  const limit = await limits(backend.url);
  console.log(JSON.stringify({
    products: productCount,
    seconds: Number(seconds.toFixed(2)),
    // The limits, in this process: the write path alone (records, events, audit entries), and the records alone.
    ...limit,
    // CPU time of every thread of the service (the database's included): steadier than seconds on a busy machine.
    cpuSeconds: Number((after.cpuSeconds - before.cpuSeconds).toFixed(2)),
    productsPerSecond: Math.round(productCount / seconds),
    peakRssMb: Math.round(after.peakRssMb),
    rssBeforeSyncMb: Math.round(before.rssMb),
    answerMb: Number((Buffer.byteLength(body) / 1024 / 1024).toFixed(1)),
    loadAverage: Number(loadAverage!.toFixed(1)),
    database: serverUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite on disk',
    service: 'npm start\'s node command',
    node: process.version,
  }, null, 2));
} finally {
  await service.stop();
  await backend.stop();
  await target.drop();
}
