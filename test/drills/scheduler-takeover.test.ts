import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { generateCatalog } from '../../demo/catalog.js';
import { type DemoBackend, startDemoBackend } from '../../demo/commerce-backend.js';
import { createDrillStore, drillOnPostgres, DrillService, type DrillStore, listAll, reportFigure } from '../helpers/drill.js';

// Drill: three instances on one PostgreSQL run the scheduled full sync (SYNC_INTERVAL); the one holding it
// is killed with SIGKILL halfway through a sync. Another instance must take the job over within seconds
// (its lease lasts 15 s, renewed every 5 s; instances check every 5 s), not at the next interval nor after
// the two minutes the old lease lasted, and no two syncs may ever run at once.
const PRODUCTS = 1000;
/** Each page of 100 products answers this late, so a sync lasts several seconds and the kill lands in it. */
const PAGE_DELAY_MS = 500;
/** Far above the takeover: a run that starts within the bound is the takeover, not the next scheduled one. */
const SYNC_INTERVAL = '10m';
const TAKEOVER_BOUND_MS = 30_000;
const DRILL = 'scheduler takeover';

/** The suite's Redis on a database index of its own, so other files' flushes and keys stay apart. */
function redisEnv(): Record<string, string> {
  const url = process.env.TEST_REDIS_URL;
  if (!url) return {};
  const own = new URL(url);
  own.pathname = '/8';
  return { REDIS_URL: own.toString() };
}

interface SyncRun {
  id: string;
  started_at: Date;
  finished_at: Date | null;
  status: string;
  processed: number;
  total: number;
}

interface JobRow {
  leased_by: string | null;
  last_outcome: string | null;
}

async function until<T>(what: string, ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = performance.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (performance.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(100);
  }
}

const unavailable = !drillOnPostgres && 'three instances share one database: needs PostgreSQL (TEST_DB=postgres with TEST_DATABASE_URL); an embedded PGlite database is one process\'s';

describe(`drill: SIGKILL of the instance running the scheduled sync, three instances`, { skip: unavailable, timeout: 600_000 }, () => {
  let backend: DemoBackend;
  let store: DrillStore;
  let client: pg.Client;
  const services: DrillService[] = [];

  const syncRuns = async () => (await client.query<SyncRun>(`select id, started_at, finished_at, status, processed, total from sync_runs
    where mode = 'all' and actor_kind = 'scheduler' order by started_at`)).rows;
  const job = async () => (await client.query<JobRow>(`select leased_by, last_outcome from scheduled_jobs where name = 'sync'`)).rows[0];
  /** The instance whose scheduler logged `owner` at its start. */
  const serviceOf = (owner: string) => services.find((service) => service.output().includes(`"owner":"${owner}"`));

  before(async () => {
    backend = await startDemoBackend({ catalog: generateCatalog({ products: PRODUCTS, preorderShare: 0.3, ordersPerProduct: 0, seed: 34 }) });
    store = await createDrillStore();
    const env = {
      ...store.env, ...redisEnv(), COMMERCE_URL: backend.url, COMMERCE_TIMEOUT_MS: '30000', SYNC_INTERVAL,
      // `scheduler started` (with its owner id) is an info line.
      LOG_LEVEL: 'info',
    };
    for (let index = 0; index < 3; index += 1) services.push(await DrillService.create(env));
    // One after the other: the first migrates, and runs the first sync at once (the job was never run).
    for (const service of services) await service.start();
    client = new pg.Client({ connectionString: store.env.DATABASE_URL });
    await client.connect();
  });
  after(async () => {
    await client?.end();
    await Promise.all(services.map((service) => service.kill()));
    await store?.remove();
    await backend?.close();
  });

  it('another instance takes the sync over within seconds, and no two syncs overlap', async () => {
    await until('the first scheduled sync', 120_000, async () => {
      const [first] = await syncRuns();
      return first?.status === 'succeeded' && (await job())?.leased_by === null ? first : undefined;
    });

    // The interval has passed, as far as the job's row can tell: the next check of some instance takes it.
    backend.fail('listProducts', { delayMs: PAGE_DELAY_MS });
    await client.query(`update scheduled_jobs set last_started_at = now() - interval '1 hour' where name = 'sync'`);
    const running = await until('the second sync to write its first pages', 60_000, async () => {
      const run = (await syncRuns()).find((row) => row.status === 'running' && row.processed >= 200);
      const owner = run && (await job())?.leased_by;
      return run && owner ? { run, owner } : undefined;
    });
    const holder = serviceOf(running.owner);
    assert.ok(holder, `an instance logged the owner ${running.owner}`);
    const killedAt = new Date();
    const killed = performance.now();
    await holder.kill();
    const [cut] = (await syncRuns()).filter((row) => row.id === running.run.id);
    assert.equal(cut?.status, 'running', 'the kill cut the sync midway (it had not finished)');

    const takeover = await until('another instance to take the sync over', TAKEOVER_BOUND_MS + 30_000, async () =>
      (await syncRuns()).find((row) => row.started_at > killedAt));
    const takeoverMs = takeover.started_at.getTime() - killedAt.getTime();
    const taker = await job();
    assert.ok(taker?.leased_by && taker.leased_by !== running.owner, `the job is held by another owner: ${JSON.stringify(taker)}`);
    assert.ok(serviceOf(taker.leased_by) && serviceOf(taker.leased_by) !== holder, 'a surviving instance holds it');
    assert.equal(taker.last_outcome, 'abandoned', 'recorded as the takeover of an abandoned run');
    const finished = await until('the takeover\'s sync to finish', 120_000, async () => {
      const run = (await syncRuns()).find((row) => row.id === takeover.id && row.status !== 'running');
      return run && (await job())?.leased_by === null ? run : undefined;
    });
    const finishedMs = performance.now() - killed;
    assert.equal(finished.status, 'succeeded');
    assert.equal((await job())?.last_outcome, 'ok');

    // The runs one after the other: each starts after the one before ended (the killed one at the kill).
    const runs = await syncRuns();
    const ends = runs.map((row) => (row.id === running.run.id ? killedAt : row.finished_at));
    const overlaps = runs.slice(1).flatMap((row, index) => {
      const end = ends[index];
      return !end || row.started_at < end ? [`run ${row.id} started ${row.started_at.toISOString()} before run ${runs[index]!.id} ended (${end?.toISOString() ?? 'never'})`] : [];
    });
    assert.deepEqual(overlaps, [], 'no two syncs at once');
    assert.equal(runs.length, 3, 'the first sync, the killed one, the takeover: no other');
    const survivor = services.find((service) => service !== holder)!;
    const records = (await listAll(survivor.base, 'products')).length + (await listAll(survivor.base, 'preorder-products')).length;
    assert.equal(records, PRODUCTS, 'every backend product has its record');

    reportFigure(DRILL, `SIGKILL of the sync's holder at ${cut.processed}/${cut.total} products: another instance took the job over `
      + `${(takeoverMs / 1000).toFixed(1)} s after the kill (bound ${TAKEOVER_BOUND_MS / 1000} s; lease 15 s renewed every 5 s, checks every 5 s; `
      + `the old lease was 120 s), and its sync finished ${(finishedMs / 1000).toFixed(1)} s after the kill`);
    reportFigure(DRILL, `${runs.length} scheduled syncs seen (${runs.map((row) => row.status).join(', ')}), none overlapping; ${records} records after`);
    assert.ok(takeoverMs < TAKEOVER_BOUND_MS, `taken over ${takeoverMs} ms after the kill`);
  });
});
