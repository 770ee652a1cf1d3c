import { createRandom } from '../../demo/catalog.js';
import { collections, globalDefinitions } from '../../src/content/collections.js';
import type { Field } from '../../src/content/fields.js';
import { encode, isJsonText, nasty, NASTY, OPERATORS, type Random, type Value } from './bad-values.js';
import { type Draft, MUTATIONS, type MutationSource } from './mutations.js';

/**
 * Seeded generator of requests for the fuzz test: every route the app registers, with path ids, query
 * values, headers and bodies that are valid, plausible or broken (NUL and control characters, bytes that
 * are not UTF-8, encoded surrogates, numbers past the safe range, deep or wide filters and bodies).
 */
export interface RouteTemplate {
  /** Fastify's path, e.g. `/api/:collection/:id`. */
  path: string;
  method: string;
}

export interface FuzzRequest {
  method: string;
  /** Raw request target: already percent-encoded, possibly with raw latin1 bytes. */
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** The body is not JSON text (the contract answers POST /api/clear-data 500 for that). */
  unparsableBody: boolean;
  /** Raw bytes past ASCII in the request target: not HTTP (RFC 9112), refused by the HTTP parser itself. */
  invalidHttp?: boolean;
}

/** What the seeded store holds: ids the generator mixes with broken ones. */
export interface KnownIds {
  records: Record<string, string[]>;
  backendIds: string[];
  variantIds: string[];
  apiKeyIds: string[];
  mediaKeys: string[];
}

export interface Credentials {
  /** Valid Authorization header values of the phase ('' for none); wrong ones come from a mutation. */
  authorizations: string[];
  /** The configured x-store-api-key. */
  storeKey: string;
}

export class RequestGenerator implements MutationSource {
  readonly random: Random;

  constructor(
    seed: number,
    private readonly routes: readonly RouteTemplate[],
    private readonly known: KnownIds,
    private credentials: Credentials,
  ) {
    this.random = createRandom(seed);
  }

  useCredentials(credentials: Credentials): void {
    this.credentials = credentials;
  }

  /** Half of the next requests go to the routes matching `paths` (all routes again when undefined). */
  focusOn(paths: RegExp | undefined): void {
    this.focus = paths ? this.routes.filter((route) => paths.test(route.path)) : [];
  }

  private focus: RouteTemplate[] = [];

  /**
   * A valid request for a route (known ids, the route's own query, a body of its shape, a credential of
   * the phase), then none, one or two mutations, each one class of bad input: a single broken part gets
   * past the other checks to the code that must refuse it.
   */
  next(): FuzzRequest {
    const r = this.random;
    const route = this.pickRoute();
    const collection = r.pick(Object.keys(collections));
    const draft: Draft = {
      method: route.method,
      template: route.path,
      collection,
      params: this.params(route.path, collection),
      query: r.next() < 0.7 ? this.routeQuery(route.path, collection) : [],
      headers: this.headers(),
      body: route.method === 'GET' || route.method === 'HEAD' ? undefined : this.plausibleBody(route.path, route.method, collection),
    };
    const mutations = r.pick([0, 1, 1, 1, 2]);
    for (let index = 0; index < mutations; index += 1) r.pick(MUTATIONS)(this, draft);
    return this.finish(draft);
  }

  /** A path (those under /api/ four times out of five), then one of its methods (HEAD seldom). */
  private pickRoute(): RouteTemplate {
    const r = this.random;
    const pool = this.focus.length > 0 && r.next() < 0.5 ? this.focus : this.routes;
    const api = pool.filter((route) => route.path.startsWith('/api/'));
    const chosen = r.next() < 0.8 && api.length > 0 ? api : pool;
    let path = r.pick([...new Set(chosen.map((route) => route.path))]);
    // Sign-in hashes the password on purpose (scrypt, about half a second): a fifth of its share keeps the run short.
    if (path.endsWith('/login') && r.next() < 0.8) path = r.pick([...new Set(chosen.map((route) => route.path))]);
    const methods = chosen.filter((route) => route.path === path);
    const withoutHead = methods.filter((route) => route.method !== 'HEAD');
    return r.next() < 0.1 || withoutHead.length === 0 ? r.pick(methods) : r.pick(withoutHead);
  }

