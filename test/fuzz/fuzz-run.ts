import { sql } from 'drizzle-orm';
import { createUser } from '../../src/accounts/manage-users.js';
import { BODY_LIMIT_BYTES } from '../../src/app.js';
import { generateCatalog } from '../../demo/catalog.js';
import { type DemoBackend, type Fault, type Operation, startDemoBackend } from '../../demo/commerce-backend.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { openTestDatabase, type TestDatabase } from '../helpers/database.js';
import { type Credentials, type FuzzRequest, type KnownIds, RequestGenerator, routesFromTree } from './generate-request.js';
import { type Answer, api, preview, send } from './http-client.js';
import { shapeProblems } from './answer-checks.js';

/**
 * The fuzz run: the real app on a real port (the fast lane included) over a seeded store and a demo
 * commerce backend, in four phases: open mode; open mode with the backend failing; protected mode with
 * callers that may not write (no, wrong or viewer credentials); protected mode with the admin key too.
 *
 * Checks on every answer:
 * - it comes (no dropped connection, the process alive) in under SLOW_MS (SLOW_HASHING_MS when the body
 *   holds a password to hash);
 * - no 5xx but the documented ones: 500 from routes that call a failing commerce backend (preorders,
 *   sync), and 500 for POST /api/clear-data with a body that is not JSON (the contract's rule);
 * - a 4xx/5xx under /api/ is JSON in the route family's shape;
 * - every list of rows (variants, slides, recommendation lists) in a 2xx answer carries ids;
 * - nothing is lost: a refused request, a read (GET/HEAD, except the contract's deleting GETs) and any
 *   request of a caller without write rights leave every stored document and global exactly as it was
 *   (a fingerprint of all of them is compared around each such request).
 */
export const SLOW_MS = 2000;
/** Requests that hash a password (scrypt: about 0.6 s of CPU on purpose, over 2 s on a busy 2-core machine). */
export const SLOW_HASHING_MS = 5000;
export const DEFAULT_SEED = 20261124;
export const DEFAULT_COUNT = 1000;

const ADMIN_KEY = 'fuzz-admin-key-0123456789abcdef';
const STORE_KEY = 'fuzz-store-key-0123456789abcdef';
/** GETs that write by the contract: clear-data (confirm=true) and the sync. */
const WRITING_GETS = new Set(['/api/clear-data', '/api/sync-backend']);
const BACKEND_ROUTES = /^\/api\/(preorders\/|sync-backend)/;
const BACKEND_FAULTS: Fault[] = [{ status: 500 }, { status: 503 }, { malformed: true }, { wrongShape: true }, { dropConnection: true }];
const OPERATIONS: Operation[] = ['listProducts', 'getProduct', 'getVariant', 'updateVariant', 'listOrders'];

export interface FuzzSummary {
  seed: number;
  requests: number;
  statuses: Record<string, number>;
  /** Documented 5xx answers by `METHOD route status`. */
  documented5xx: Record<string, number>;
  failures: string[];
  seconds: number;
}

interface Phase {
  name: string;
  share: number;
  protected: boolean;
  /** The callers of this phase may not change stored content. */
  readOnly: boolean;
  backendFailing: boolean;
}

const PHASES: Phase[] = [
  { name: 'open', share: 0.45, protected: false, readOnly: false, backendFailing: false },
  { name: 'open, failing backend', share: 0.1, protected: false, readOnly: false, backendFailing: true },
  { name: 'protected, no write rights', share: 0.3, protected: true, readOnly: true, backendFailing: false },
  { name: 'protected, admin key too', share: 0.15, protected: true, readOnly: false, backendFailing: false },
];


