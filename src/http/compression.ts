import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Coding = 'br' | 'gzip';

/** Answers shorter than this go as they are: compressing them saves less than the headers cost. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The content coding to answer with (RFC 9110 12.5.3): brotli where the client takes it at least as
 * gladly as gzip, else gzip; `q=0` refuses a coding, `*` stands for the ones not named; none: identity.
 */
export function negotiateCoding(acceptEncoding: string | undefined): Coding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name === '') continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (coding: Coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  return weight('gzip') > 0 ? 'gzip' : undefined;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * Compressed answers kept by their entity tag (a hash of the uncompressed bytes and the coding), so an
 * answer asked again costs a lookup, not a compression; least recently used out past `maxBytes`. The
 * tag names the bytes, so one caller's entry can only ever serve the very same bytes to another.
 */
export class CompressedAnswers {
  readonly #entries = new Map<string, Buffer>();
  #bytes = 0;

  constructor(private readonly maxBytes = 16 * 1024 * 1024) {}

  /** The bytes kept under `etag`, compressing nothing. */
  peek(etag: string): Buffer | undefined {
    return this.#entries.get(etag);
  }

  async compress(coding: Coding, etag: string, payload: Buffer | string): Promise<Buffer> {
    const kept = this.#entries.get(etag);
    if (kept) {
      this.#entries.delete(etag);
      this.#entries.set(etag, kept);
      return kept;
    }
    const body = coding === 'br'
      // quality 5: most of brotli's gain at a few times gzip's speed (11, the default, is ~50x slower)
      ? await compressBrotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(payload) } })
      : await compressGzip(payload);
    if (body.length > this.maxBytes) return body;
    this.#entries.set(etag, body);
    this.#bytes += body.length;
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(key);
      this.#bytes -= entry.length;
    }
    return body;
  }

  get size(): number {
    return this.#entries.size;
  }
}
