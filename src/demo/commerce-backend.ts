import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { BackendProduct, BackendVariant } from '../commerce/types.js';
import type { DemoCatalog } from './catalog.js';

/**
 * A Medusa-like admin API over an in-memory catalog, on loopback: the backend of `npm run demo`,
 * of the integration tests (with fault injection and a record of every request) and of the sync
 * benchmark. Handles one request at a time like any Node server, with no locking of its own, so a
 * client's read-modify-write race shows up here as lost updates.
 */
export type Operation = 'listProducts' | 'getProduct' | 'getVariant' | 'updateVariant' | 'listOrders';

export interface Fault {
  /** Answer this status with a JSON error body. */
  status?: number;
  /** Wait this long before answering (then apply the rest of the fault). */
  delayMs?: number;
  /** 200 with a body that is not JSON. */
  malformed?: boolean;
  /** 200 with JSON that lacks the expected key. */
  wrongShape?: boolean;
  /** Destroy the socket without answering. */
  dropConnection?: boolean;
  /** Let this many matching requests through first. */
  after?: number;
  /** Affect this many requests, then stop. */
  times?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
  body: unknown;
}

export interface DemoBackend {
  url: string;
  catalog: DemoCatalog;
  requests: RecordedRequest[];
  addProduct(product: BackendProduct): void;
  removeProduct(id: string): void;
  replaceCatalog(catalog: DemoCatalog): void;
  fail(operation: Operation, fault: Fault): void;
  clearFaults(): void;
  close(): Promise<void>;
}

interface ActiveFault extends Fault {
  seen: number;
  applied: number;
}

type Answer = { status: number; body: unknown } | { raw: string } | 'drop';

const MAX_PAGE = 1000;

function page(query: Record<string, string>) {
  const limit = Math.min(MAX_PAGE, Math.max(0, Number.parseInt(query.limit ?? '50', 10) || 50));
  const offset = Math.max(0, Number.parseInt(query.offset ?? '0', 10) || 0);
  return { limit, offset };
}

const notFound = (message: string): Answer => ({ status: 404, body: { message, type: 'not_found' } });

class Catalog {
  products = new Map<string, BackendProduct>();
  variants = new Map<string, { product: BackendProduct; variant: BackendVariant }>();

  constructor(public data: DemoCatalog) {
    this.reindex();
  }

  reindex(): void {
    this.products = new Map(this.data.products.map((product) => [product.id, product]));
    this.variants = new Map(
      this.data.products.flatMap((product) => product.variants.map((variant) => [variant.id, { product, variant }] as const)),
    );
  }
}

function route(catalog: Catalog, method: string, path: string, query: Record<string, string>, body: unknown): [Operation | undefined, () => Answer] {
  const productMatch = /^\/admin\/products\/([^/]+)$/.exec(path);
  const variantMatch = /^\/admin\/product-variants\/([^/]+)$/.exec(path);
  if (method === 'GET' && path === '/admin/products') {
    return ['listProducts', () => {
      const { limit, offset } = page(query);
      const { products } = catalog.data;
      return { status: 200, body: { products: products.slice(offset, offset + limit), count: products.length, offset, limit } };
    }];
  }
  if (method === 'GET' && productMatch) {
    return ['getProduct', () => {
      const product = catalog.products.get(decodeURIComponent(productMatch[1]!));
      return product ? { status: 200, body: { product } } : notFound('Product not found');
    }];
  }
  if (variantMatch && (method === 'GET' || method === 'POST')) {
    const id = decodeURIComponent(variantMatch[1]!);
    return [method === 'GET' ? 'getVariant' : 'updateVariant', () => {
      const entry = catalog.variants.get(id);
      if (!entry) return notFound('Variant not found');
      if (method === 'POST') {
        const metadata = (body as { metadata?: unknown } | undefined)?.metadata;
        if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) {
          return { status: 400, body: { message: 'metadata must be an object', type: 'invalid_data' } };
        }
        entry.variant.metadata = metadata as Record<string, unknown>;
      }
      return { status: 200, body: { variant: { ...entry.variant, product_id: entry.product.id } } };
    }];
  }
  if (method === 'GET' && path === '/admin/orders') {
    return ['listOrders', () => {
      const { limit, offset } = page(query);
      const { orders } = catalog.data;
      return { status: 200, body: { orders: orders.slice(offset, offset + limit), count: orders.length, offset, limit } };
    }];
  }
  return [undefined, () => notFound(`No route ${method} ${path}`)];
}

function takeFault(faults: Map<Operation, ActiveFault[]>, operation: Operation | undefined): ActiveFault | undefined {
  if (!operation) return undefined;
  for (const fault of faults.get(operation) ?? []) {
    if (fault.times !== undefined && fault.applied >= fault.times) continue;
    fault.seen += 1;
    if (fault.seen <= (fault.after ?? 0)) continue;
    fault.applied += 1;
    return fault;
  }
  return undefined;
}

function faultAnswer(fault: ActiveFault, normal: () => Answer): Answer {
  if (fault.dropConnection) return 'drop';
  if (fault.malformed) return { raw: '{"products": [ this is not json' };
  if (fault.wrongShape) return { status: 200, body: {} };
  if (fault.status !== undefined) return { status: fault.status, body: { message: `Injected fault ${fault.status}`, type: 'injected' } };
  return normal();
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, answer: Answer): void {
  if (answer === 'drop') {
    response.socket?.destroy();
    return;
  }
  const text = 'raw' in answer ? answer.raw : JSON.stringify(answer.body);
  response.writeHead('raw' in answer ? 200 : answer.status, { 'content-type': 'application/json' });
  response.end(text);
}

export async function startDemoBackend(options: { catalog?: DemoCatalog; port?: number } = {}): Promise<DemoBackend> {
  const catalog = new Catalog(options.catalog ?? (await import('./catalog.js')).generateCatalog());
  const faults = new Map<Operation, ActiveFault[]>();
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://demo.local');
    const text = await readBody(request);
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      send(response, { status: 400, body: { message: 'Invalid JSON body', type: 'invalid_data' } });
      return;
    }
    const method = request.method ?? 'GET';
    const query = Object.fromEntries(url.searchParams);
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]));
    requests.push({ method, path: url.pathname, query, headers, body });
    const [operation, answer] = route(catalog, method, url.pathname, query, body);
    const fault = takeFault(faults, operation);
    if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (response.destroyed) return;
    send(response, fault ? faultAnswer(fault, answer) : answer());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    url: `http://127.0.0.1:${port}`,
    get catalog() {
      return catalog.data;
    },
    requests,
    addProduct(product) {
      catalog.data.products.push(product);
      catalog.reindex();
    },
    removeProduct(id) {
      catalog.data.products = catalog.data.products.filter((product) => product.id !== id);
      catalog.reindex();
    },
    replaceCatalog(data) {
      catalog.data = data;
      catalog.reindex();
    },
    fail(operation, fault) {
      faults.set(operation, [...(faults.get(operation) ?? []), { ...fault, seen: 0, applied: 0 }]);
    },
    clearFaults() {
      faults.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
