import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadFixture } from './fixture.js';
import { CONNECTIONS, loadTool, measureInterleaved, pinned, SLICE_SECONDS } from './load.js';
import { buildService, captureBodies, peakRssMb, startCommand, startReference, startService } from './servers.js';

/**
 * `npm run bench`: the hot read routes under 64 connections for 10 s each, next to a bare node:http
 * server answering the same bytes from memory (the machine's limit for this work) and a minimal
 * Fastify app doing the same (the framework's limit), measured in alternating slices so that all
 * three meet the same machine (bench/load.ts), on the embedded database and, when
 * BENCH_DATABASE_URL is set, on PostgreSQL too (with BENCH_REDIS_URL as its REDIS_URL).
 * `npm run bench -- --scale`: the same routes as the store and the lists grow (bench/scale.ts).
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const STORE_KEY = 'bench-store-key';

interface RouteFigures {
  route: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** p50/p99 over all requests (wrk) rather than the median/worst slice's (autocannon). */
  exactPercentiles: boolean;
  bareRequestsPerSecond: number;
  ratio: number;
  fastifyRequestsPerSecond: number;
  fastifyRatio: number;
  /** The service's requests per second over the bare server's in each round of slices. */
  sliceRatios: number[];
}

async function benchDatabase(label: string, databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const service = await startService({
    DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', STORE_API_KEY: STORE_KEY,
    // On PostgreSQL, rendered answers are kept only when instances share writes through Redis.
    REDIS_URL: databaseUrl ? (process.env.BENCH_REDIS_URL ?? '') : '',
  });
  try {
    const ids = await loadFixture(service.base);
    const routes: { name: string; url: string; headers: Record<string, string> }[] = [
      { name: 'GET /api/home', url: '/api/home', headers: {} },
      { name: 'GET /api/preorders/{id}', url: `/api/preorders/${ids.preorderId}`, headers: {} },
      { name: 'GET /api/preorders/{backendId}', url: `/api/preorders/${ids.preorderBackendId}`, headers: {} },
      { name: 'GET /api/preorders/{seedId}', url: `/api/preorders/${ids.preorderSeedId}`, headers: {} },
      { name: 'GET /api/public/product-recommendations', url: '/api/public/product-recommendations', headers: { 'x-store-api-key': STORE_KEY } },
    ];
    const bodies = await captureBodies(service.base, routes);
    const bare = await startReference('bare', bodies, dataDir);
    const fastify = await startReference('fastify', bodies, dataDir);
    const figures: RouteFigures[] = [];
    try {
      for (const route of routes) {
        const [measured, limit, framework] = await measureInterleaved(
          [`${service.base}${route.url}`, `${bare.base}${route.url}`, `${fastify.base}${route.url}`], route.headers, DURATION_S,
        );
        const sliceRatios = measured.slices.map((perSecond, round) => Number((perSecond / limit.slices[round]!).toFixed(2)));
        const row: RouteFigures = {
          route: route.name,
          requestsPerSecond: Math.round(measured.requestsPerSecond),
          p50Ms: measured.p50Ms,
          p99Ms: measured.p99Ms,
          exactPercentiles: measured.exactPercentiles,
          bareRequestsPerSecond: Math.round(limit.requestsPerSecond),
          ratio: Number((measured.requestsPerSecond / limit.requestsPerSecond).toFixed(2)),
          fastifyRequestsPerSecond: Math.round(framework.requestsPerSecond),
          fastifyRatio: Number((framework.requestsPerSecond / limit.requestsPerSecond).toFixed(2)),
          sliceRatios,
        };
        figures.push(row);
        console.log(
          `${label.padEnd(9)} ${route.name.padEnd(40)} ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${row.p50Ms.toFixed(2)} ms  p99 ${row.p99Ms.toFixed(2)} ms${row.exactPercentiles ? '' : ' (worst slice)'}`
          + `  bare ${row.bareRequestsPerSecond}  ratio ${row.ratio.toFixed(2)} (slices ${Math.min(...sliceRatios).toFixed(2)}-${Math.max(...sliceRatios).toFixed(2)})`
          + `  (minimal Fastify ${row.fastifyRequestsPerSecond}, ${row.fastifyRatio.toFixed(2)} of bare)`,
        );
      }
    } finally {
      await bare.stop();
      await fastify.stop();
    }
    const rss = peakRssMb(service.process.pid!);
    console.log(`${label.padEnd(9)} peak RSS of the service: ${rss} MB`);
    return { database: label, routes: figures, peakRssMb: rss };
  } finally {
    await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--scale')) {
  await import('./scale.js');
} else {
  buildService();
  console.log(`Load generator: ${loadTool}${pinned ? ' (1 thread on core 1, servers on core 0)' : ''}, ${CONNECTIONS} connections, ${DURATION_S} s per route and server in alternating ${SLICE_SECONDS} s slices, loopback; service: compiled, LOG_LEVEL=warn; every server runs as \`node ${startCommand().slice(0, -1).join(' ')}\``);
  const runs = [await benchDatabase('pglite', undefined)];
  if (process.env.BENCH_DATABASE_URL) runs.push(await benchDatabase('postgres', process.env.BENCH_DATABASE_URL));
  mkdirSync('bench/results', { recursive: true });
  const file = path.join('bench/results', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ takenAt: new Date().toISOString(), node: process.version, tool: loadTool, pinned, connections: CONNECTIONS, seconds: DURATION_S, runs }, null, 2));
  console.log(`Figures written to ${file}`);
}
