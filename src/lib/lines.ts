import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * The lines of a UTF-8 stream, split on "\n" only (a "\r" before it is dropped). Node 24's readline also
 * splits on U+2028 and U+2029, which JSON text may hold unescaped (PostgreSQL writes them as they are), so
 * an NDJSON line would be cut in two. The stream is destroyed when the reader stops early.
 */
export async function* linesOf(input: Readable): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  try {
    for await (const chunk of input as AsyncIterable<Buffer | string>) {
      rest += typeof chunk === 'string' ? chunk : decoder.write(chunk);
      let start = 0;
      for (let end = rest.indexOf('\n'); end !== -1; end = rest.indexOf('\n', start)) {
        yield withoutCarriageReturn(rest.slice(start, end));
        start = end + 1;
      }
      rest = rest.slice(start);
    }
    rest += decoder.end();
    if (rest !== '') yield withoutCarriageReturn(rest);
  } finally {
    input.destroy();
  }
}

function withoutCarriageReturn(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}
