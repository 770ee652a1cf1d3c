import { createRandom } from '../../src/demo/catalog.js';
import { collections, globalDefinitions } from '../../src/content/collections.js';
import type { Field } from '../../src/content/fields.js';

/**
 * Seeded generator of requests for the fuzz test: every route the app registers, with path ids, query
 * values, headers and bodies that are valid, plausible or broken (NUL and control characters, bytes that
 * are not UTF-8, encoded surrogates, numbers past the safe range, deep or wide filters and bodies).
 */
export type Random = ReturnType<typeof createRandom>;
export { createRandom };

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
  /** Authorization header values and x-store-api-key values this phase may send (valid or not). */
  authorizations: string[];
  storeKeys: string[];
}

type Value = string | Uint8Array;

const bytes = (...values: number[]) => Uint8Array.from(values);

/** Strings and byte sequences that have broken services: each is a whole class of input. */
const NASTY: readonly Value[] = [
  '\u0000', 'a\u0000b', '\r\n', 'a\r\nSet-Cookie: x=1', '\t', '\u001b[31m', '\u007f', '\u0085', '\u2028',
  bytes(0xff, 0xfe), bytes(0xc3), bytes(0xc0, 0xaf), bytes(0xed, 0xa0, 0x80), bytes(0xed, 0xbf, 0xbf), bytes(0xf4, 0x90, 0x80, 0x80),
  '..', '../../etc/passwd', '%', '%zz', ' ', '', 'x'.repeat(101), 'y'.repeat(2000), '😀', 'é', '\u202e', '\ufeff',
  "'; drop table documents; --", '{"a":1}', '[]', 'null', 'undefined', '__proto__', 'constructor', 'toString', 'hasOwnProperty',
  '1e309', 'Infinity', '-Infinity', 'NaN', '99999999999999999999999', '9007199254740993', '-1', '0', '1.5', '0x10', '1e3', 'true',
  '9999-12-31', '99999-01-01', '-271821-04-20', '0000-01-01', '2026-13-45', '2026-11-20T09:00:00.000Z',
];

const NUMBERS: readonly string[] = [
  '1', '2', '10', '0', '-1', '1.5', '1e3', '1e309', '-1e309', 'Infinity', '-Infinity', 'NaN', '99999999999999999999999',
  '9007199254740991', '9007199254740992', '0x10', '', ' 3', '3 ', 'abc', '1_000', '+1', '-0', '1e-7',
];

