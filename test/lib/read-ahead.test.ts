import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readAhead } from '../../src/lib/read-ahead.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A source whose items arrive when the test releases them, counting how many were asked for. */
function controlledSource<T>() {
  const arrivals: ((result: IteratorResult<T> | Error) => void)[] = [];
  const state = { asked: 0, returned: false };
  const source: AsyncIterable<T> = {
    [Symbol.asyncIterator]: () => ({
      next: () => {
        state.asked += 1;
        return new Promise<IteratorResult<T>>((resolve, reject) => arrivals.push((result) => (result instanceof Error ? reject(result) : resolve(result))));
      },
      return: async () => {
        state.returned = true;
        return { done: true, value: undefined };
      },
    }),
  };
  const release = async (...items: T[]) => {
    for (const item of items) {
      while (arrivals.length === 0) await tick();
      arrivals.shift()!({ done: false, value: item });
      await tick();
    }
  };
  const end = async (result: IteratorResult<T> | Error = { done: true, value: undefined }) => {
    while (arrivals.length === 0) await tick();
    arrivals.shift()!(result);
  };
  return { source, state, release, end };
}

/** A consumer that takes a batch and holds it until the test lets it go. */
function slowConsumer<T>(batches: AsyncGenerator<T[]>) {
  const seen: T[][] = [];
  let letGo: (() => void) | undefined;
  const done = (async () => {
    for await (const batch of batches) {
      seen.push(batch);
      await new Promise<void>((resolve) => (letGo = resolve));
    }
  })();
  return { seen, done, next: async () => { while (!letGo) await tick(); const go = letGo; letGo = undefined; go(); await tick(); } };
}

describe('readAhead', () => {
  it('yields the first item alone, then everything that arrived while the consumer worked, in order', async () => {
    const { source, release, end } = controlledSource<string>();
    const consumer = slowConsumer(readAhead(source, 10, () => 1));
    await release('a');
    assert.deepEqual(consumer.seen, [['a']]);
    await release('b', 'c', 'd');
    assert.deepEqual(consumer.seen, [['a']], 'the consumer is still busy with the first batch');
    await consumer.next();
    assert.deepEqual(consumer.seen, [['a'], ['b', 'c', 'd']]);
    await end();
    await consumer.next();
    await consumer.done;
    assert.deepEqual(consumer.seen.flat(), ['a', 'b', 'c', 'd']);
  });

  it('stops reading once maxItems wait, and a batch holds no more than maxItems (by size)', async () => {
    const { source, state, release } = controlledSource<number[]>();
    const consumer = slowConsumer(readAhead(source, 4, (page) => page.length));
    await release([1, 2]);
    await release([3, 4], [5, 6, 7]);
    assert.equal(state.asked, 3, 'five items wait, past the limit of four: nothing more is asked for');
    await consumer.next();
    assert.deepEqual(consumer.seen, [[[1, 2]], [[3, 4]]], 'the next page would make five');
    assert.equal(state.asked, 4, 'three wait now: reading goes on');
  });

  it('throws the source\'s failure after yielding what was read before it', async () => {
    const { source, release, end } = controlledSource<string>();
    const batches: string[][] = [];
    const done = (async () => {
      for await (const batch of readAhead(source, 10, () => 1)) batches.push(batch);
    })();
    await release('a', 'b');
    await end(new Error('page 3 failed'));
    await assert.rejects(done, /page 3 failed/);
    assert.deepEqual(batches.flat(), ['a', 'b']);
  });

  it('stops reading and ends the source when the consumer stops early', async () => {
    const { source, state, release } = controlledSource<string>();
    const done = (async () => {
      for await (const batch of readAhead(source, 10, () => 1)) {
        if (batch.includes('a')) break;
      }
    })();
    await release('a');
    await release('b');
    await done;
    const asked = state.asked;
    assert.equal(state.returned, true);
    await tick();
    assert.equal(state.asked, asked, 'nothing asked for after the consumer left');
  });
});