  private finish(draft: Draft): FuzzRequest {
    const r = this.random;
    const path = draft.template.split('/').map((segment) => {
      if (segment === '*') return encode(r, draft.params['*'] ?? 'index.html');
      return segment.startsWith(':') ? encode(r, draft.params[segment.slice(1)] ?? '') : segment;
    }).join('/') + (draft.pathSuffix ?? '');
    const query = draft.query.map(([key, value]) => `${encode(r, key, true)}=${encode(r, value)}`).join('&');
    const url = query === '' ? path : `${path}?${query}`;
    const headers = { ...draft.headers };
    let body: Buffer | undefined;
    if (draft.body === undefined) delete headers['content-type'];
    else if (Buffer.isBuffer(draft.body)) body = draft.body;
    else body = Buffer.from((JSON.stringify(draft.body) ?? 'null').replace(/"__RAW:(.*?)__"/g, '$1'));
    if (body?.subarray(0, 14).toString() === '--fuzzboundary' && headers['content-type'] === 'application/json') {
      headers['content-type'] = 'multipart/form-data; boundary=fuzzboundary';
    }
    return { method: draft.method, url, headers, body, unparsableBody: body !== undefined && !isJsonText(body), invalidHttp: /[^\x21-\x7e]/.test(url) };
  }

  // ---------------------------------------------------------------- paths

  private params(template: string, collection: string): Record<string, Value> {
    const r = this.random;
    const params: Record<string, Value> = {};
    for (const segment of template.split('/')) {
      if (segment === '*') params['*'] = r.pick(['index.html', 'x.js', 'static/index.html']);
      if (!segment.startsWith(':')) continue;
      const name = segment.slice(1);
      if (name === 'collection') params[name] = collection;
      else if (name === 'slug') params[name] = r.pick(Object.keys(globalDefinitions));
      else if (name === 'key' || name === 'file') params[name] = r.pick([...this.known.mediaKeys, 'missing.png', 'index.js']);
      else params[name] = template.startsWith('/api/preorders') ? this.knownId('preorder-products') : this.knownId(collection);
    }
    return params;
  }

  knownId(collection?: string): string {
    const r = this.random;
    const own = collection ? this.known.records[collection] ?? [] : [];
    if (own.length > 0 && r.next() < 0.7) return r.pick(own);
    const pools = [...Object.values(this.known.records), this.known.backendIds, this.known.apiKeyIds].filter((pool) => pool.length > 0);
    return pools.length > 0 && r.next() < 0.9 ? r.pick(r.pick(pools)) : `missing-${r.int(1, 999)}`;
  }

  // ---------------------------------------------------------------- queries

  /** The values a route itself reads, mostly valid (confirm=true is rare: it deletes the catalog). */
  private routeQuery(template: string, collection: string): [string, Value][] {
    const r = this.random;
    if (template === '/api/clear-data') return [['confirm', r.next() < 0.1 ? 'true' : r.pick(['false', 'TRUE', '1', ''])]];
    if (template === '/api/admin') {
      return r.next() < 0.6 ? [['action', r.pick(['stats', 'stats', 'nope'])]] : [['collections', r.pick(['announcements', 'nope,users,media', 'articles', ''])]];
    }
    if (template === '/api/sync-backend') {
      return [[r.pick(['backendId', 'recordId']), this.knownId()], ['forceUpdate', r.pick(['true', 'false'])], ['collection', r.pick(['products', 'preorder-products', ''])]];
    }
    if (template === '/api/audit') return [['limit', r.pick(['1', '10'])], ['page', r.pick(['1', '2'])]];
    const query: [string, Value][] = [['depth', r.pick(['0', '1', '2', '3'])]];
    if (template === '/api/:collection') {
      query.push(['limit', r.pick(['1', '5', '100'])], ['page', r.pick(['1', '2'])]);
      if (r.next() < 0.5) query.push(this.condition('where', collection, false));
      if (r.next() < 0.3) query.push(['sort', r.pick(['-createdAt', 'title', '-updatedAt,id'])]);
    }
    return query;
  }

  /** One `where[field][operator]=value` on the collection's fields: a plausible value, or a nasty one. */
  condition(prefix: string, collection: string, broken: boolean): [string, Value] {
    const r = this.random;
    const fields = collections[collection]?.fields ?? {};
    const field = r.pick(['id', 'createdAt', 'updatedAt', ...Object.keys(fields)]);
    const operator = r.pick(OPERATORS);
    return [`${prefix}[${field}][${operator}]`, broken ? nasty(r) : this.plausibleValue(fields[field], field)];
  }