const OPERATORS = ['equals', 'not_equals', 'in', 'not_in', 'exists', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', 'like', 'contains', 'near', 'and', '$where'];

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encodes a value byte by byte; sometimes leaves high bytes raw (node:http passes them as latin1). */
function encode(random: Random, value: Value, keepBrackets = false): string {
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

export class RequestGenerator {
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

  next(): FuzzRequest {
    const r = this.random;
    const route = this.focus.length > 0 && r.next() < 0.5 ? r.pick(this.focus) : r.pick(this.routes);
    // Mostly the route's own method; sometimes one it does not have.
    const method = r.next() < 0.9 ? route.method : r.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']);
    const path = this.path(route.path);
    const query = r.next() < 0.75 ? this.query(route.path) : '';
    const headers = this.headers();
    const hasBody = method !== 'GET' && method !== 'HEAD' ? r.next() < 0.9 : r.next() < 0.05;
    const body = hasBody ? this.body(route.path, method, headers) : undefined;
    if (body === undefined) delete headers['content-type'];
    const url = query === '' ? path : `${path}?${query}`;
    return { method, url, headers, body, unparsableBody: body !== undefined && !isJsonText(body), invalidHttp: /[^\x21-\x7e]/.test(url) };
  }

  // ---------------------------------------------------------------- paths

  private path(template: string): string {
    const r = this.random;
    if (r.next() < 0.03) return `${template.replace(/\/:\w+|\/\*/g, '')}/${encode(r, r.pick(NASTY))}/extra`;
    const collectionSlug = r.next() < 0.85 ? r.pick(Object.keys(collections)) : r.pick<Value>(['nope', ...NASTY]);
    return template.split('/').map((segment) => {
      if (segment === '*') return encode(r, r.pick<Value>(['index.html', 'x.js', ...NASTY]));
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      if (r.next() < 0.35) return encode(r, r.pick(NASTY));
      switch (name) {
        case 'collection':
          return encode(r, collectionSlug);
        case 'slug':
          return encode(r, r.next() < 0.9 ? r.pick(Object.keys(globalDefinitions)) : 'nope');
        case 'key':
        case 'file':
          return encode(r, r.pick<Value>([...this.known.mediaKeys, 'missing.png', 'index.js']));
        default:
          return encode(r, this.knownId(typeof collectionSlug === 'string' ? collectionSlug : undefined));
      }
    }).join('/');
  }

  private knownId(collection?: string): string {
    const r = this.random;
    const pools = [
      collection ? this.known.records[collection] ?? [] : [],
      ...Object.values(this.known.records), this.known.backendIds, this.known.apiKeyIds,
    ].filter((pool) => pool.length > 0);
    return pools.length > 0 && r.next() < 0.9 ? r.pick(r.pick(pools)) : `missing-${r.int(1, 999)}`;
  }

  // ---------------------------------------------------------------- queries

  private query(template: string): string {
    const r = this.random;
    const pairs: [string, Value][] = [];
    const count = r.int(1, 4);
    for (let index = 0; index < count; index += 1) {
      const kind = r.int(0, 9);
      if (kind <= 2) pairs.push(...this.where());
      else if (kind === 3) pairs.push([r.pick(['limit', 'page', 'depth']), r.pick(NUMBERS)]);
      else if (kind === 4) pairs.push(['sort', r.pick<Value>(['-createdAt', 'title,-updatedAt', 'priority', 'nope', 'variants', 'a,b,c,d,e,f', ...NASTY])]);
      else if (kind === 5) pairs.push(...this.routeQuery(template));
      else if (kind === 6) pairs.push([r.pick(['confirm', 'action', 'collections', 'backendId', 'recordId', 'collection', 'forceUpdate', 'x']), r.pick(NASTY)]);
      else if (kind === 7) pairs.push([`${r.pick(['a', 'where', 'limit'])}${'[x]'.repeat(r.int(1, 14))}`, 'v']);
      else if (kind === 8) pairs.push(...Array.from({ length: r.int(2, 30) }, (_, i): [string, Value] => [`p${i}[]`, String(i)]));
      else pairs.push([encode(r, r.pick(NASTY)), r.pick(NASTY)]);
    }
    return pairs.map(([key, value]) => `${encode(r, key, true)}=${encode(r, value)}`).join('&');
  }

  /** The values a route itself reads, mostly valid (confirm=true is rare: it deletes the catalog). */
  private routeQuery(template: string): [string, Value][] {
    const r = this.random;
    if (template === '/api/clear-data') return [['confirm', r.next() < 0.15 ? 'true' : r.pick(['false', 'TRUE', '1', ''])]];
    if (template === '/api/admin') {
      return r.next() < 0.5 ? [['action', r.pick(['stats', 'nope', ''])]] : [['collections', r.pick(['announcements', 'nope,users,media', 'articles,products', ''])]];
    }
    if (template === '/api/sync-backend') {
      return [[r.pick(['backendId', 'recordId']), this.knownId()], ['forceUpdate', r.pick(['true', 'false', 'yes'])], ['collection', r.pick(['products', 'preorder-products', 'nope', ''])]];
    }
    return [['depth', r.pick(['0', '1', '2', '3', '5', '6'])], ['limit', r.pick(['1', '5', '100', '1000', '1001'])], ['page', r.pick(['1', '2', '50'])]];
  }

  private where(): [string, Value][] {
    const r = this.random;
    const collection = collections[r.pick(Object.keys(collections))]!;
    const fieldNames = ['id', 'createdAt', 'updatedAt', ...Object.keys(collection.fields), 'nope'];
    const condition = (prefix: string): [string, Value] => {
      const field = r.pick(fieldNames);
      const operator = r.next() < 0.85 ? r.pick(OPERATORS.slice(0, 11)) : r.pick(OPERATORS);
      return [`${prefix}[${field}][${operator}]`, r.next() < 0.5 ? this.plausibleValue(collection.fields[field]) : r.pick(NASTY)];
    };
    const shape = r.int(0, 5);
    if (shape <= 2) return [condition('where')];
    if (shape === 3) {
      // Nested and/or groups, past the five-level limit at times (qs parses ten levels).
      let prefix = 'where';
      for (let level = r.int(1, 8); level > 0; level -= 1) prefix += `[${r.pick(['and', 'or'])}][${r.int(0, 2)}]`;
      return [condition(prefix)];
    }
    if (shape === 4) return Array.from({ length: r.int(20, 70) }, (_, index) => condition(`where[or][${index}]`));
    return [[`where[id][in]`, Array.from({ length: r.int(1, 80) }, () => this.knownId()).join(',')]];
  }

  private plausibleValue(field: Field | undefined): string {
    const r = this.random;
    switch (field?.type) {
      case 'number':
      case 'numeric':
        return r.pick(NUMBERS);
      case 'boolean':
        return r.pick(['true', 'false', 'yes']);
      case 'date':
        return r.pick(['2026-11-20', '2026-11-20T09:00:00Z', 'yesterday', '99999-01-01']);
      default:
        return r.pick(['published', 'draft', 'Winter', 'a b c', this.knownId(), 'true']);
    }
  }

  // ---------------------------------------------------------------- headers

  private headers(): Record<string, string> {
    const r = this.random;
    const headers: Record<string, string> = {};
    if (r.next() < 0.85) {
      headers['content-type'] = r.next() < 0.8 ? 'application/json' : r.pick([
        'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=fuzz',
        'application/octet-stream', 'application/json; charset=latin1', 'application/vnd.api+json', 'garbage', 'é/\u00ff',
      ]);
    }
    if (r.next() < 0.6 && this.credentials.authorizations.length > 0) headers.authorization = r.pick(this.credentials.authorizations);
    if (r.next() < 0.5 && this.credentials.storeKeys.length > 0) headers['x-store-api-key'] = r.pick(this.credentials.storeKeys);
    if (r.next() < 0.1) headers.cookie = r.pick(['payload-token=abc', 'payload-token=', 'a=b; payload-token=x.y.z', '\u00ff=\u00ff', '=;=;;']);
    if (r.next() < 0.1) headers['if-none-match'] = r.pick(['*', '"abc"', 'W/"1"', 'garbage', '"a", "b"']);
    if (r.next() < 0.1) headers.origin = r.pick(['http://evil.example', 'null', 'http://localhost:5173']);
    if (r.next() < 0.05) headers['x-request-id'] = r.pick(['abc', 'x'.repeat(500), '\u00ff\u00fe', '']);
    if (r.next() < 0.05) headers.accept = r.pick(['text/html', 'application/xml', '*/*', 'garbage']);
    return headers;
  }

  // ---------------------------------------------------------------- bodies

  private body(template: string, method: string, headers: Record<string, string>): Buffer {
    const r = this.random;
    if (template === '/api/media' && r.next() < 0.6) return this.multipart(headers);
    const kind = r.int(0, 9);
    if (kind <= 4) return json(this.plausibleBody(template, method));
    if (kind === 5) return Buffer.from(r.pick(['{', '{"a":', 'nul', '', '   ', '{"a":1}{', "{'a':1}", '[1,]', '\u0000', 'true', '1', '"x"', 'null', '[]']));
    if (kind === 6) return Buffer.concat([Buffer.from('{"title":"'), Buffer.from(r.pick(NASTY.filter((value) => typeof value !== 'string')) as Uint8Array), Buffer.from('"}')]);
    if (kind === 7) {
      const text = r.pick(['\\u0000', 'a\\u0000', '\\ud800', '\\udc00x', '\\ud83d', 'ok']);
      return Buffer.from(`{"title":"${text}","${r.pick(['summary', 'name', 'backendId', 'variant_id', '\\u0000'])}":"${text}"}`);
    }
    if (kind === 8) {
      const depth = r.pick([10, 63, 64, 65, 200, 5000]);
      return Buffer.from(`{"content":${'['.repeat(depth)}1${']'.repeat(depth)}}`);
    }
    return Buffer.from(r.pick([
      `{"title":"wide",${Array.from({ length: 5000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
      `{"priority":1e309,"current_orders":1e309,"funding_goal":-1e309,"limit":99999999999999999999999}`,
      `{"current_orders":"Infinity","max_orders":"1e309","increment":"NaN","variant_id":"${this.pickVariant()}"}`,
      `{"title":"${'x'.repeat(1024 * 1024 + 10)}"}`,
      `{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}`,
      `{"collections":["users","media","nope","__proto__"]}`,
      `{"variants":[{"title":"no id"},{"id":null},{"id":""}]}`,
    ]));
  }

  private pickVariant(): string {
    return this.known.variantIds.length > 0 && this.random.next() < 0.8 ? this.random.pick(this.known.variantIds) : 'variant_missing';
  }

  /** A body of the route's own shape, with plausible and implausible values. */
  private plausibleBody(template: string, method: string): unknown {
    const r = this.random;
    if (template.startsWith('/api/preorders/')) {
      const numbers = () => r.pick<unknown>([1, 0, -5, 3.5, 1e21, 9007199254740993, '12', 'x', null, true]);
      return r.next() < 0.5
        ? { variant_id: this.pickVariant(), [r.pick(['current_orders', 'max_orders', 'increment', 'decrement'])]: numbers() }
        : { funding_goal: numbers(), fake_order_count: numbers(), preorder_type: r.pick(['standard', 'x', 1]), preorder_end_date: r.pick(['2027-01-01', 'nope', 12, '99999-01-01']) };
    }
    if (template === '/api/sync-backend') return { [r.pick(['backendId', 'recordId'])]: this.knownId(), forceUpdate: r.pick([true, false, 'true']), collection: r.pick(['', 'products', 'nope']) };
    if (template === '/api/clear-data') return r.next() < 0.3 ? {} : { collections: r.pick([['announcements'], ['users', 'media'], 'products', ['nope'], [1]]) };
    if (template === '/api/users/login') return { email: r.pick(['fuzz-admin@example.test', 'x', 'nobody@example.test']), password: r.pick(['wrong-password', 'fuzz-password-1', '']) };
    if (template.startsWith('/api/api-keys')) return { name: r.pick(['fuzz', '', 'x'.repeat(300)]), role: r.pick(['viewer', 'editor', 'admin', 'god', undefined]) };
    if (template === '/api/users/me') return r.pick([{ name: 'Fuzz' }, { password: 'new-password-2', currentPassword: 'wrong' }, { roles: ['admin'] }, { email: 'x@y.z' }]);
    if (template.startsWith('/api/globals/')) {
      const slug = r.pick(Object.keys(globalDefinitions));
      return this.document(globalDefinitions[slug]!.fields);
    }
    const collection = collections[r.pick(Object.keys(collections))]!;
    return method === 'DELETE' ? {} : this.document(collection.fields);
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

  private multipart(headers: Record<string, string>): Buffer {
    const r = this.random;
    headers['content-type'] = 'multipart/form-data; boundary=fuzzboundary';
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

function json(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value) ?? 'null');
}

function isJsonText(body: Buffer): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(body);
    if (text.trim() === '') return true;
    JSON.parse(text);
    return true;
  } catch {
    return false;
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
