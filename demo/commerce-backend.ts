import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BackendProduct, BackendVariant } from '../src/commerce/types.js';
import { generateCatalog, type DemoCatalog } from './catalog.js';
import { isPlainObject } from '../src/lib/plain-object.js';

/**
 * A Medusa-like admin API over an in-memory catalog, on loopback: the backend of `npm run demo`,
 * of the integration tests (with fault injection and a record of every request) and of the sync
 * benchmark. It applies writes in arrival order with no locking or merging of its own, so a
 * client's read-modify-write race shows up here as lost updates.
 */
export type Operation = 'listProducts' | 'getProduct' | 'getVariant' | 'updateVariant' | 'listOrders';

export interface Fault {
  /** Answer this status with a JSON error body. */
  status?: number;
  /** Wait this long before answering (then apply the rest of the fault, or answer normally). */
  delayMs?: number;
  /** 200 with a body that is not valid JSON. */
  malformed?: boolean;
  /** 200 with valid JSON that lacks the expected key. */
  wrongShape?: boolean;
  /** Destroy the socket without answering. */
  dropConnection?: boolean;
  /** Apply the request (a write lands), then destroy the socket without answering: a reply lost on the way. */
  dropAfterApplying?: boolean;
  /** Let this many matching requests (counted from when the fault is queued) through first. Default 0. */
  after?: number;
  /** Affect this many requests, then stop. Default: unlimited. */
  times?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
  /** Parsed JSON body; undefined when empty or not valid JSON. */
  body: unknown;
}

export interface DemoBackend {
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  url: string;
  /** The live catalog: changes to its objects show in the next answer. */
  readonly catalog: DemoCatalog;
  requests: RecordedRequest[];
  addProduct(product: BackendProduct): void;
  removeProduct(id: string): void;
  replaceCatalog(catalog: DemoCatalog): void;
  fail(operation: Operation, fault: Fault): void;
  clearFaults(): void;
  close(): Promise<void>;
}

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 1000;
const MALFORMED_BODY = '{"message": "upstream proxy error", <html>';

type Answer = { status: number; body: unknown } | { raw: string };

interface VariantEntry {
  product: BackendProduct;
  variant: BackendVariant;
}

/** The catalog plus id indexes, so single-record reads stay O(1) on a 50,000-product catalog. */
class CatalogIndex {
  private products = new Map<string, BackendProduct>();
  private variants = new Map<string, VariantEntry>();
  private indexedArray: BackendProduct[] = [];
  private indexedLength = 0;

  constructor(public data: DemoCatalog) {
    this.rebuild();
  }

  replace(data: DemoCatalog): void {
    this.data = data;
    this.rebuild();
  }

  add(product: BackendProduct): void {
    this.refreshIfStale();
    this.data.products.push(product);
    this.indexProduct(product);
    this.indexedLength = this.data.products.length;
  }

  remove(id: string): void {
    this.refreshIfStale();
    const position = this.data.products.findIndex((product) => product.id === id);
    if (position === -1) return;
    const [removed] = this.data.products.splice(position, 1);
    this.products.delete(id);
    for (const variant of removed!.variants) this.variants.delete(variant.id);
    this.indexedLength = this.data.products.length;
  }

  product(id: string): BackendProduct | undefined {
    this.refreshIfStale();
    return this.products.get(id) ?? this.rescanFor(() => this.products.get(id));
  }

  variant(id: string): VariantEntry | undefined {
    this.refreshIfStale();
    return this.variants.get(id) ?? this.rescanFor(() => this.variants.get(id));
  }

  /** Tests may also push, splice or reassign `catalog.products` directly: notice it cheaply. */
  private refreshIfStale(): void {
    const { products } = this.data;
    if (products !== this.indexedArray || products.length !== this.indexedLength) this.rebuild();
  }

  /** A miss may come from a variant added to a product in place; only misses pay for the rebuild. */
  private rescanFor<T>(lookup: () => T | undefined): T | undefined {
    this.rebuild();
    return lookup();
  }

  private rebuild(): void {
    this.products = new Map();
    this.variants = new Map();
    for (const product of this.data.products) this.indexProduct(product);
    this.indexedArray = this.data.products;
    this.indexedLength = this.data.products.length;
  }

