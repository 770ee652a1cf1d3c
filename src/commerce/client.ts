import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { Upstream } from '../lib/errors.js';
import { callBackend, type HttpSettings } from './http.js';
import { medusaV2Client } from './medusa-v2-client.js';
import { parseOrderPage, parseProduct, parseProductPage, parseVariant, parseWrapped } from './parse.js';
import type { BackendProduct, BackendVariant, OrderPage, ProductPage } from './types.js';

export const PAGE_SIZE = 100;

/** Everything the service asks of the commerce backend; the only code that knows its URLs. */
export interface CommerceClient {
  listProducts(offset: number, limit?: number): Promise<ProductPage>;
  /** undefined when the backend answers 404. */
  getProduct(id: string): Promise<BackendProduct | undefined>;
  /** undefined when the backend answers 404. */
  getVariant(id: string): Promise<BackendVariant | undefined>;
  /** `productId` (from getVariant) spares a medusa-v2 backend a lookup: it writes variants under their product. */
  updateVariantMetadata(id: string, metadata: Record<string, unknown>, productId?: string): Promise<BackendVariant>;
  listOrders(offset: number, limit?: number): Promise<OrderPage>;
  /** The same client, logging its calls on a request's logger (so they carry its request id). */
  withLogger(log: FastifyBaseLogger): CommerceClient;
}

function expectOk(status: number, what: string): void {
  if (status < 200 || status >= 300) throw new Upstream(`Commerce backend answered ${status} to ${what}`, status);
}

/** The contract's Medusa-like admin API: no credential, only `Content-Type`. */
export function medusaLikeClient(settings: HttpSettings, log?: FastifyBaseLogger): CommerceClient {
  const get = (path: string) => callBackend(settings, 'GET', path, { log });
  const segment = encodeURIComponent;
  return {
    async listProducts(offset, limit = PAGE_SIZE) {
      const answer = await get(`/admin/products?limit=${limit}&offset=${offset}`);
      expectOk(answer.status, 'the product list');
      return parseProductPage(answer.body);
    },
    async getProduct(id) {
      const answer = await get(`/admin/products/${segment(id)}`);
      if (answer.status === 404) return undefined;
      expectOk(answer.status, `product ${id}`);
      return parseWrapped(answer.body, 'product', parseProduct);
    },
    async getVariant(id) {
      const answer = await get(`/admin/product-variants/${segment(id)}`);
      if (answer.status === 404) return undefined;
      expectOk(answer.status, `variant ${id}`);
      return parseWrapped(answer.body, 'variant', parseVariant);
    },
    async updateVariantMetadata(id, metadata) {
      const answer = await callBackend(settings, 'POST', `/admin/product-variants/${segment(id)}`, { body: { metadata }, log });
      expectOk(answer.status, `the update of variant ${id}`);
      return parseWrapped(answer.body, 'variant', parseVariant);
    },
    async listOrders(offset, limit = PAGE_SIZE) {
      const answer = await get(`/admin/orders?limit=${limit}&offset=${offset}`);
      expectOk(answer.status, 'the order list');
      return parseOrderPage(answer.body);
    },
    withLogger: (requestLog) => medusaLikeClient(settings, requestLog),
  };
}

export class CommerceNotConfigured extends Upstream {
  constructor() {
    super('The commerce backend is not configured: set COMMERCE_URL.');
  }
}

/** Stands in when COMMERCE_URL is unset: every call fails with a message that says so. */
function unconfiguredClient(): CommerceClient {
  const fail = async (): Promise<never> => {
    throw new CommerceNotConfigured();
  };
  const client: CommerceClient = {
    listProducts: fail, getProduct: fail, getVariant: fail, updateVariantMetadata: fail, listOrders: fail,
    withLogger: () => client,
  };
  return client;
}

/** The client of COMMERCE_FLAVOR: the contract's Medusa-like API (default) or a real Medusa v2. */
export function createCommerceClient(
  config: Pick<Config, 'commerceUrl' | 'commerceTimeoutMs'> & Partial<Pick<Config, 'commerceFlavor' | 'commerceApiKey'>>,
  overrides: Partial<HttpSettings> = {},
): CommerceClient {
  if (!config.commerceUrl) return unconfiguredClient();
  const settings = { baseUrl: config.commerceUrl, timeoutMs: config.commerceTimeoutMs, ...overrides };
  return config.commerceFlavor === 'medusa-v2' ? medusaV2Client(settings, config.commerceApiKey) : medusaLikeClient(settings);
}

/**
 * Reads every page of a paged list: PAGE_SIZE by offset until the reported count is reached or a page
 * is empty. The next page is requested while the caller works on the current one.
 */
export async function* pages<T>(read: (offset: number) => Promise<{ items: T[]; count: number }>): AsyncGenerator<T[]> {
  let offset = 0;
  let pending = read(offset);
  for (;;) {
    const { items, count } = await pending;
    if (items.length === 0) return;
    offset += items.length;
    const more = offset < count;
    if (more) {
      pending = read(offset);
      // Awaited on the next turn of the loop; until then a failure must not count as unhandled.
      pending.catch(() => {});
    }
    yield items;
    if (!more) return;
  }
}
