import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadFixture } from './fixture.js';

/**
 * `npm run bench`: the hot read routes under 64 connections for 10 s each, next to a bare node:http
 * server answering the same bytes from memory (the machine's limit for this work), on the embedded
 * database and, when BENCH_DATABASE_URL is set, on PostgreSQL too (with BENCH_REDIS_URL as its REDIS_URL).
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 64;
const STORE_KEY = 'bench-store-key';

interface RouteFigures {
  route: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  bareRequestsPerSecond: number;
  ratio: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

function startChild(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
}

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmHWM:\s+(\d+) kB/.exec(status);
  return match ? Math.round(Number(match[1]) / 1024) : Number.NaN;
}

function parseMs(text: string): number {
  const match = /([\d.]+)(us|ms|s)/.exec(text);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

function wrk(url: string, headers: Record<string, string>, seconds: number) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const output = execFileSync('wrk', ['-t2', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', ...headerArgs, url], { encoding: 'utf8' });
  const requestsPerSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const p50Ms = parseMs(/\s50%\s+(\S+)/.exec(output)?.[1] ?? '');
  const p99Ms = parseMs(/\s99%\s+(\S+)/.exec(output)?.[1] ?? '');
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  if (non2xx > 0) throw new Error(`${url}: ${non2xx} non-2xx answers`);
  return { requestsPerSecond, p50Ms, p99Ms };
}

async function benchDatabase(label: string, databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const service = startChild(['--import', 'tsx', 'src/server.ts'], {
    PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', STORE_API_KEY: STORE_KEY, LOG_LEVEL: 'warn',
    // On PostgreSQL, rendered answers are kept only when instances share writes through Redis.
    REDIS_URL: databaseUrl ? (process.env.BENCH_REDIS_URL ?? '') : '',
  });
  try {
    await waitFor(`${base}/healthz`);
    const ids = await loadFixture(base);
    const routes: [string, string, Record<string, string>][] = [
      ['GET /api/home', '/api/home', {}],
      ['GET /api/preorders/{id}', `/api/preorders/${ids.preorderId}`, {}],
      ['GET /api/preorders/{backendId}', `/api/preorders/${ids.preorderBackendId}`, {}],
      ['GET /api/preorders/{seedId}', `/api/preorders/${ids.preorderSeedId}`, {}],
      ['GET /api/public/product-recommendations', '/api/public/product-recommendations', { 'x-store-api-key': STORE_KEY }],
    ];
    const bodies: Record<string, { body: string; contentType: string }> = {};
    for (const [, url, headers] of routes) {
      const response = await fetch(`${base}${url}`, { headers });
      bodies[url] = { body: await response.text(), contentType: response.headers.get('content-type') ?? 'application/json' };
    }
    const barePort = await freePort();
    const bodiesFile = path.join(dataDir, 'bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    const bare = startChild(['bench/bare-server.mjs', bodiesFile, String(barePort)], {});
    const figures: RouteFigures[] = [];
    try {
      await waitFor(`http://127.0.0.1:${barePort}/healthz`);
      for (const [name, url, headers] of routes) {
        wrk(`${base}${url}`, headers, 2);
        const measured = wrk(`${base}${url}`, headers, DURATION_S);
        wrk(`http://127.0.0.1:${barePort}${url}`, headers, 1);
        const limit = wrk(`http://127.0.0.1:${barePort}${url}`, headers, DURATION_S);
        const row = {
          route: name,
          requestsPerSecond: Math.round(measured.requestsPerSecond),
          p50Ms: measured.p50Ms,
          p99Ms: measured.p99Ms,
          bareRequestsPerSecond: Math.round(limit.requestsPerSecond),
          ratio: Number((measured.requestsPerSecond / limit.requestsPerSecond).toFixed(2)),
        };
        figures.push(row);
        console.log(`${label.padEnd(10)} ${name.padEnd(42)} ${String(row.requestsPerSecond).padStart(7)} req/s  p50 ${row.p50Ms.toFixed(2)} ms  p99 ${row.p99Ms.toFixed(2)} ms  bare ${row.bareRequestsPerSecond} req/s  ratio ${row.ratio}`);
      }
    } finally {
      bare.kill();
    }
    const rss = peakRssMb(service.pid!);
    console.log(`${label.padEnd(10)} peak RSS of the service: ${rss} MB`);
    return { database: label, routes: figures, peakRssMb: rss };
  } finally {
    service.kill('SIGTERM');
    await new Promise((resolve) => service.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!existsSync('/usr/bin/wrk')) {
  console.error('wrk is not installed: apt-get install wrk');
  process.exit(1);
}
console.log(`Load generator: wrk, 2 threads, ${CONNECTIONS} connections, ${DURATION_S} s per route, loopback`);
const runs = [await benchDatabase('pglite', undefined)];
if (process.env.BENCH_DATABASE_URL) runs.push(await benchDatabase('postgres', process.env.BENCH_DATABASE_URL));
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify({ takenAt: new Date().toISOString(), node: process.version, tool: 'wrk', connections: CONNECTIONS, seconds: DURATION_S, runs }, null, 2));
console.log(`Figures written to ${file}`);
