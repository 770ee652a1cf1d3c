import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { Upstream } from '../lib/errors.js';
import { callBackend, type HttpSettings } from './http.js';
import { medusaV2Client } from './medusa-v2-client.js';
import { parseOrderPage, parseProduct, parseProductPage, parseVariant, parseWrapped } from './parse.js';
import { type CommerceClient, PAGE_SIZE } from './commerce-client.js';

export { type CommerceClient, PAGE_SIZE } from './commerce-client.js';

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

export interface PagingOptions<T> {
  /** Identifies an item, so a page that repeats earlier ones (a backend ignoring `offset`) ends the list. */
  idOf: (item: T) => string;
  /** Pages one list may take (COMMERCE_MAX_PAGES); past it the call fails instead of looping. */
  maxPages: number;
  /** The page size asked for: without a reported count, a shorter page is the last. */
  pageSize?: number;
  /** Aborted when the caller has gone (a closed connection): no further page is requested. */
  signal?: AbortSignal;
}

export class TooManyPages extends Upstream {
  constructor(maxPages: number) {
    super(`The commerce backend listed more than ${maxPages} pages (COMMERCE_MAX_PAGES); stopped rather than read on.`);
  }
}

/**
 * Reads every page of a paged list, by offset, until the reported count is reached, a page is empty, a
 * page brings no item not seen before (a backend that ignores `offset`), or, without a count, a page is
 * shorter than asked. At most `maxPages` pages; none once `signal` is aborted. The next page is requested
 * while the caller works on the current one.
 */
export async function* pages<T>(
  read: (offset: number) => Promise<{ items: T[]; count: number }>,
  options: PagingOptions<T>,
): AsyncGenerator<T[]> {
  const { idOf, maxPages, pageSize = PAGE_SIZE, signal } = options;
  const seen = new Set<string>();
  const request = (offset: number) => {
    signal?.throwIfAborted();
    const pending = read(offset);
    // Awaited on the next turn of the loop; until then a failure must not count as unhandled.
    pending.catch(() => {});
    return pending;
  };
  let offset = 0;
  let pending = request(offset);
  for (let page = 1; ; page += 1) {
    const { items, count } = await pending;
    const fresh = items.filter((item) => {
      const id = idOf(item);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
    if (fresh.length === 0) return;
    offset += items.length;
    const counted = Number.isFinite(count);
    const more = counted ? offset < count : items.length >= pageSize;
    if (more && page >= maxPages) throw new TooManyPages(maxPages);
    if (more) pending = request(offset);
    yield fresh;
    if (!more) return;
  }
}
