import { BadRequest } from '../lib/errors.js';

/** How deep a JSON body may nest (objects and arrays); deeper bodies answer 400 before any route sees them. */
export const MAX_JSON_DEPTH = 64;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as text; bytes that are not UTF-8 answer 400 instead of being replaced silently. */
export function decodeUtf8(body: Buffer): string {
  try {
    return utf8.decode(body);
  } catch {
    throw new BadRequest('The body is not valid UTF-8.');
  }
}

/**
 * Refuses what JSON allows but the store cannot keep or other clients cannot read: nesting deeper than
 * MAX_JSON_DEPTH, lone surrogates (`"\ud800"`) and NUL characters (PostgreSQL refuses `\u0000` in text),
 * in values and in keys. Iterative, so a hostile depth cannot exhaust the stack.
 */
export function checkJsonValue(root: unknown): void {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value: root, depth: 0, path: '' }];
  while (stack.length > 0) {
    const { value, depth, path } = stack.pop()!;
    if (typeof value === 'string') {
      checkText(value, path);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) throw new BadRequest(`The body nests deeper than ${MAX_JSON_DEPTH} levels.`, path);
    for (const [key, child] of Object.entries(value)) {
      const childPath = path === '' ? key : `${path}.${key}`;
      checkText(key, childPath);
      stack.push({ value: child, depth: depth + 1, path: childPath });
    }
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function checkText(text: string, path: string): void {
  if (LONE_SURROGATE.test(text)) throw new BadRequest('Text holds an unpaired surrogate (not valid Unicode).', path);
  if (text.includes('\u0000')) throw new BadRequest('Text holds a NUL character.', path);
}
