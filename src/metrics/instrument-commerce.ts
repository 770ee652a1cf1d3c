import type { CommerceClient } from '../commerce/client.js';
import type { ServiceMetrics } from './service-metrics.js';

const OPERATIONS = {
  listProducts: 'list_products',
  getProduct: 'get_product',
  getVariant: 'get_variant',
  updateVariantMetadata: 'update_variant',
  listOrders: 'list_orders',
} as const satisfies Record<Exclude<keyof CommerceClient, 'withLogger'>, string>;

/** The same client, timing every call by operation whatever the backend flavour. */
export function instrumentCommerce(client: CommerceClient, metrics: Pick<ServiceMetrics, 'commerceCall'>): CommerceClient {
  const timed = <A extends unknown[], R>(operation: string, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const startedAt = performance.now();
      try {
        const result = await call(...args);
        metrics.commerceCall(operation, (performance.now() - startedAt) / 1000, false);
        return result;
      } catch (error) {
        metrics.commerceCall(operation, (performance.now() - startedAt) / 1000, true);
        throw error;
      }
    };
  return {
    listProducts: timed(OPERATIONS.listProducts, client.listProducts.bind(client)),
    getProduct: timed(OPERATIONS.getProduct, client.getProduct.bind(client)),
    getVariant: timed(OPERATIONS.getVariant, client.getVariant.bind(client)),
    updateVariantMetadata: timed(OPERATIONS.updateVariantMetadata, client.updateVariantMetadata.bind(client)),
    listOrders: timed(OPERATIONS.listOrders, client.listOrders.bind(client)),
    withLogger: (log) => instrumentCommerce(client.withLogger(log), metrics),
  };
}