  private plausibleValue(field: Field | undefined, name: string): string {
    const r = this.random;
    if (name === 'createdAt' || name === 'updatedAt') return r.pick(['2026-11-20', '2026-11-20T09:00:00Z', '2020-01-01']);
    switch (field?.type) {
      case 'number':
      case 'numeric':
        return r.pick(['0', '1', '10', '2.5']);
      case 'boolean':
        return r.pick(['true', 'false']);
      default:
        return r.pick(['published', 'draft', 'Winter', 'a b', this.knownId(), 'true']);
    }
  }

  // ---------------------------------------------------------------- headers

  private headers(): Record<string, string> {
    const r = this.random;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const authorization = r.pick(this.credentials.authorizations);
    if (authorization !== '') headers.authorization = authorization;
    if (r.next() < 0.7) headers['x-store-api-key'] = this.credentials.storeKey;
    return headers;
  }

  // ---------------------------------------------------------------- bodies

  /** A body that is not what the route reads: not JSON, not UTF-8, NUL or lone surrogates, too deep, too wide, too large. */
  brokenBody(): Buffer {
    const r = this.random;
    const kind = r.int(0, 4);
    if (kind === 0) return Buffer.from(r.pick(['{', '{"a":', 'nul', '   ', '{"a":1}{', "{'a':1}", '[1,]', '\u0000', 'true', '1', '"x"', 'null', '[]']));
    if (kind === 1) return Buffer.concat([Buffer.from('{"title":"'), Buffer.from(r.pick(NASTY.filter((value) => typeof value !== 'string')) as Uint8Array), Buffer.from('"}')]);
    if (kind === 2) {
      const text = r.pick(['\\u0000', 'a\\u0000', '\\ud800', '\\udc00x', '\\ud83d']);
      return Buffer.from(`{"title":"${text}","${r.pick(['summary', 'name', 'backendId', 'variant_id', '\\u0000'])}":"${text}"}`);
    }
    if (kind === 3) {
      const depth = r.pick([63, 64, 65, 200, 5000]);
      return Buffer.from(`{"content":${'['.repeat(depth)}1${']'.repeat(depth)}}`);
    }
    return Buffer.from(r.pick([
      `{"title":"wide",${Array.from({ length: 5000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
      `{"title":"${'x'.repeat(1024 * 1024 + 10)}"}`,
      `{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}`,
    ]));
  }

  private pickVariant(): string {
    return this.known.variantIds.length > 0 && this.random.next() < 0.8 ? this.random.pick(this.known.variantIds) : 'variant_missing';
  }

  /** A body of the route's own shape, with plausible and implausible values. */
  private plausibleBody(template: string, method: string, collectionSlug: string): unknown {
    const r = this.random;
    if (template.startsWith('/api/preorders/')) {
      const numbers = () => r.pick<unknown>([1, 0, -5, 3.5, 1e21, 9007199254740993, '12', 'x', null, true]);
      return r.next() < 0.5
        ? { variant_id: this.pickVariant(), [r.pick(['current_orders', 'max_orders', 'increment', 'decrement'])]: numbers() }
        : { funding_goal: numbers(), fake_order_count: numbers(), preorder_type: r.pick(['standard', 'x', 1]), preorder_end_date: r.pick(['2027-01-01', 'nope', 12, '99999-01-01']) };
    }
    if (template === '/api/sync-backend') return { [r.pick(['backendId', 'recordId'])]: this.knownId(), forceUpdate: r.pick([true, false, 'true']), collection: r.pick(['', 'products', 'nope']) };
    if (template === '/api/clear-data') return r.next() < 0.2 ? {} : { collections: r.pick([['announcements'], ['users', 'media'], 'products', ['nope'], [1]]) };
    if (template === '/api/media') return r.next() < 0.6 ? this.multipartBody() : { url: 'https://example.test/x.png', alt: 'x' };
    if (template === '/api/users/login') return { email: r.pick(['fuzz-admin@example.test', 'x', 'nobody@example.test']), password: r.pick(['wrong-password', 'fuzz-password-1', '']) };
    if (template.startsWith('/api/api-keys')) return { name: r.pick(['fuzz', '', 'x'.repeat(300)]), role: r.pick(['viewer', 'editor', 'admin', 'god', undefined]) };
    if (template === '/api/users/me') return r.pick([{ name: 'Fuzz' }, { password: 'new-password-2', currentPassword: 'wrong' }, { roles: ['admin'] }, { email: 'x@y.z' }]);
    if (template.startsWith('/api/globals/')) {
      const slug = r.pick(Object.keys(globalDefinitions));
      return this.document(globalDefinitions[slug]!.fields);
    }
    return method === 'DELETE' ? undefined : this.document(collections[collectionSlug]!.fields);
  }

  private document(fields: Record<string, Field>): Record<string, unknown> {
    const r = this.random;
    const doc: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(fields)) if (r.next() < 0.6) doc[name] = this.fieldValue(field, 0);
    if (r.next() < 0.1) doc[r.pick(['nope', 'id', 'createdAt', '__proto__'])] = 'x';
    return doc;
  }

  private fieldValue(field: Field, depth: number): unknown {
    const r = this.random;
    if (r.next() < 0.1) return r.pick<unknown>([null, '', 'x', 1, -1, true, [], {}, 1e300, 'Infinity']);
    switch (field.type) {
      case 'text':
        return field.options && r.next() < 0.7 ? r.pick(field.options) : r.pick(['Fuzzed', 'é😀', 'line\nbreak', 'tab\there', 'x'.repeat(r.int(0, 3000))]);
      case 'email':
        return `fuzz-${r.int(1, 1_000_000)}@example.test`;
      case 'password':
        return r.pick(['short', 'long-enough-password']);
      case 'number':
      case 'numeric':
        return r.pick<unknown>([0, 1, 42, -3, 2.5, 9007199254740991, 9007199254740993, 1e21, '12', '12.5', 'abc']);
      case 'boolean':
        return r.next() < 0.8 ? r.next() < 0.5 : 'true';
      case 'date':
        return r.pick(['2026-11-20T09:00:00.000Z', '2027-01-01', 'not a date', '+099999-01-01T00:00:00.000Z', 1795000000000]);
      case 'json':
        return r.pick<unknown>([{ a: 1 }, [1, 2], 'text', null, { root: { children: [{ text: 'hi' }] } }]);
      case 'object':
        return depth > 3 ? {} : this.document(field.fields);
      case 'array':
        return Array.from({ length: r.int(0, 4) }, () => this.fieldValue(field.of, depth + 1));
      case 'relationship': {
        const relationTo = r.pick(field.relationTo);
        return r.next() < 0.5 ? { relationTo, value: this.knownId(relationTo) } : this.knownId(relationTo);
      }
    }
  }

  private multipartBody(): Buffer {
    const r = this.random;
    const file = r.pick([
      Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
      Buffer.from('not an image'),
      Buffer.alloc(0),
    ]);
    const parts = [
      `--fuzzboundary\r\nContent-Disposition: form-data; name="alt"\r\n\r\n${r.pick(['alt', '\u0000', ''])}\r\n`,
      `--fuzzboundary\r\nContent-Disposition: form-data; name="file"; filename="${r.pick(['a.png', '../x.png', 'é.png', ''])}"\r\nContent-Type: ${r.pick(['image/png', 'text/plain', 'image/svg+xml'])}\r\n\r\n`,
    ];
    const tail = r.next() < 0.8 ? '\r\n--fuzzboundary--\r\n' : '\r\n--fuzzbound';
    return Buffer.concat([Buffer.from(parts.join('')), file, Buffer.from(tail)]);
  }
}

/** The routes of `app.printRoutes({ commonPrefix: false })`: one template and method per line and method. */
export function routesFromTree(tree: string): RouteTemplate[] {
  const routes: RouteTemplate[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?)(?:├── |└── )(\S*)(?: \(([^)]*)\))?\s*$/.exec(line);
    if (!match) continue;
    stack.length = match[1]!.length / 4;
    const path = `${stack.join('')}${match[2]}`.replace(/\/\/+/g, '/');
    stack.push(match[2]!);
    for (const method of (match[3] ?? '').split(',').map((name) => name.trim()).filter(Boolean)) routes.push({ path, method });
  }
  return routes;
}
