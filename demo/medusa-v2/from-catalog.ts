import { fractionDigits } from '../../src/commerce/money.js';
import type { BackendProduct } from '../../src/commerce/types.js';
import type { DemoCatalog } from '../catalog.js';
import type { Store } from './routes.js';
import { medusaOrder, medusaProduct, type ProductSpec } from './shapes.js';

/** The demo catalog (minor units) as Medusa would hold it (major units, options as a list). */
export function productSpecOf(product: BackendProduct): ProductSpec {
  return {
    id: product.id, title: product.title, handle: product.handle ?? undefined, description: product.description,
    status: product.status, thumbnail: product.thumbnail, metadata: product.metadata, images: product.images.map((image) => image.url),
    categories: product.categories, collection: product.collection, created_at: product.created_at || undefined,
    variants: product.variants.map((variant) => ({
      id: variant.id, title: variant.title ?? undefined, sku: variant.sku, metadata: variant.metadata,
      prices: variant.prices.map((price) => ({ amount: price.amount / 10 ** fractionDigits(price.currency_code), currency_code: price.currency_code })),
      options: Object.fromEntries(Object.entries(variant.options).map(([title, value]) => [title, String(value)])),
    })),
  };
}

export function storeOf(catalog: DemoCatalog): Store {
  return {
    products: catalog.products.map((product) => medusaProduct(productSpecOf(product))),
    orders: catalog.orders.map((order) => medusaOrder({
      ...order,
      items: order.items.map((item) => ({
        id: item.id, product_id: item.product_id ?? '', variant_id: item.variant_id ?? '', title: item.title, quantity: item.quantity,
        unit_price: item.unit_price / 10 ** fractionDigits(order.currency_code),
      })),
    })),
  };
}
