import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { syncProgress } from '../../src/cli/progress.js';

function fakeStream(isTTY: boolean) {
  const written: string[] = [];
  return { written, stream: { isTTY, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream };
}

describe('sync progress', () => {
  it('rewrites one line on a terminal and erases it at the end', () => {
    const { written, stream } = fakeStream(true);
    const progress = syncProgress(stream);
    progress.update(100, 250);
    progress.update(250, 250);
    progress.done();
    assert.deepEqual(written, ['\rSyncing: 100/250 products', '\rSyncing: 250/250 products', '\r\x1b[K']);
  });

  it('writes nothing when stderr is not a terminal', () => {
    const { written, stream } = fakeStream(false);
    const progress = syncProgress(stream);
    progress.update(100, 250);
    progress.done();
    assert.deepEqual(written, []);
  });
});
