import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { ContentChanges } from '../../src/content/changes.js';
import type { VersionStore } from '../../src/lib/redis.js';
import { loadConfig } from '../../src/config.js';
import { type Database, openDatabase } from '../../src/db/client.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { freePort } from '../helpers/server-process.js';
import { announceWrite } from '../helpers/changes.js';

describe('ContentChanges when Redis fails', () => {
  const failing: VersionStore = { current: async () => { throw new Error('down'); }, increment: async () => { throw new Error('down'); } };

  it('never fails a publish or a refresh, and learns of writes from the committed version within the poll', async () => {
    let committed = 1;
    const warnings: string[] = [];
    const changes = new ContentChanges({ notifications: failing, committed: async () => committed, pollMs: 30, warn: (message) => warnings.push(message) });
    const seen: string[] = [];
    changes.subscribe((slug) => void seen.push(slug));
    await changes.start();
    try {
      await announceWrite(changes, 'announcements');
      await changes.refresh();
      assert.deepEqual(seen, ['announcements']);
      assert.equal(warnings.length, 1);
      const before = changes.version();
      committed = 2;
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.deepEqual(seen, ['announcements', '*'], 'another instance\'s write arrives through the poll');
      assert.notEqual(changes.version(), before, 'kept answers are keyed anew');
    } finally {
      changes.stop();
    }
  });
});

const runs = process.env.TEST_DB === 'postgres';

/** A redis-server of the test's own on a fixed port, stopped and started at will. */
function redisServer(port: number) {
  let child: ChildProcess | undefined;
  return {
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
    async stop() {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child?.kill('SIGKILL');
      await exited;
    },
  };
}

describe('Redis stopped under load and restarted (two instances on PostgreSQL)', { skip: !runs && 'needs TEST_DB=postgres' }, () => {
  let redis: ReturnType<typeof redisServer>;
  let first: TestApp;
  let secondDatabase: Database;
  let second: FastifyInstance;

  before(async () => {
    const port = await freePort();
    redis = redisServer(port);
    await redis.start();
    const env = { REDIS_URL: `redis://127.0.0.1:${port}/0`, CONTENT_VERSION_POLL_MS: '500' };
    first = await startTestApp(env);
    secondDatabase = await openDatabase({ kind: 'postgres', url: first.database.url!, poolSize: 5 });
    second = await buildApp({ config: loadConfig({ ...env, LOG_LEVEL: 'silent' }), database: secondDatabase });
    await second.ready();
  });
  after(async () => {
    await second?.close();
    await secondDatabase?.close();
    await first?.close();
    await redis?.stop();
  });

  const latestOnHome = async (app: FastifyInstance) => (await app.inject({ url: '/api/home' })).json().announcements[0]?.title as string | undefined;

  it('answers every write once with its success, keeps /readyz honest, and converges within the poll bound', async () => {
    const statuses: number[] = [];
    const readStatuses: number[] = [];
    let written = 0;
    let stopLoad = false;
    const writes = (async () => {
      while (!stopLoad) {
        written += 1;
        const response = await first.app.inject({
          method: 'POST', url: '/api/announcements',
          payload: { title: `news ${written}`, status: 'published', showOnHomepage: true, priority: written },
        });
        statuses.push(response.statusCode);
        readStatuses.push((await second.inject({ url: '/api/home' })).statusCode);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await redis.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const down = await second.inject({ url: '/readyz' });
    assert.equal(down.statusCode, 200, 'still serving: Redis down takes no instance out of rotation');
    assert.deepEqual(down.json(), { status: 'ready', redis: 'unavailable', staleness_bound_ms: 500 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    await redis.start();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    stopLoad = true;
    await writes;

    assert.ok(statuses.length > 10, `${statuses.length} writes`);
    assert.deepEqual([...new Set(statuses)], [201], 'every write answered its success');
    assert.deepEqual([...new Set(readStatuses)], [200], 'every read answered');
    // every page: a fast machine writes more than one page of 1000 in these 2.6 s
    const titles: string[] = [];
    for (let page = 1; ; page += 1) {
      const stored = (await first.app.inject({ url: `/api/announcements?limit=1000&page=${page}&depth=0` })).json();
      assert.equal(stored.totalDocs, statuses.length, 'one record per write: none lost, none duplicated');
      titles.push(...stored.docs.map((doc: { title: string }) => doc.title));
      if (!stored.hasNextPage) break;
    }
    assert.equal(new Set(titles).size, statuses.length);
    assert.deepEqual((await second.inject({ url: '/readyz' })).json(), { status: 'ready' }, 'Redis available again');

    // A write while Redis is down reaches the other instance within the poll bound (500 ms here).
    await redis.stop();
    await latestOnHome(second);
    await first.app.inject({ method: 'POST', url: '/api/announcements', payload: { title: 'while redis is down', status: 'published', showOnHomepage: true, priority: 1e6 } });
    const started = performance.now();
    let converged = -1;
    while (performance.now() - started < 3000) {
      if ((await latestOnHome(second)) === 'while redis is down') {
        converged = performance.now() - started;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    console.log(`# ${statuses.length} writes through a Redis stop and restart; the other instance saw a write made while Redis was down after ${converged.toFixed(0)} ms`);
    assert.ok(converged >= 0 && converged < 1500, `converged after ${converged} ms`);
    await redis.start();
  });
});
