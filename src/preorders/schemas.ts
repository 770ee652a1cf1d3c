import { Type } from 'typebox';
import { ErrorMessage, adminSecurity, answers } from '../lib/route-schemas.js';

export const PreorderParams = Type.Object({ id: Type.String({ minLength: 1, description: 'Internal id, backendId or seedId' }) });

/** Counts and goals are whole numbers in the answers: beyond safe integers they could not be shown exactly. */
const Count = () => Type.Number({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER });

export const PreorderPatch = Type.Union([
  Type.Null(),
  Type.Object({
    variant_id: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    current_orders: Type.Optional(Count()),
    max_orders: Type.Optional(Count()),
    increment: Type.Optional(Count()),
    decrement: Type.Optional(Count()),
    preorder_end_date: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
    funding_goal: Type.Optional(Count()),
    preorder_type: Type.Optional(Type.String({ maxLength: 200 })),
    fake_order_count: Type.Optional(Count()),
  }),
], { examples: [{ variant_id: 'variant_01', increment: 1 }, { funding_goal: 500, fake_order_count: 20 }] });

const PreorderVariant = Type.Object({
  id: Type.Unknown(), title: Type.Unknown(), sku: Type.Unknown(),
  current_orders: Type.Integer(), max_orders: Type.Integer(), available_slots: Type.Integer(), sold_out: Type.Boolean(),
  utilization_percentage: Type.Integer(), prices: Type.Unknown(), options: Type.Unknown(), metadata: Type.Unknown(),
});

const PreorderDetail = Type.Object({
  preorder: Type.Object({
    id: Type.String(), title: Type.Unknown(), description: Type.Unknown(), status: Type.Unknown(), thumbnail: Type.Unknown(),
    images: Type.Unknown(), seed_id: Type.Unknown(), backend_id: Type.Unknown(), is_preorder: Type.Literal(true),
    preorder_type: Type.Unknown(), preorder_end_date: Type.Unknown(), funding_goal: Type.Integer(), order_count: Type.Integer(),
    fake_order_count: Type.Integer(), total_display_count: Type.Integer(), current_orders: Type.Integer(),
    total_max_orders: Type.Integer(), total_available_slots: Type.Integer(), completion_percentage: Type.Integer(),
    all_variants_sold_out: Type.Boolean(), some_variants_sold_out: Type.Boolean(), is_available: Type.Boolean(),
    variants: Type.Array(PreorderVariant), variants_count: Type.Integer(), categories: Type.Unknown(),
    collection: Type.Unknown(), metadata: Type.Unknown(), created_at: Type.Unknown(), updated_at: Type.Unknown(),
    last_synced_at: Type.Unknown(),
    content: Type.Unknown({
      description: 'Beyond the contract: the campaign\'s story, the rich-text document an editor wrote (the record\'s `content`: TipTap/ProseMirror JSON, `{type: "doc", content: [...]}`), null when none',
    }),
  }),
}, {
  description: 'The preorder product with its figures',
  examples: [{
    preorder: {
      id: '45fc346a65ba293add7af9db', title: 'Winter Kit', description: 'Warm.', status: 'published', thumbnail: null, images: [],
      seed_id: 'prod_01', backend_id: 'prod_01', is_preorder: true, preorder_type: 'standard', preorder_end_date: '2026-12-24T00:00:00.000Z',
      funding_goal: 100, order_count: 20, fake_order_count: 3, total_display_count: 23, current_orders: 3, total_max_orders: 50,
      total_available_slots: 47, completion_percentage: 3, all_variants_sold_out: false, some_variants_sold_out: false, is_available: true,
      variants: [{ id: 'v1', title: 'S', sku: 'WK-S', current_orders: 3, max_orders: 50, available_slots: 47, sold_out: false, utilization_percentage: 6, prices: [], options: {}, metadata: {} }],
      variants_count: 1, categories: [], collection: null, metadata: {},
      created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-20T10:00:00.000Z', last_synced_at: '2026-11-20T10:00:00.000Z',
      content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Knitted in Lisbon, shipped in January.' }] }] },
    },
  }],
});

export const preorderDetailSchema = {
  tags: ['storefront'],
  summary: 'Preorder product detail by internal id, backendId or seedId',
  description: 'Sends a strong ETag and PUBLIC_CACHE_CONTROL; answers 304 to a matching If-None-Match.',
  params: PreorderParams,
  response: answers({ 200: PreorderDetail, 304: Type.Null({ description: 'Not modified' }) }, ErrorMessage, [404, 500]),
};

const variantUpdatedExample = { success: true, variant_id: 'variant_01', current_orders: 4, max_orders: 50, available_slots: 46, sold_out: false };
const fieldsUpdatedExample = { success: true, message: 'Preorder updated', updated_fields: ['fundingGoal', 'fakeOrderCount'] };

const VariantUpdated = Type.Object({
  success: Type.Literal(true), variant_id: Type.String(), current_orders: Type.Integer(), max_orders: Type.Integer(),
  available_slots: Type.Integer(), sold_out: Type.Boolean(),
});

const FieldsUpdated = Type.Object({
  success: Type.Literal(true), message: Type.String(), updated_fields: Type.Array(Type.String()),
});

export const preorderPatchSchema = {
  tags: ['preorders'],
  summary: 'Update a variant\'s counters in the commerce backend (variant_id given), or the product\'s preorder fields',
  security: adminSecurity,
  params: PreorderParams,
  body: PreorderPatch,
  response: answers({
    200: Type.Union([VariantUpdated, FieldsUpdated], { examples: [variantUpdatedExample, fieldsUpdatedExample] }),
  }, ErrorMessage, [400, 401, 404, 500, 503]),
};

const OrderItem = Type.Object({
  id: Type.String(), variant_id: Type.Union([Type.String(), Type.Null()]), title: Type.String(),
  quantity: Type.Number(), unit_price: Type.Number(), total: Type.Number(),
});

const PreorderOrders = Type.Object({
  orders: Type.Array(Type.Object({
    id: Type.String(), display_id: Type.Number(), status: Type.String(), payment_status: Type.String(),
    fulfillment_status: Type.String(), customer_id: Type.Union([Type.String(), Type.Null()]),
    email: Type.Union([Type.String(), Type.Null()]), total: Type.Number(), currency_code: Type.String(),
    created_at: Type.String(), updated_at: Type.String(), items: Type.Array(OrderItem),
  })),
  count: Type.Integer(),
  product: Type.Object({ id: Type.String(), title: Type.Unknown(), backend_id: Type.String() }),
}, {
  examples: [{
    orders: [{
      id: 'order_01', display_id: 1001, status: 'pending', payment_status: 'captured', fulfillment_status: 'not_fulfilled',
      customer_id: 'cus_01', email: 'backer@example.com', total: 9800, currency_code: 'eur',
      created_at: '2026-11-20T10:00:00.000Z', updated_at: '2026-11-20T10:00:00.000Z',
      items: [{ id: 'item_01', variant_id: 'variant_01', title: 'Winter Kit S', quantity: 2, unit_price: 4900, total: 9800 }],
    }],
    count: 1,
    product: { id: '45fc346a65ba293add7af9db', title: 'Winter Kit', backend_id: 'prod_01' },
  }],
});

export const preorderOrdersSchema = {
  tags: ['preorders'],
  summary: 'Commerce backend orders containing this preorder product, newest first',
  params: PreorderParams,
  response: answers({ 200: PreorderOrders }, ErrorMessage, [400, 404, 500]),
};

