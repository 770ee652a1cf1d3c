import type { FuzzRequest } from './generate-request.js';
import type { Answer } from './http-client.js';

/** What the contract says of an answer's body, whatever the request: the error family, and ids on rows. */
/** The contract's error families: `{error}` (preorders, home), `{success:false, error}` (maintenance, recommendations, sync), `{errors:[…]}` (content API). */
export function shapeProblems(request: FuzzRequest, path: string, answer: Answer): string[] {
  if (request.invalidHttp) return answer.status === 400 ? [] : [`a request target that is not HTTP answered ${answer.status}, not 400`];
  if (request.method === 'HEAD' || !path.startsWith('/api/') || answer.status === 304 || answer.status === 0) return [];
  // A live preorder stream (GET /api/preorders/{id}/live): events whose data is JSON.
  if (answer.status === 200 && answer.contentType.startsWith('text/event-stream')) {
    const data = [...answer.body.toString('utf8').matchAll(/(?:^|\n)data: ([^\n]*)\n/g)].map((match) => match[1]!);
    return data.every(isJson) ? [] : ['an event stream carries data that is not JSON'];
  }
  // The backup archive (GET /api/admin/export) is NDJSON: every line JSON.
  if (answer.status === 200 && answer.contentType.startsWith('application/x-ndjson')) {
    const lines = answer.body.toString('utf8').split('\n').filter(Boolean);
    return lines.every(isJson) ? [] : ['an NDJSON answer has a line that is not JSON'];
  }
  let body: unknown;
  try {
    body = answer.body.length > 0 ? JSON.parse(answer.body.toString('utf8')) : undefined;
  } catch {
    return ['the answer is not JSON'];
  }
  // The contract gives home's recommendation lists no id (only the recommendations route's lists).
  if (answer.status < 300) return answer.status === 204 ? [] : rowsWithoutIds(body, path === '/api/home' ? ['variants', 'slides'] : ['variants', 'slides', 'lists']);
  if (answer.status < 400) return [];
  const record = (body ?? {}) as Record<string, unknown>;
  const family = familyOf(request.method, path);
  if (family === 'error' || (family === undefined && typeof record.error === 'string' && record.success === undefined)) {
    return typeof record.error === 'string' ? [] : ['error body is not {error}'];
  }
  if (family === 'success-false' || (family === undefined && record.success === false)) {
    return record.success === false && typeof record.error === 'string' ? [] : ['error body is not {success:false, error}'];
  }
  const errors = record.errors;
  return Array.isArray(errors) && errors.length > 0 && errors.every((entry) => typeof (entry as { message?: unknown }).message === 'string')
    ? [] : ['error body is not {errors:[{message}]}'];
}

/**
 * The family of a contract route (its own methods only: `POST /api/home` is the content API's
 * `/api/:collection`), `content` for the rest of /api/; undefined where another method reaches
 * whichever route matches (any family's shape is then accepted, but one of them).
 */
function familyOf(method: string, path: string): 'error' | 'success-false' | 'content' | undefined {
  const read = method === 'GET' || method === 'HEAD';
  // Under /api/preorders/ all is the preorder family but DELETE /api/preorders/{id}: the content API's /api/:collection/:id.
  if (path.startsWith('/api/preorders/')) return /^\/api\/preorders\/[^/]*$/.test(path) && method === 'DELETE' ? undefined : 'error';
  if (path === '/api/home' || path === '/api/public/product-recommendations') return read ? (path === '/api/home' ? 'error' : 'success-false') : undefined;
  if (path === '/api/sync-backend' || path === '/api/clear-data') return read || method === 'POST' ? 'success-false' : undefined;
  if (path === '/api/admin') return read || method === 'DELETE' ? 'success-false' : undefined;
  // The backup route answers in its neighbour's family.
  if (path === '/api/admin/export') return read ? 'success-false' : undefined;
  return 'content';
}

/** Every row of a list the contract gives ids (variants, slides, recommendation lists) has one. */
function rowsWithoutIds(body: unknown, keys: string[]): string[] {
  const stack: unknown[] = [body];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value === null || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      if (keys.includes(key) && Array.isArray(child)) {
        const missing = child.find((row) => row !== null && typeof row === 'object' && !Array.isArray(row) && !(row as { id?: unknown }).id);
        if (missing) return [`a row of "${key}" has no id`];
      }
      stack.push(child);
    }
  }
  return [];
}

function isJson(line: string): boolean {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}