export async function runFuzz(options: { seed: number; count: number; log?: (line: string) => void }): Promise<FuzzSummary> {
  const { seed, count } = options;
  const log = options.log ?? (() => {});
  const started = performance.now();
  const summary: FuzzSummary = { seed, requests: 0, statuses: {}, documented5xx: {}, failures: [], seconds: 0 };
  const backend = await startDemoBackend({ catalog: generateCatalog({ products: 12, ordersPerProduct: 2, seed }) });
  const variantIds = backend.catalog.products.flatMap((product) => product.variants.map((variant) => variant.id));
  const known: KnownIds = { records: {}, backendIds: backend.catalog.products.map((product) => product.id), variantIds, apiKeyIds: [], mediaKeys: [] };
  let generator: RequestGenerator | undefined;
  let current: Store | undefined;
  const database = await openTestDatabase();
  try {
    for (const [index, phase] of PHASES.entries()) {
      const phaseCount = index === PHASES.length - 1 ? count - summary.requests : Math.round(count * phase.share);
      // Every request comes from one address: the failed-credentials limit would soon answer everything 429.
      const env: Record<string, string> = {
        COMMERCE_URL: backend.url, COMMERCE_TIMEOUT_MS: '500', STORE_API_KEY: STORE_KEY, SIGN_IN_ATTEMPTS_PER_MINUTE: '10000',
        ...(phase.protected ? { ADMIN_API_KEY: ADMIN_KEY } : {}),
      };
      // One app per access mode over the same database; the failing-backend and admin phases go on with the app before them.
      if (index === 0 || phase.protected !== PHASES[index - 1]!.protected) {
        await current?.t.app.close();
        current = await openStore(env, phase.protected, known, backend, database);
      }
      const store = current!;
      const credentials = credentialsFor(phase, store.viewerKey);
      generator ??= new RequestGenerator(seed, routesFromTree(store.t.app.printRoutes({ commonPrefix: false })), known, credentials);
      generator.useCredentials(credentials);
      generator.focusOn(phase.backendFailing ? BACKEND_ROUTES : undefined);
      log(`# phase "${phase.name}": ${phaseCount} requests (${Math.round(performance.now() - started)} ms)`);
      for (let n = 0; n < phaseCount; n += 1) {
        if (phase.backendFailing && n % 25 === 0) failBackend(backend, generator.random.pick(BACKEND_FAULTS));
        if (!phase.readOnly && n > 0 && n % 200 === 0) await seedContent(store, phase.protected, known, backend);
        const request = generator.next();
        await check(store, backend, phase, request, summary);
        if (summary.failures.length >= 20) break;
      }
      backend.clearFaults();
      const health = await send(store.base, { method: 'GET', url: '/healthz', headers: {}, unparsableBody: false });
      if (health.status !== 200) summary.failures.push(`after phase "${phase.name}": /healthz answered ${health.status}`);
    }
  } finally {
    await current?.t.app.close();
    await database.close();
    await backend.close();
  }
  summary.seconds = Math.round((performance.now() - started) / 100) / 10;
  return summary;
}

interface Store {
  t: TestApp;
  base: string;
  viewerKey?: string;
}

async function openStore(env: Record<string, string>, protectedMode: boolean, known: KnownIds, backend: DemoBackend, database: TestDatabase): Promise<Store> {
  const t = await startTestApp(env, { database });
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const store: Store = { t, base };
  await seedContent(store, protectedMode, known, backend);
  const admin = adminHeaders(protectedMode);
  if (protectedMode) {
    const viewer = await api(base, 'POST', '/api/users', { email: 'fuzz-viewer@example.test', password: 'fuzz-password-1', roles: ['viewer'] }, admin);
    const key = await api(base, 'POST', '/api/api-keys', { user: (viewer.doc as { id: string }).id, name: 'fuzz viewer', role: 'viewer' }, admin);
    store.viewerKey = key.key as string;
    known.apiKeyIds.push((key.doc as { id: string }).id);
  } else {
    // Open mode opens no account route to anonymous callers: the admin the sign-ins aim at is made as `users create` does.
    await createUser(t.context, { kind: 'cli', role: 'admin' }, { email: 'fuzz-admin@example.test', password: 'fuzz-password-1', role: 'admin' });
  }
  await refreshKnownIds(store, known);
  return store;
}

