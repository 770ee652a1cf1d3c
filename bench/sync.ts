import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';

/**
 * `npm run bench:sync [-- PRODUCTS]`: a full sync of PRODUCTS (default 10,000) generated backend
 * products from the demo backend into a fresh embedded database on disk. The backend runs in a child
 * process (bench/demo-backend-process.ts), so this process's peak RSS is the service's own: the app,
 * the embedded database and the sync. The limit beside it: PGlite's own rate for the same rows written
 * in one statement. Besides the time it prints the CPU time the service used (all its threads) and the
 * load average at the start, since the machine it runs on may be busy with other work.
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

const backend = await startBackendProcess(productCount);
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-sync-'));
const database = await openDatabase({ kind: 'pglite', dataDir });
await database.migrate();
const app = await buildApp({
  config: loadConfig({ COMMERCE_URL: backend.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', COMMERCE_TIMEOUT_MS: '30000' }),
  database,
  logger: false,
});

try {
  const rssBefore = process.memoryUsage().rss;
  const [loadAverage] = loadavg();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const response = await app.inject({ method: 'POST', url: '/api/sync-backend', payload: {} });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  // Read before this script parses the answer: that copy is the client's, not the service's.
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  const { results } = response.json();
  if (response.statusCode !== 200 || results.created !== productCount) {
    throw new Error(`sync failed: ${response.statusCode} ${response.body.slice(0, 500)}`);
  }
  console.log(JSON.stringify({
    products: productCount,
    seconds: Number(seconds.toFixed(2)),
    // CPU time of every thread of the service (the database's included): steadier than seconds on a busy machine.
    cpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(2)),
    loadAverage: Number(loadAverage!.toFixed(2)),
    productsPerSecond: Math.round(productCount / seconds),
    peakRssMb: Math.round(peakRssMb),
    rssBeforeSyncMb: Math.round(rssBefore / 1024 / 1024),
    answerMb: Number((response.rawPayload.length / 1024 / 1024).toFixed(1)),
    database: 'PGlite on disk',
    node: process.version,
  }, null, 2));
} finally {
  await app.close();
  await database.close();
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
