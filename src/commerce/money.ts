import type { BackendOrder, BackendProduct } from './types.js';

/**
 * Medusa v2 keeps amounts in major units (12.5 is 12.50 EUR); the contract's backend and the
 * storefront use minor units (1250). Conversion uses each currency's own number of decimals.
 */
const digitsByCurrency = new Map<string, number>();

export function fractionDigits(currency: string): number {
  const code = currency.trim().toUpperCase();
  let digits = digitsByCurrency.get(code);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsByCurrency.set(code, digits);
  }
  return digits;
}

export function toMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** fractionDigits(currency));
}

export function productInMinorUnits(product: BackendProduct): BackendProduct {
  return {
    ...product,
    variants: product.variants.map((variant) => ({
      ...variant,
      prices: variant.prices.map((price) => ({ ...price, amount: toMinorUnits(price.amount, price.currency_code) })),
    })),
  };
}

export function orderInMinorUnits(order: BackendOrder): BackendOrder {
  const minor = (amount: number) => toMinorUnits(amount, order.currency_code);
  return {
    ...order,
    total: minor(order.total),
    items: order.items.map((item) => ({ ...item, unit_price: minor(item.unit_price), total: minor(item.total) })),
  };
}
