import type { FastifyInstance } from 'fastify';
import { BadRequest, NotFound } from '../lib/errors.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** C0 controls (NUL, CR, LF, tab…), DEL and C1 controls. */
const CONTROL = /\p{Cc}/u;

/**
 * The bytes a raw request-target part stands for: `%XX` escapes as their byte, other characters as
 * node:http hands them over (one byte each, latin1), so that `a%00`, `%ff%fe` and raw bytes read alike.
 */
function targetBytes(part: string): Uint8Array {
  const bytes: number[] = [];
  for (let index = 0; index < part.length; index += 1) {
    const code = part.charCodeAt(index);
    const escaped = code === 0x25 ? /^[0-9a-fA-F]{2}/.exec(part.slice(index + 1, index + 3)) : null;
    if (escaped) {
      bytes.push(Number.parseInt(escaped[0], 16));
      index += 2;
    } else if (code < 0x100) {
      bytes.push(code);
    } else {
      bytes.push(...Buffer.from(part[index]!, 'utf8'));
    }
  }
  return Uint8Array.from(bytes);
}

/** Whether a path or query reads as UTF-8 text (no lone surrogates) without control characters. */
export function isCleanTarget(part: string): boolean {
  if (!part.includes('%') && !/[^\x20-\x7e]/.test(part)) return true;
  let text: string;
  try {
    text = utf8.decode(targetBytes(part));
  } catch {
    return false;
  }
  return !CONTROL.test(text);
}

/**
 * Refuses, before access checks or any route work, a path or query the store could not keep or look up:
 * NUL and other control characters, bytes that are not UTF-8, encoded surrogates. In a path this names
 * nothing that can exist (404); in a query it is a bad value (400). Answered in the route's error family.
 */
export function enableRequestTargetChecks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const url = request.url;
    const start = url.indexOf('?');
    const path = start === -1 ? url : url.slice(0, start);
    if (!isCleanTarget(path)) {
      throw new NotFound('Nothing here: the path holds control characters or bytes that are not UTF-8 text.');
    }
    if (start !== -1 && !isCleanTarget(url.slice(start + 1))) {
      throw new BadRequest('Query values must be UTF-8 text without control characters.');
    }
  });
}
