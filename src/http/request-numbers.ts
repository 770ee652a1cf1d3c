import type { FastifyInstance } from 'fastify';
import { BadRequest } from '../lib/errors.js';

/**
 * The first number under `root` (as a dotted path) that `ok` refuses. Iterative: a hostile nesting cannot
 * exhaust the stack (bodies are at most 64 levels deep anyway, queries 10).
 */
export function firstBadNumber(root: unknown, ok: (value: number) => boolean): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'number') {
      if (!ok(value)) return path;
      continue;
    }
    if (!isPlainContainer(value)) continue;
    for (const [key, child] of Object.entries(value)) stack.push({ value: child, path: path === '' ? key : `${path}.${key}` });
  }
  return undefined;
}

/** Parsed JSON and query values only: never a stream or file object a body parser left (multipart). */
function isPlainContainer(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

const isSafeCount = (value: number) => Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER;

/**
 * Refuses numbers that schema coercion let through: Ajv turns `"1e309"` or `"Infinity"` into Infinity for an
 * integer or number schema and then skips `minimum`/`maximum` (it only checks finite numbers), so
 * `?limit=Infinity` reached the database. Query and path numbers (limit, page, depth) must be safe integers'
 * size; body numbers finite (a JSON body cannot write Infinity, a coerced string can).
 */
export function enableNumberChecks(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const [where, value] of [['query', request.query], ['params', request.params]] as const) {
      const field = firstBadNumber(value, isSafeCount);
      if (field !== undefined) {
        throw new BadRequest(`${field} must be a finite number within ±${Number.MAX_SAFE_INTEGER} (${where}).`, field);
      }
    }
    const field = firstBadNumber(request.body, Number.isFinite);
    if (field !== undefined) throw new BadRequest(`${field} must be a finite number.`, field);
  });
}
