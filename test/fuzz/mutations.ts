import { encode, nasty, NASTY, NUMBERS, type Random, type Value } from './bad-values.js';

/** A request before encoding: what the mutations change. */
export interface Draft {
  method: string;
  template: string;
  collection: string;
  params: Record<string, Value>;
  /** Appended to the path (an extra segment). */
  pathSuffix?: string;
  query: [string, Value][];
  headers: Record<string, string>;
  /** An object is sent as JSON (`"__RAW:1e309__"` strings become raw JSON text); a Buffer as is. */
  body: unknown;
}

/** What a mutation draws on from the generator. */
export interface MutationSource {
  readonly random: Random;
  knownId(collection?: string): string;
  condition(prefix: string, collection: string, broken: boolean): [string, Value];
  brokenBody(): Buffer;
}

/** Each one class of bad input, applied to an otherwise valid draft. */
export const MUTATIONS: readonly ((g: MutationSource, draft: Draft) => void)[] = [
  // A path id (or collection, slug, key) with NUL, CR/LF, bytes that are not UTF-8, surrogates…
  (g, draft) => {
    const names = Object.keys(draft.params);
    if (names.length > 0) draft.params[g.random.pick(names)] = nasty(g.random);
    else draft.pathSuffix = `/${encode(g.random, nasty(g.random))}`;
  },
  // limit, page or depth past the safe range, not finite, not a number
  (g, draft) => draft.query.push([g.random.pick(['limit', 'page', 'depth']), g.random.pick(NUMBERS)]),
  // A where value with control characters, invalid UTF-8, an out-of-range date or number
  (g, draft) => draft.query.push(g.condition('where', draft.collection, true)),
  // and/or groups nested past the limit (qs parses ten levels)
  (g, draft) => {
    let prefix = 'where';
    for (let level = g.random.int(4, 8); level > 0; level -= 1) prefix += `[${g.random.pick(['and', 'or'])}][${g.random.int(0, 2)}]`;
    draft.query.push(g.condition(prefix, draft.collection, g.random.next() < 0.3));
  },
  // A very wide where: more conditions than allowed, or a long `in` list
  (g, draft) => {
    if (g.random.next() < 0.5) for (let index = 0; index < g.random.int(40, 70); index += 1) draft.query.push(g.condition(`where[or][${index}]`, draft.collection, false));
    else draft.query.push(['where[id][in]', Array.from({ length: g.random.int(40, 120) }, () => g.knownId()).join(',')]);
  },
  // Unknown operators and malformed where shapes
  (g, draft) => draft.query.push([g.random.pick(['where[title][near]', 'where[title]', 'where', 'where[and]', 'where[$where][equals]', 'where[__proto__][equals]', 'sort']), nasty(g.random)]),
  // Any query value of the route replaced by a nasty one, or a nasty key
  (g, draft) => {
    if (draft.query.length > 0 && g.random.next() < 0.7) draft.query[g.random.int(0, draft.query.length - 1)]![1] = nasty(g.random);
    else draft.query.push([typeof nasty(g.random) === 'string' ? 'a\u0000b' : 'x', 'v']);
  },
  // qs shapes: deep brackets, arrays, repeated keys
  (g, draft) => {
    const key = g.random.pick(['limit', 'depth', 'confirm', 'action', 'backendId', 'a']);
    if (g.random.next() < 0.5) draft.query.push([`${key}${'[x]'.repeat(g.random.int(1, 14))}`, 'v']);
    else for (let index = 0; index < g.random.int(2, 4); index += 1) draft.query.push([`${key}[]`, String(index)]);
  },
  // Another method on the same path
  (g, draft) => {
    draft.method = g.random.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']);
  },
  // Another or a broken content type
  (g, draft) => {
    draft.headers['content-type'] = g.random.pick([
      'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=fuzz', 'application/octet-stream',
      'application/json; charset=latin1', 'application/vnd.api+json', 'garbage', 'é/\u00ff',
    ]);
    draft.body ??= { title: 'x' };
  },
  // A wrong or malformed credential, a cookie, conditional and CORS headers
  (g, draft) => {
    const [name, value] = g.random.pick<[string, string]>([
      ['authorization', 'Bearer wrong-key'], ['authorization', 'Basic YWRtaW46YWRtaW4='], ['authorization', 'Bearer'],
      ['authorization', '\u00ff\u00fe'], ['x-store-api-key', 'wrong'], ['x-store-api-key', ''], ['cookie', 'payload-token=x.y.z'],
      ['cookie', '\u00ff=\u00ff'], ['if-none-match', '*'], ['if-none-match', 'garbage'], ['origin', 'http://evil.example'],
      ['x-request-id', 'x'.repeat(500)], ['accept', 'application/xml'],
    ]);
    draft.headers[name] = value;
  },
  // A body that is not JSON, not UTF-8, holds NUL or lone surrogates, nests too deep, is too wide or too large
  (g, draft) => {
    draft.body = g.brokenBody();
  },
  // One value of a body of the right shape made nasty: a control character, a lone surrogate, a number past the safe range or not finite
  (g, draft) => {
    const body = draft.body !== null && typeof draft.body === 'object' && !Buffer.isBuffer(draft.body) ? draft.body as Record<string, unknown> : {};
    const keys = Object.keys(body);
    const key = keys.length > 0 ? g.random.pick(keys) : g.random.pick(['title', 'current_orders', 'backendId', 'collections']);
    body[key] = g.random.next() < 0.5 ? g.random.pick(NASTY.filter((value) => typeof value === 'string')) : `__RAW:${g.random.pick(['1e309', '-1e309', '99999999999999999999999', '9007199254740993', '1e-400', '"\\ud800"', '"\\u0000"'])}__`;
    draft.body = body;
  },
];
