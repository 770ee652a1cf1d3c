import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { generateCatalog } from '../demo/catalog.js';
import { startDemoBackend } from '../demo/commerce-backend.js';

/**
 * `npm run bench:sync [-- PRODUCTS]`: a full sync of PRODUCTS (default 10,000) generated backend
 * products from the demo backend on loopback into a fresh embedded database on disk.
 */
const productCount = Number(process.argv[2] ?? 10_000);
const catalog = generateCatalog({ products: productCount, ordersPerProduct: 0 });
const backend = await startDemoBackend({ catalog });
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-sync-'));
const database = await openDatabase({ kind: 'pglite', dataDir });
await database.migrate();
const app = await buildApp({
  config: loadConfig({ COMMERCE_URL: backend.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
  database,
  logger: false,
});

try {
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const response = await app.inject({ method: 'POST', url: '/api/sync-backend', payload: {} });
  const seconds = (performance.now() - started) / 1000;
  const { results } = response.json();
  if (response.statusCode !== 200 || results.created !== productCount) {
    throw new Error(`sync failed: ${response.statusCode} ${response.body.slice(0, 500)}`);
  }
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({
    products: productCount,
    seconds: Number(seconds.toFixed(2)),
    productsPerSecond: Math.round(productCount / seconds),
    peakRssMb: Math.round(peakRssMb),
    rssBeforeSyncMb: Math.round(rssBefore / 1024 / 1024),
    database: 'PGlite on disk',
    node: process.version,
  }, null, 2));
} finally {
  await app.close();
  await database.close();
  await backend.close();
  rmSync(dataDir, { recursive: true, force: true });
}
