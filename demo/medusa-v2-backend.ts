import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseJson, readBody, type RecordedRequest, recordOf } from './commerce-backend.js';
import { type Answer, expressNotFound, type Operation, route, type Store } from './medusa-v2/routes.js';
import { type MedusaOrder, type MedusaProduct, medusaOrder, medusaProduct, type OrderSpec, type ProductSpec } from './medusa-v2/shapes.js';

export { storeOf } from './medusa-v2/from-catalog.js';
export type { RecordedRequest };

/**
 * A fake Medusa 2.21.2 admin API on loopback that answers like the recorded one
 * (test/fixtures/medusa-v2-admin-api): Basic secret-key auth on every /admin route, Medusa's
 * envelopes, default limits, `fields`, `{type,message}` errors and Express's HTML 404, the
 * silent 200 of a write to a missing variant. Writes apply in arrival order with no locking,
 * so a client's read-modify-write race shows up as lost updates, as on the real one.
 */
export interface MedusaFault {
  /** Answer this status with Medusa's error body instead. */
  status?: number;
  /** Answer as usual but store nothing (what Medusa does for a variant it does not find). */
  ignoreWrite?: boolean;
  /** Affect this many requests, then stop. Default: unlimited. */
  times?: number;
}

export interface MedusaV2Backend {
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  url: string;
  /** The secret API key the fake accepts. */
  apiKey: string;
  /** Live records: changes show in the next answer. */
  readonly store: Store;
  requests: RecordedRequest[];
  product(id: string): MedusaProduct;
  addProduct(spec: ProductSpec): MedusaProduct;
  addOrder(spec: OrderSpec): MedusaOrder;
  fail(operation: Operation, fault: MedusaFault): void;
  clearFaults(): void;
  close(): Promise<void>;
}

export const FAKE_API_KEY = 'sk_fake_medusa_v2';

/** Medusa v2 reads the secret key as the Basic user name with an empty password; Bearer is refused. */
function authorized(header: string | undefined, apiKey: string): boolean {
  const match = /^Basic (.+)$/i.exec(header ?? '');
  if (!match) return false;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  return decoded.slice(0, decoded.indexOf(':')) === apiKey && decoded.includes(':');
}

function send(response: ServerResponse, answer: Answer): void {
  const html = 'html' in answer;
  response.writeHead(answer.status, { 'content-type': `${html ? 'text/html' : 'application/json'}; charset=utf-8` });
  response.end(html ? answer.html : JSON.stringify(answer.body));
}

class Faults {
  private queued = new Map<Operation, MedusaFault[]>();

  add(operation: Operation, fault: MedusaFault): void {
    this.queued.set(operation, [...(this.queued.get(operation) ?? []), { ...fault }]);
  }

  clear(): void {
    this.queued.clear();
  }

  take(operation: Operation): MedusaFault | undefined {
    const fault = this.queued.get(operation)?.find((candidate) => candidate.times === undefined || candidate.times > 0);
    if (fault?.times !== undefined) fault.times -= 1;
    return fault;
  }
}

interface State {
  store: Store;
  apiKey: string;
  faults: Faults;
  requests: RecordedRequest[];
}

async function handle(state: State, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const parsed = parseJson(await readBody(request));
  if (!parsed.valid) return send(response, { status: 400, body: { type: 'invalid_data', message: 'Invalid JSON body' } });
  const record = recordOf(request, url, parsed.value);
  state.requests.push(record);
  const { method, headers, body } = record;
  if (url.pathname.startsWith('/admin') && !authorized(headers.authorization, state.apiKey)) {
    return send(response, { status: 401, body: { message: 'Unauthorized' } });
  }
  const routed = route({ method, path: url.pathname, params: url.searchParams, body });
  if (!routed) return send(response, expressNotFound(method, url.pathname));
  const fault = state.faults.take(routed.operation);
  if (fault?.status) return send(response, { status: fault.status, body: { type: 'unknown_error', message: `Injected fault: ${fault.status}` } });
  send(response, routed.answer(state.store, { write: !fault?.ignoreWrite }));
}

/** Starts the fake on 127.0.0.1 at a random port, empty unless given records. */
export async function startMedusaV2Backend(options: { store?: Store; apiKey?: string; port?: number } = {}): Promise<MedusaV2Backend> {
  const state: State = {
    store: options.store ?? { products: [], orders: [] },
    apiKey: options.apiKey ?? FAKE_API_KEY,
    faults: new Faults(),
    requests: [],
  };
  const server = createServer((request, response) => {
    handle(state, request, response).catch((error: unknown) => {
      if (response.headersSent) return void response.destroy();
      send(response, { status: 500, body: { type: 'unknown_error', message: String(error) } });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey: state.apiKey,
    store: state.store,
    get requests() {
      return state.requests;
    },
    set requests(requests) {
      state.requests = requests;
    },
    product(id) {
      const found = state.store.products.find((product) => product.id === id);
      if (!found) throw new Error(`no product ${id} in the fake Medusa`);
      return found;
    },
    addProduct(spec) {
      const product = medusaProduct(spec);
      state.store.products.push(product);
      return product;
    },
    addOrder(spec) {
      const order = medusaOrder(spec);
      state.store.orders.push(order);
      return order;
    },
    fail: (operation, fault) => state.faults.add(operation, fault),
    clearFaults: () => state.faults.clear(),
    close: () => new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    }),
  };
}
