import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import { ANY_CHANGE, ContentChanges } from '../../src/content/changes.js';
import type { Db } from '../../src/db/client.js';
import type { VersionStore } from '../../src/lib/redis.js';
import { createDoc, startTestApp } from '../helpers/app.js';

/** What one instance's feed sees: PostgreSQL's committed version, Redis's counter, and the poll's reads. */
function sharedVersions({ redisUp = true } = {}) {
  const state = { committed: 0, counter: 0, reads: 0, redisUp };
  let releaseIncrement: (() => void) | undefined;
  let holdIncrement = false;
  const notifications: VersionStore = {
    current: async () => {
      if (!state.redisUp) throw new Error('Redis down');
      return String(state.counter);
    },
    increment: async () => {
      if (holdIncrement) await new Promise<void>((resolve) => (releaseIncrement = resolve));
      if (!state.redisUp) throw new Error('Redis down');
      return String((state.counter += 1));
    },
  };
  const changes = new ContentChanges({
    notifications,
    committed: async () => {
      state.reads += 1;
      return state.committed;
    },
    pollMs: 5,
    warn: () => {},
  });
  const seen: string[] = [];
  changes.subscribe((slug) => void seen.push(slug));
  return {
    changes,
    state,
    seen,
    holdIncrements: () => void (holdIncrement = true),
    releaseIncrement: () => {
      holdIncrement = false;
      releaseIncrement?.();
    },
  };
}

/** A database whose transaction moves the committed version (as the trigger does) once `commit` resolves. */
function committingDatabase(state: { committed: number }, commit: Promise<void> = Promise.resolve()): Db {
  return { transaction: async (work: (tx: unknown) => unknown) => {
    await commit;
    state.committed += 1;
    return work({});
  } } as unknown as Db;
}

async function until(what: string, condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await sleep(2);
  }
}

/** Waits for `count` more reads of the committed version (poll ticks). */
async function ticks(state: { reads: number }, count: number): Promise<void> {
  const from = state.reads;
  await until(`${count} poll ticks`, () => state.reads >= from + count);
}

describe('ContentChanges: the poll of the committed version', () => {
  it('does not take its own write, committed and not yet announced through Redis, for another instance\'s', async () => {
    const feed = sharedVersions();
    await feed.changes.start();
    try {
      await feed.changes.refresh();
      feed.seen.length = 0;
      feed.holdIncrements();
      const write = feed.changes.write(committingDatabase(feed.state), async (_tx, log) => log.touched('media'));
      await until('the write committed', () => feed.state.committed === 1);
      await ticks(feed.state, 3);
      assert.deepEqual(feed.seen, ['media'], 'the write announced here; no tick applied it as any change');
      feed.releaseIncrement();
      await write;
      await ticks(feed.state, 3);
      assert.deepEqual(feed.seen, ['media'], 'nor after its announcement');

      feed.state.committed += 1; // another instance's write, its Redis notification lost
      await until('the tick applies it', () => feed.seen.length > 1);
      assert.deepEqual(feed.seen, ['media', ANY_CHANGE]);
    } finally {
      feed.changes.stop();
    }
  });

  it('without Redis, applies every move of the committed version, also while its own writes are under way', async () => {
    const feed = sharedVersions();
    await feed.changes.start();
    try {
      feed.state.redisUp = false;
      await feed.changes.write(committingDatabase(feed.state), async (_tx, log) => log.touched('media'));
      await until('the tick applies the write', () => feed.seen.includes(ANY_CHANGE));
      assert.deepEqual(feed.seen, ['media', ANY_CHANGE], 'its own write too: Redis no longer tells them apart');

      let commit!: () => void;
      const held = feed.changes.write(committingDatabase(feed.state, new Promise((resolve) => (commit = resolve))), async (_tx, log) => log.touched('articles'));
      feed.seen.length = 0;
      feed.state.committed += 1; // another instance's write while ours waits on its transaction
      await until('the tick applies it', () => feed.seen.includes(ANY_CHANGE));
      assert.deepEqual(feed.seen, [ANY_CHANGE]);
      commit();
      await held;
    } finally {
      feed.changes.stop();
    }
  });
});

const onPostgresWithRedis = process.env.TEST_DB === 'postgres' && process.env.TEST_REDIS_URL !== undefined;

describe('an instance on PostgreSQL with Redis, writing without pause', { skip: !onPostgresWithRedis && 'needs TEST_DB=postgres and TEST_REDIS_URL' }, () => {
  it('never takes its own writes for another instance\'s (which would drop everything it keeps)', async () => {
    // The poll every 50 ms: about 30 ticks during the writes. Before the fix, 8 of 400 writes here were
    // also applied as any change, each dropping every kept answer and document of the instance.
    const t = await startTestApp({ ADMIN_API_KEY: 'poll-admin', REDIS_URL: process.env.TEST_REDIS_URL!, CONTENT_VERSION_POLL_MS: '50' });
    try {
      const admin = { authorization: 'Bearer poll-admin' };
      const article = await createDoc(t.app, 'articles', { title: 'Polled', status: 'published' }, admin);
      const seen: string[] = [];
      t.context.changes.subscribe((slug) => void seen.push(slug));
      const started = Date.now();
      for (let write = 0; write < 300; write += 1) {
        const response = await t.app.inject({ method: 'PATCH', url: `/api/articles/${article.id}`, payload: { title: `Write ${write}` }, headers: admin });
        assert.equal(response.statusCode, 200);
      }
      assert.ok(Date.now() - started > 200, 'the writes spanned several poll ticks');
      assert.deepEqual(seen.filter((slug) => slug !== 'articles'), [], 'only its own writes, each as itself');
      assert.equal(seen.length, 300);
    } finally {
      await t.close();
    }
  });
});