/** Products from the backend, plus announcements, articles, a media file and both globals (rows without ids). */
async function seedContent(store: Store, protectedMode: boolean, known: KnownIds, backend: DemoBackend): Promise<void> {
  const { base } = store;
  const headers = adminHeaders(protectedMode);
  backend.clearFaults();
  await api(base, 'POST', '/api/sync-backend', { forceUpdate: true }, headers);
  for (let index = 0; index < 3; index += 1) {
    await api(base, 'POST', '/api/announcements', { title: `Fuzz news ${index}`, status: 'published', showOnHomepage: true, priority: index }, headers);
    await api(base, 'POST', '/api/articles', { title: `Fuzz article ${index}`, status: 'published', tags: ['a', 'b'] }, headers);
  }
  const products = await api(base, 'GET', '/api/products?limit=3&depth=0', undefined, headers);
  const preorders = await api(base, 'GET', '/api/preorder-products?limit=3&depth=0', undefined, headers);
  const references = [
    ...(products.docs as { id: string }[]).map((doc) => ({ relationTo: 'products', value: doc.id })),
    ...(preorders.docs as { id: string }[]).map((doc) => ({ relationTo: 'preorder-products', value: doc.id })),
  ];
  await api(base, 'POST', '/api/globals/hero-slider', { slides: [{ title: 'One' }, { title: 'Two', link: '/x' }] }, headers);
  await api(base, 'POST', '/api/globals/product-recommendations', { enabled: true, lists: [{ title: 'Picks', products: references }, { title: 'Empty' }] }, headers);
  await refreshKnownIds(store, known);
}

function adminHeaders(protectedMode: boolean): Record<string, string> {
  return protectedMode ? { authorization: `Bearer ${ADMIN_KEY}` } : {};
}

async function refreshKnownIds(store: Store, known: KnownIds): Promise<void> {
  const result = (await store.t.database.db.execute(sql`select collection, id from documents order by collection, id`)) as unknown as { rows: { collection: string; id: string }[] };
  known.records = {};
  for (const { collection, id } of result.rows) (known.records[collection] ??= []).push(id);
}

/** Open mode: no credential; protected: none or the viewer key (read-only), or the admin key too. */
function credentialsFor(phase: Phase, viewerKey: string | undefined): Credentials {
  if (!phase.protected) return { authorizations: [''], storeKey: STORE_KEY };
  const viewer = `Bearer ${viewerKey}`;
  return { authorizations: phase.readOnly ? ['', viewer, viewer] : ['', viewer, `Bearer ${ADMIN_KEY}`, `Bearer ${ADMIN_KEY}`], storeKey: STORE_KEY };
}

function failBackend(backend: DemoBackend, fault: Fault): void {
  backend.clearFaults();
  for (const operation of OPERATIONS) backend.fail(operation, fault);
}

// -------------------------------------------------------------------- one request and its checks

