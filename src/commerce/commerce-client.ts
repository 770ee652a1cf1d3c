import type { FastifyBaseLogger } from 'fastify';
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
