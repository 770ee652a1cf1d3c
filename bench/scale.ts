import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateCatalog } from '../demo/catalog.js';
import { startDemoBackend } from '../demo/commerce-backend.js';
import { CONNECTIONS, loadTool, measureInterleaved, pinned, SLICE_SECONDS } from './load.js';
import { buildService, captureBodies, peakRssMb, startReference, startService } from './servers.js';

/**
 * `npm run bench -- --scale`: read costs as the catalog grows, and sync time as the backend grows.
 * Each store is filled by a real sync from the demo commerce backend on loopback (that sync is timed
 * too). The reads are measured in a service started afresh on the synced store, so that the figures
 * show the store's size alone: home with 10, 100 and 1,000 products per recommendation list (3 lists)
 * and the preorder detail, each next to a bare node:http server answering the same bytes. The ratio to
 * that server is the route-level cost: flat means the service adds a constant per request. The detail
 * is also measured in the process that ran the sync, right after it, because a large sync leaves that
 * process slower for a while (its garbage and V8's allocation decisions; see the README).
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const numbers = (name: string, fallback: string) => (process.env[name] ?? fallback).split(',').map(Number);
const STORE_SIZES = numbers('BENCH_SCALE_STORES', '1000,10000,100000');
const LIST_SIZES = numbers('BENCH_SCALE_LISTS', '10,100,1000');
const SYNC_SIZES = numbers('BENCH_SCALE_SYNCS', '1000,10000,50000');

interface Row {
  storeRecords: number;
  route: string;
  /** `fresh`: a service started on the synced store; `after sync`: the process that ran the sync. */
  process: 'fresh' | 'after sync';
  productsPerList: number | null;
  bodyBytes: number;
  requestsPerSecond: number;
  p99Ms: number;
  bareRequestsPerSecond: number;
  bareP99Ms: number;
  ratio: number;
}

async function json(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return response.json();
}

