import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ANY_CHANGE, ContentChanges } from '../../src/content/changes.js';
import type { VersionStore } from '../../src/lib/redis.js';
import { announceWrite } from '../helpers/changes.js';

/** A Redis version whose GETs are answered when the test says, each with the version current when it was sent. */
function heldVersionStore() {
  let version = 0;
  const held: { sentAt: number; answer: (value: string) => void }[] = [];
  const store: VersionStore = {
    current: () => new Promise((resolve) => held.push({ sentAt: version, answer: resolve })),
    increment: async () => String((version += 1)),
  };
  return {
    store,
    /** Another instance's write, committed and announced. */
    writeElsewhere: () => void (version += 1),
    gets: () => held.length,
    /** Answers the oldest GET still held, with the version of when it was sent. */
    answerNext: () => {
      const get = held.shift()!;
      get.answer(String(get.sentAt));
    },
  };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('ContentChanges.refresh with a shared version', () => {
  it('shares one GET between the reads that arrive while one is in flight, and never one sent before a read arrived', async () => {
    const redis = heldVersionStore();
    const changes = new ContentChanges({ notifications: redis.store, committed: async () => 0, pollMs: 60_000, warn: () => {} });
    const seen: string[] = [];
    changes.subscribe((slug) => void seen.push(slug));

    const first = changes.refresh();
    assert.equal(redis.gets(), 1);
    // A write elsewhere is answered after the first GET was sent; then three reads arrive.
    redis.writeElsewhere();
    let laterDone = 0;
    const later = [changes.refresh(), changes.refresh(), changes.refresh()].map((read) => read.then(() => void (laterDone += 1)));
    assert.equal(redis.gets(), 1, 'no GET of their own while one is in flight');

    redis.answerNext(); // the first GET carries the version from before the write
    await first;
    await settled();
    assert.equal(laterDone, 0, 'the later reads do not take an answer sent before they arrived');
    assert.equal(redis.gets(), 1, 'one GET sent after the first, shared by the three');

    redis.answerNext();
    await Promise.all(later);
    assert.deepEqual(seen, [ANY_CHANGE, ANY_CHANGE], 'the first GET saw the version moved from none; the second saw the write');
  });

  it('sends a GET per read when reads do not overlap', async () => {
    const redis = heldVersionStore();
    const changes = new ContentChanges({ notifications: redis.store, committed: async () => 0, pollMs: 60_000, warn: () => {} });
    for (let read = 1; read <= 3; read += 1) {
      const pending = changes.refresh();
      assert.equal(redis.gets(), 1);
      redis.answerNext();
      await pending;
    }
  });

  it("applies as any change the writes other instances counted before its own announcement, and nothing more for its own", async () => {
    let version = 0;
    const store: VersionStore = { current: async () => String(version), increment: async () => String((version += 1)) };
    const changes = new ContentChanges({ notifications: store, committed: async () => 0, pollMs: 60_000, warn: () => {} });
    await changes.refresh();
    const seen: string[] = [];
    changes.subscribe((slug) => void seen.push(slug));
    await announceWrite(changes, 'media');
    assert.deepEqual(seen, ['media'], 'its own write alone');
    version += 1; // another instance's write, not yet looked at here
    await announceWrite(changes, 'media');
    assert.deepEqual(seen, ['media', 'media', ANY_CHANGE], 'counted past its own: the other write is applied');
    await changes.refresh();
    assert.deepEqual(seen, ['media', 'media', ANY_CHANGE], 'and not again at the next read');
  });

  it('is a no-op without a shared version', async () => {
    const changes = new ContentChanges();
    await changes.refresh();
  });
});
