import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { describe, it } from 'node:test';
import { linesOf } from '../../src/lib/lines.js';

async function collect(chunks: (string | Buffer)[]): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of linesOf(Readable.from(chunks))) lines.push(line);
  return lines;
}

describe('linesOf', () => {
  it('splits on \\n only: U+2028 and U+2029 stay inside a line (Node 24 readline splits there)', async () => {
    assert.deepEqual(await collect(['{"a":"x\u2028y\u2029z"}\n{"b":1}\n']), ['{"a":"x\u2028y\u2029z"}', '{"b":1}']);
  });

  it('drops the \\r of \\r\\n, keeps a last line without \\n, and joins lines and characters cut across chunks', async () => {
    const text = Buffer.from('première\r\nsecond ✓\nthird');
    const chunks = [text.subarray(0, 4), text.subarray(4, 12), text.subarray(12, 21), text.subarray(21)];
    assert.deepEqual(await collect(chunks), ['première', 'second ✓', 'third']);
    assert.deepEqual(await collect(['', '\n', '\n']), ['', '']);
  });

  it('destroys the stream when the reader stops early', async () => {
    const stream = Readable.from(['one\ntwo\nthree\n']);
    for await (const line of linesOf(stream)) if (line === 'one') break;
    assert.equal(stream.destroyed, true);
  });
});