  private indexProduct(product: BackendProduct): void {
    this.products.set(product.id, product);
    for (const variant of product.variants) this.variants.set(variant.id, { product, variant });
  }
}

/** Queued faults per operation. Every queued fault counts every matching request; the first active one applies. */
class FaultQueue {
  private queues = new Map<Operation, { fault: Fault; seen: number; applied: number }[]>();

  add(operation: Operation, fault: Fault): void {
    const queue = this.queues.get(operation) ?? [];
    queue.push({ fault: { ...fault }, seen: 0, applied: 0 });
    this.queues.set(operation, queue);
  }

  clear(): void {
    this.queues.clear();
  }

  take(operation: Operation): Fault | undefined {
    let chosen: Fault | undefined;
    for (const entry of this.queues.get(operation) ?? []) {
      if (entry.fault.times !== undefined && entry.applied >= entry.fault.times) continue;
      entry.seen += 1;
      if (chosen || entry.seen <= (entry.fault.after ?? 0)) continue;
      entry.applied += 1;
      chosen = entry.fault;
    }
    return chosen;
  }
}

interface Routed {
  operation: Operation;
  id: string;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function routeOf(method: string, path: string): Routed | undefined {
  if (method === 'GET' && path === '/admin/products') return { operation: 'listProducts', id: '' };
  if (method === 'GET' && path === '/admin/orders') return { operation: 'listOrders', id: '' };
  const product = /^\/admin\/products\/([^/]+)$/.exec(path);
  if (method === 'GET' && product) return { operation: 'getProduct', id: decodeSegment(product[1]!) };
  const variant = /^\/admin\/product-variants\/([^/]+)$/.exec(path);
  if (variant && method === 'GET') return { operation: 'getVariant', id: decodeSegment(variant[1]!) };
  if (variant && method === 'POST') return { operation: 'updateVariant', id: decodeSegment(variant[1]!) };
  return undefined;
}

function nonNegativeInteger(text: string | undefined): number | undefined {
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : undefined;
}

function pageOf<T>(items: readonly T[], query: Record<string, string>) {
  const limit = Math.min(MAX_LIMIT, nonNegativeInteger(query.limit) ?? DEFAULT_LIMIT);
  const offset = nonNegativeInteger(query.offset) ?? 0;
  return { items: items.slice(offset, offset + limit), count: items.length, offset, limit };
}

const ok = (body: unknown): Answer => ({ status: 200, body });
const notFound = (message: string): Answer => ({ status: 404, body: { message, type: 'not_found' } });
const invalid = (message: string): Answer => ({ status: 400, body: { message, type: 'invalid_data' } });


function variantBody(entry: VariantEntry) {
  return { variant: { ...entry.variant, product_id: entry.product.id } };
}

function updateVariant(index: CatalogIndex, id: string, body: unknown): Answer {
  const metadata = isPlainObject(body) ? body.metadata : undefined;
  if (!isPlainObject(metadata)) return invalid('Body must be {"metadata": {...}} with an object');
  const entry = index.variant(id);
  if (!entry) return notFound(`Variant with id: ${id} was not found`);
  entry.variant.metadata = metadata;
  return ok(variantBody(entry));
}

function answerFor(index: CatalogIndex, routed: Routed, query: Record<string, string>, body: unknown): Answer {
  switch (routed.operation) {
    case 'listProducts': {
      const page = pageOf(index.data.products, query);
      return ok({ products: page.items, count: page.count, offset: page.offset, limit: page.limit });
    }
    case 'listOrders': {
      const page = pageOf(index.data.orders, query);
      return ok({ orders: page.items, count: page.count, offset: page.offset, limit: page.limit });
    }
    case 'getProduct': {
      const product = index.product(routed.id);
      return product ? ok({ product }) : notFound(`Product with id: ${routed.id} was not found`);
    }
    case 'getVariant': {
      const entry = index.variant(routed.id);
      return entry ? ok(variantBody(entry)) : notFound(`Variant with id: ${routed.id} was not found`);
    }
    case 'updateVariant':
      return updateVariant(index, routed.id, body);
  }
}

/** What a fault answers instead of the normal answer; undefined for a delay-only fault. */
function faultAnswer(fault: Fault): Answer | 'drop' | undefined {
  if (fault.dropConnection) return 'drop';
  if (fault.malformed) return { raw: MALFORMED_BODY };
  if (fault.wrongShape) return ok({});
  if (fault.status !== undefined) return { status: fault.status, body: { message: `Injected fault: ${fault.status}`, type: 'injected_fault' } };
  return undefined;
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function parseJson(text: string): { valid: boolean; value: unknown } {
  if (text === '') return { valid: true, value: undefined };
  try {
    return { valid: true, value: JSON.parse(text) };
  } catch {
    return { valid: false, value: undefined };
  }
}

export function recordOf(request: IncomingMessage, url: URL, body: unknown): RecordedRequest {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  return { method: request.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), headers, body };
}

function send(response: ServerResponse, answer: Answer): void {
  const status = 'raw' in answer ? 200 : answer.status;
  const text = 'raw' in answer ? answer.raw : JSON.stringify(answer.body);
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(text);
}

/** Timers that close() can cut short, so a long injected delay never keeps the process alive. */
class Delays {
  private pending = new Set<() => void>();

  wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.pending.delete(finish);
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.pending.add(finish);
    });
  }

  finishAll(): void {
    for (const finish of [...this.pending]) finish();
  }
}

interface BackendState {
  index: CatalogIndex;
  faults: FaultQueue;
  delays: Delays;
  requests: RecordedRequest[];
}

async function handle(state: BackendState, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const parsed = parseJson(await readBody(request));
  const record = recordOf(request, url, parsed.value);
  state.requests.push(record);
  const routed = routeOf(record.method, record.path);
  const fault = routed ? state.faults.take(routed.operation) : undefined;
  if (fault?.delayMs) await state.delays.wait(fault.delayMs);
  const replacement = fault ? faultAnswer(fault) : undefined;
  if (replacement === 'drop') return void response.socket?.destroy();
  if (fault?.dropAfterApplying) {
    normalAnswer(state.index, routed, record, parsed);
    return void response.socket?.destroy();
  }
  // Computed even when the client has given up meanwhile: like a real backend, a write still lands.
  const answer = replacement ?? normalAnswer(state.index, routed, record, parsed);
  if (!response.destroyed) send(response, answer);
}

function normalAnswer(index: CatalogIndex, routed: Routed | undefined, record: RecordedRequest, parsed: { valid: boolean }): Answer {
  if (!parsed.valid) return invalid('Invalid JSON body');
  if (!routed) return notFound(`Cannot ${record.method} ${record.path}`);
  return answerFor(index, routed, record.query, record.body);
}

function handleSafely(state: BackendState, request: IncomingMessage, response: ServerResponse): void {
  handle(state, request, response).catch((error: unknown) => {
    if (response.headersSent || response.destroyed) return void response.destroy();
    send(response, { status: 500, body: { message: String(error), type: 'unexpected_state' } });
  });
}

/** Starts the demo backend on 127.0.0.1 (a random port unless `port` is given); default catalog: `generateCatalog()`. */
export async function startDemoBackend(options: { catalog?: DemoCatalog; port?: number } = {}): Promise<DemoBackend> {
  const state: BackendState = {
    index: new CatalogIndex(options.catalog ?? generateCatalog()),
    faults: new FaultQueue(),
    delays: new Delays(),
    requests: [],
  };
  const server = createServer((request, response) => handleSafely(state, request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;

  return {
    url: `http://127.0.0.1:${port}`,
    get catalog() {
      return state.index.data;
    },
    get requests() {
      return state.requests;
    },
    set requests(requests) {
      state.requests = requests;
    },
    addProduct: (product) => state.index.add(product),
    removeProduct: (id) => state.index.remove(id),
    replaceCatalog: (catalog) => state.index.replace(catalog),
    fail: (operation, fault) => state.faults.add(operation, fault),
    clearFaults: () => state.faults.clear(),
    close: () =>
      (closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
        state.delays.finishAll();
      })),
  };
}
