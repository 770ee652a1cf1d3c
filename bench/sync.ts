import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { createCommerceClient, pages } from '../src/commerce/client.js';
import { PAGE_SIZE } from '../src/commerce/commerce-client.js';
import type { BackendProduct } from '../src/commerce/types.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { createKeyedLock } from '../src/db/locks.js';
import { newRecord, targetCollection } from '../src/sync/map-product.js';
import { writeSyncBatch } from '../src/sync/write-sync-batch.js';
import { newId } from '../src/content/repository.js';
import { buildService, processFigures, startService } from './servers.js';

/**
 * `npm run bench:sync [-- PRODUCTS]`: a full sync of PRODUCTS (default 10,000) generated backend
 * products from the demo backend into a fresh embedded database on disk. The service runs as `npm start`
 * runs it (the bundle, its node flags) and the backend in a process of its own
 * (bench/demo-backend-process.ts): the peak RSS and CPU time are the service process's own (read from
 * /proc when it has answered), the time is the POST's as a client sees it. The CPU time (all the
 * service's threads) and the load average at the start say how busy the machine was.
 *
 * Beside it, its limits measured in the same run, each into a fresh embedded database on disk in this
 * process with the backend's pages read beforehand: the sync's own write path alone (writeSyncBatch a
 * page, records, events and audit entries, as the service runs it), and the database's raw insert rate
 * for the same records (100 a statement, a transaction a page, nothing else).
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

buildService();
const backend = await startBackendProcess(productCount);
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-sync-'));
const service = await startService({ COMMERCE_URL: backend.url, DATA_DIR: dataDir, COMMERCE_TIMEOUT_MS: '30000', DATABASE_URL: '', REDIS_URL: '' });
const pid = service.process.pid!;

/** Every backend product, read page by page as the sync reads them. */
async function readCatalog(url: string): Promise<BackendProduct[][]> {
  const commerce = createCommerceClient({ commerceUrl: url, commerceTimeoutMs: 30_000 });
  const all: BackendProduct[][] = [];
  for await (const page of pages((offset) => commerce.listProducts(offset, PAGE_SIZE).then(({ products, count }) => ({ items: products, count })), { idOf: (product) => product.id, maxPages: 10_000 })) all.push(page);
  return all;
}

/** Seconds `write` takes for every page, each in its own transaction, on a fresh database on disk. */
async function timeWrites(catalog: BackendProduct[][], write: (database: Database, page: BackendProduct[]) => Promise<unknown>): Promise<number> {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-sync-limit-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: folder });
  try {
    await database.migrate();
    const started = performance.now();
    for (const page of catalog) await write(database, page);
    return (performance.now() - started) / 1000;
  } finally {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

async function limits(url: string) {
  const catalog = await readCatalog(url);
  const syncedAt = new Date();
  const writePath = await timeWrites(catalog, (database, page) =>
    writeSyncBatch({ db: database.db, locks: createKeyedLock(database) }, page, { forceUpdate: false, syncedAt, actor: { kind: 'cli', role: 'admin' } }));
  const rawInserts = await timeWrites(catalog, ({ db }, page) => db.transaction(async (tx) => {
    const rows = page.map((product) => ({ collection: targetCollection(product), id: newId(), data: newRecord(product, targetCollection(product), syncedAt) }));
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
    database: 'PGlite on disk',
    service: 'npm start\'s node command',
    node: process.version,
  }, null, 2));
} finally {
  await service.stop();
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
