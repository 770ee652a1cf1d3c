import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { buildService, startService } from './servers.js';

/**
 * `npm run bench:sync [-- PRODUCTS]`: a full sync of PRODUCTS (default 10,000) generated backend
 * products from the demo backend into a fresh embedded database on disk. The service runs as `npm start`
 * runs it (the bundle, its node flags) and the backend in a process of its own
 * (bench/demo-backend-process.ts): the peak RSS and CPU time are the service process's own (read from
 * /proc when it has answered), the time is the POST's as a client sees it. The CPU time (all the
 * service's threads) and the load average at the start say how busy the machine was.
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

/** The kernel's figures for a process: resident and peak resident memory (MB), CPU time (s). */
function processFigures(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  const statLine = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const stat = statLine.slice(statLine.lastIndexOf(')') + 2).split(' ');
  // utime and stime (fields 14 and 15 of stat, here 12 and 13 after the name), in clock ticks of 1/100 s.
  const cpuSeconds = (Number(stat[11]) + Number(stat[12])) / 100;
  return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024, cpuSeconds };
}

buildService();
const backend = await startBackendProcess(productCount);
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-sync-'));
const service = await startService({ COMMERCE_URL: backend.url, DATA_DIR: dataDir, COMMERCE_TIMEOUT_MS: '30000', DATABASE_URL: '', REDIS_URL: '' });
const pid = service.process.pid!;

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
  console.log(JSON.stringify({
    products: productCount,
    seconds: Number(seconds.toFixed(2)),
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