/** A service on its own embedded database, synced from a backend of `products` products. */
async function syncedStore(products: number) {
  const backend = await startDemoBackend({ catalog: generateCatalog({ products, ordersPerProduct: 0 }) });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-scale-'));
  const env = { DATA_DIR: dataDir, COMMERCE_URL: backend.url, COMMERCE_TIMEOUT_MS: '60000' };
  const syncing = await startService(env);
  const started = performance.now();
  const sync = await json(`${syncing.base}/api/sync-backend`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const syncSeconds = (performance.now() - started) / 1000;
  if (sync.results.created !== products) throw new Error(`sync created ${sync.results.created} of ${products}`);
  let service = syncing;
  return {
    syncing, dataDir, syncSeconds,
    /** Stops the syncing process and starts a fresh one on the same store (one process per data folder). */
    restart: async () => {
      await syncing.stop();
      service = await startService(env);
      return service;
    },
    close: async () => {
      await service.stop();
      await backend.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function compare(base: string, url: string, folder: string) {
  const bodies = await captureBodies(base, [{ url, headers: {} }]);
  const bare = await startReference('bare', bodies, folder);
  const [measured, limit] = await measureInterleaved([`${base}${url}`, `${bare.base}${url}`], {}, DURATION_S).finally(() => bare.stop());
  return {
    bodyBytes: Buffer.byteLength(bodies[url]!.body),
    requestsPerSecond: Math.round(measured.requestsPerSecond),
    p99Ms: measured.p99Ms,
    bareRequestsPerSecond: Math.round(limit.requestsPerSecond),
    bareP99Ms: limit.p99Ms,
    ratio: Number((measured.requestsPerSecond / limit.requestsPerSecond).toFixed(2)),
  };
}

function print(row: Row) {
  const list = row.productsPerList === null ? '' : ` ${row.productsPerList}/list`;
  const where = row.process === 'after sync' ? ' (right after the sync, same process)' : '';
  console.log(
    `${String(row.storeRecords).padStart(7)} records  ${(row.route + list).padEnd(28)} ${String(Math.round(row.bodyBytes / 1024)).padStart(6)} KiB`
    + `  ${String(row.requestsPerSecond).padStart(6)} req/s  p99 ${row.p99Ms.toFixed(1)} ms  bare ${row.bareRequestsPerSecond} (p99 ${row.bareP99Ms.toFixed(1)} ms)  ratio ${row.ratio.toFixed(2)}${where}`,
  );
}

buildService();
console.log(`Scale run. Load generator: ${loadTool}${pinned ? ' (1 thread on core 1, servers on core 0)' : ''}, ${CONNECTIONS} connections, ${DURATION_S} s per measurement and server in alternating ${SLICE_SECONDS} s slices; embedded database on disk`);
const reads: Row[] = [];
const syncs: { products: number; seconds: number; productsPerSecond: number }[] = [];
const recordSync = (products: number, seconds: number) => {
  syncs.push({ products, seconds: Number(seconds.toFixed(2)), productsPerSecond: Math.round(products / seconds) });
  console.log(`sync of ${products} backend products: ${seconds.toFixed(1)} s (${Math.round(products / seconds)} products/s)`);
};

for (const records of STORE_SIZES) {
  const store = await syncedStore(records);
  try {
    recordSync(records, store.syncSeconds);
    const measure = async (base: string, url: string, route: string, process: Row['process'], productsPerList: number | null = null): Promise<Row> => (
      { storeRecords: records, route, process, productsPerList, ...(await compare(base, url, store.dataDir)) });
    const firstPreorder = (await json(`${store.syncing.base}/api/preorder-products?limit=1&depth=0`)).docs[0] as { id: string };
    const detailUrl = `/api/preorders/${firstPreorder.id}`;
    const afterSync = await measure(store.syncing.base, detailUrl, 'GET /api/preorders/{id}', 'after sync');
    const syncingRssMb = peakRssMb(store.syncing.process.pid!);
    const service = await store.restart();
    const base = service.base;
    const detailRow = await measure(base, detailUrl, 'GET /api/preorders/{id}', 'fresh');
    reads.push(detailRow, afterSync);
    print(detailRow);
    const preorders = (await json(`${base}/api/preorder-products?limit=1000&depth=0`)).docs as { id: string }[];
    const products = (await json(`${base}/api/products?limit=1000&depth=0`)).docs as { id: string }[];
    for (const perList of LIST_SIZES) {
      const reference = (index: number) => (index % 2 === 0
        ? { relationTo: 'preorder-products', value: preorders[(index / 2) % preorders.length]!.id }
        : { relationTo: 'products', value: products[((index - 1) / 2) % products.length]!.id });
      await json(`${base}/api/globals/product-recommendations`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          enabled: true,
          lists: Array.from({ length: 3 }, (_, list) => ({
            id: `list-${list}`, title: `List ${list}`, subtitle: 'Picked for you', preorder: list === 0,
            products: Array.from({ length: perList }, (_, index) => reference(index + list)),
          })),
        }),
      });
      const row = await measure(base, '/api/home', 'GET /api/home', 'fresh', perList);
      reads.push(row);
      print(row);
    }
    print(afterSync);
    console.log(`        peak RSS with ${records} records: ${syncingRssMb} MB in the process that ran the sync, ${peakRssMb(service.process.pid!)} MB in the fresh one`);
  } finally {
    await store.close();
  }
}

for (const products of SYNC_SIZES.filter((size) => !STORE_SIZES.includes(size))) {
  const store = await syncedStore(products);
  recordSync(products, store.syncSeconds);
  await store.close();
}

mkdirSync('bench/results', { recursive: true });
const file = path.join('bench/results', `scale-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ takenAt: new Date().toISOString(), node: process.version, tool: loadTool, connections: CONNECTIONS, seconds: DURATION_S, reads, syncs: syncs.sort((a, b) => a.products - b.products) }, null, 2));
console.log(`Figures written to ${file}`);
