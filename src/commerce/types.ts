/**
 * The commerce backend's shapes as this service reads them (service-interface.md,
 * "Medusa-like admin API"). Parsing in src/commerce/parse.ts turns answers into these.
 */
export interface BackendPrice {
  amount: number;
  currency_code: string;
}

export interface BackendVariant {
  id: string;
  title: string | null;
  sku: string | null;
  prices: BackendPrice[];
  options: Record<string, unknown>;
  metadata: Record<string, unknown>;
  product_id?: string;
}

export interface BackendProduct {
  id: string;
  title: string;
  description: string | null;
  handle: string | null;
  status: string;
  thumbnail: string | null;
  images: { id: string; url: string }[];
  metadata: Record<string, unknown>;
  variants: BackendVariant[];
  categories: { id: string; name: string; handle: string }[];
  collection: { id: string; title: string; handle: string } | null;
  created_at: string;
  updated_at: string;
}

export interface BackendOrderItem {
  id: string;
  product_id: string | null;
  variant_id: string | null;
  title: string;
  quantity: number;
  unit_price: number;
  total: number;
}

export interface BackendOrder {
  id: string;
  display_id: number;
  status: string;
  payment_status: string;
  fulfillment_status: string;
  customer_id: string | null;
  email: string | null;
  total: number;
  currency_code: string;
  created_at: string;
  updated_at: string;
  items: BackendOrderItem[];
}

export interface ProductPage {
  products: BackendProduct[];
  count: number;
}

export interface OrderPage {
  orders: BackendOrder[];
  count: number;
}