async function check(store: Store, backend: DemoBackend, phase: Phase, request: FuzzRequest, summary: FuzzSummary): Promise<void> {
  const path = request.url.split('?', 1)[0]!;
  const mustNotWrite = phase.readOnly || ((request.method === 'GET' || request.method === 'HEAD') && !WRITING_GETS.has(path));
  const before = await fingerprint(store, phase.readOnly);
  const backendCallsBefore = backend.requests.length;
  let answer: Answer;
  try {
    answer = await send(store.base, request);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (request.invalidHttp && request.method === 'HEAD' && code === 'HPE_INVALID_CONSTANT') {
      // The parser's 400 to a HEAD request that is not HTTP has a body the client does not expect.
      answer = { status: 400, contentType: '', body: Buffer.alloc(0), ms: 0 };
    } else if ((request.body?.length ?? 0) > BODY_LIMIT_BYTES && (code === 'ECONNRESET' || (error as Error).message === 'aborted')) {
      // Past the body limit the server may answer and close without reading the rest (RFC 9110 §15.5.14): counted as "closed".
      answer = { status: 0, contentType: '', body: Buffer.alloc(0), ms: 0 };
    } else {
      summary.failures.push(`no answer (${(error as Error).message}): ${reproduction(summary, request)}`);
      return;
    }
  }
  summary.requests += 1;
  if (process.env.FUZZ_PROFILE && answer.ms > 50) console.log(`slow ${Math.round(answer.ms)} ms ${answer.status} ${request.method} ${request.url.slice(0, 120)}`);
  const statusName = answer.status === 0 ? 'closed' : String(answer.status);
  summary.statuses[statusName] = (summary.statuses[statusName] ?? 0) + 1;
  const problems: string[] = [];
  const bound = request.body?.includes('"password"') ? SLOW_HASHING_MS : SLOW_MS;
  if (answer.ms > bound) problems.push(`answered in ${Math.round(answer.ms)} ms (bound ${bound} ms)`);
  const documented = answer.status === 500 && isDocumented500(phase, request, path, backend.requests.length > backendCallsBefore);
  if (documented) {
    const key = `${request.method} ${path.replace(/^\/api\/preorders\/[^/]+/, '/api/preorders/{id}')} 500`;
    summary.documented5xx[key] = (summary.documented5xx[key] ?? 0) + 1;
  } else if (answer.status >= 500) {
    problems.push(`undocumented ${answer.status}`);
  }
  problems.push(...shapeProblems(request, path, answer));
  const refused = answer.status >= 400 && !documented;
  if (mustNotWrite || refused) {
    const after = await fingerprint(store, phase.readOnly);
    if (after !== before) problems.push(`stored content changed by a request that must not write (${mustNotWrite ? 'read or read-only caller' : `refused ${answer.status}`})`);
  }
  if (problems.length > 0) summary.failures.push(`${problems.join('; ')} — ${answer.status} ${preview(answer.body)}\n    ${reproduction(summary, request)}`);
}

/** A 500 the contract gives: the route called the commerce backend while it was failing, or clear-data's unparsable body. */
function isDocumented500(phase: Phase, request: FuzzRequest, path: string, calledBackend: boolean): boolean {
  if (phase.backendFailing && calledBackend && BACKEND_ROUTES.test(path)) return true;
  return request.method === 'POST' && path === '/api/clear-data' && request.unparsableBody;
}


/** Every stored document and global, as one hash (users left out for read-only callers: they may rename themselves). */
async function fingerprint(store: Store, contentOnly: boolean): Promise<string> {
  const result = (await store.t.database.db.execute(sql`
    select md5(coalesce(string_agg(collection || '/' || id || '=' || md5(data::text), ',' order by collection, id), '')) as documents,
      (select md5(coalesce(string_agg(slug || '=' || md5(data::text), ',' order by slug), '')) from globals) as globals
    from documents where ${contentOnly ? sql`collection <> 'users'` : sql`true`}`)) as unknown as { rows: { documents: string; globals: string }[] };
  const row = result.rows[0]!;
  return `${row.documents}/${row.globals}`;
}

// -------------------------------------------------------------------- reporting

/** One line that replays the request (with the seed and index, `npm run fuzz` replays the whole run). */
function reproduction(summary: FuzzSummary, request: FuzzRequest): string {
  const body = request.body === undefined ? '' : ` body(${request.body.length} bytes)=${JSON.stringify(request.body.subarray(0, 300).toString('latin1'))}`;
  return `[seed ${summary.seed}, request ${summary.requests}] ${request.method} ${request.url.length > 400 ? `${request.url.slice(0, 400)}…` : request.url} headers=${JSON.stringify(request.headers)}${body}`;
}

export function formatSummary(summary: FuzzSummary): string {
  const statuses = Object.entries(summary.statuses).map(([status, n]) => `${status}: ${n}`).join(', ');
  const documented = Object.entries(summary.documented5xx).map(([key, n]) => `${key}: ${n}`).join(', ') || 'none';
  return [
    `fuzz: seed ${summary.seed}, ${summary.requests} requests in ${summary.seconds} s, ${summary.failures.length} failures`,
    `fuzz: statuses ${statuses}`,
    `fuzz: documented 5xx ${documented}`,
  ].join('\n');
}
