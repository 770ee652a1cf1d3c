import type { createRandom } from '../../demo/catalog.js';

/** The fuzz test's bad values: strings and bytes by class, numbers, and the encoding that puts them in a URL. */
export type Random = ReturnType<typeof createRandom>;
export type Value = string | Uint8Array;

const bytes = (...values: number[]) => Uint8Array.from(values);

/** Strings and byte sequences that have broken services, by class (a class is picked first, then a value). */
export const NASTY_CLASSES: readonly (readonly Value[])[] = [
  ['\u0000', 'a\u0000b', '\u0000\u0000'],
  ['\r\n', 'a\r\nSet-Cookie: x=1', '\t', '\u001b[31m', '\u007f', '\u0085', '\u0001'],
  [bytes(0xff, 0xfe), bytes(0xc3), bytes(0xc0, 0xaf), bytes(0x61, 0xff)],
  [bytes(0xed, 0xa0, 0x80), bytes(0xed, 0xbf, 0xbf), bytes(0xf4, 0x90, 0x80, 0x80)],
  ['1e309', 'Infinity', '-Infinity', 'NaN', '99999999999999999999999', '9007199254740993', '-1', '0', '1.5', '0x10', '1e3'],
  ['9999-12-31', '99999-01-01', '-271821-04-20', '0000-01-01', '2026-13-45', '+275760-09-13'],
  ['x'.repeat(101), 'y'.repeat(2000), '', ' ', '%', '%zz', '..', '../../etc/passwd'],
  ['😀', 'é', '\u202e', '\ufeff', '\u2028', "'; drop table documents; --", '{"a":1}', '[]', 'null', '__proto__', 'constructor', 'toString', 'true'],
];
export const NASTY: readonly Value[] = NASTY_CLASSES.flat();

export const NUMBERS: readonly string[] = [
  '1', '2', '10', '0', '-1', '1.5', '1e3', '1e309', '-1e309', 'Infinity', '-Infinity', 'NaN', '99999999999999999999999',
  '9007199254740991', '9007199254740992', '0x10', '', ' 3', '3 ', 'abc', '1_000', '+1', '-0', '1e-7',
];

export const OPERATORS = ['equals', 'not_equals', 'in', 'not_in', 'exists', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', 'like', 'contains'];

export function nasty(random: Random): Value {
  return random.pick(random.pick(NASTY_CLASSES));
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encodes a value byte by byte; sometimes leaves high bytes raw (node:http passes them as latin1). */
export function encode(random: Random, value: Value, keepBrackets = false): string {
  if (typeof value === 'string' && value.startsWith('%') && random.next() < 0.5) return value;
  const raw = typeof value === 'string' ? Buffer.from(value, 'utf8') : Buffer.from(value);
  const rawHigh = random.next() < 0.1;
  let out = '';
  for (const byte of raw) {
    const character = String.fromCharCode(byte);
    if (UNRESERVED.test(character) || (keepBrackets && (character === '[' || character === ']'))) out += character;
    else if (rawHigh && byte >= 0x80) out += character;
    else out += `%${byte.toString(16).padStart(2, '0').toUpperCase()}`;
  }
  return out;
}

/**
 * Whether a body is JSON text (or empty) as the service's parser takes it: UTF-8 that parses, without the
 * keys Fastify's parser refuses as prototype poisoning (`__proto__`, a `constructor` holding `prototype`).
 */
export function isJsonText(body: Buffer): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(body);
    if (text.trim() === '') return true;
    JSON.parse(text, (key, value: unknown) => {
      if (key === '__proto__' || (key === 'constructor' && typeof value === 'object' && value !== null && Object.hasOwn(value, 'prototype'))) throw new Error('poisoned');
      return value;
    });
    return true;
  } catch {
    return false;
  }
}
