import type { Coding } from '../content-cache/sent-forms.js';

export type { Coding } from '../content-cache/sent-forms.js';

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
