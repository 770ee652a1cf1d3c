import { Type } from 'typebox';
import { OpenObject, SuccessFalse, adminSecurity, answers } from '../http/schemas.js';

const SyncAnswer = Type.Union([
  Type.Object({
    success: Type.Literal(true), message: Type.String(),
    results: Type.Object({
      total: Type.Integer(), created: Type.Integer(), updated: Type.Integer(), skipped: Type.Integer(), errors: Type.Integer(),
      details: Type.Array(OpenObject('{backendId, title, action, collection | from, to | error}')),
    }),
  }, { description: 'All products', additionalProperties: true }),
  Type.Object({
    success: Type.Boolean(), action: Type.String(), message: Type.String(),
    productId: Type.Optional(Type.String()), collection: Type.Optional(Type.String()), error: Type.Optional(Type.String()),
  }, { description: 'One product (backendId or recordId)', additionalProperties: true }),
], {
  examples: [{ success: true, message: 'Synced 2 products', results: { total: 2, created: 1, updated: 1, skipped: 0, errors: 0, details: [{ backendId: 'prod_01', title: 'Winter Kit', action: 'created', collection: 'preorder-products' }, { backendId: 'prod_02', title: 'Mug', action: 'moved', from: 'preorder-products', to: 'products' }] } }],
});

const SyncFields = {
  backendId: Type.Optional(Type.String()),
  recordId: Type.Optional(Type.String()),
  collection: Type.Optional(Type.String()),
};

export const syncGetSchema = {
  tags: ['sync'],
  summary: 'Sync one product (backendId or recordId) or all products from the commerce backend',
  security: adminSecurity,
  querystring: Type.Object({ ...SyncFields, forceUpdate: Type.Optional(Type.String({ description: '"true" updates existing records' })) }),
  response: answers({ 200: SyncAnswer }, SuccessFalse, [400, 401, 404, 500]),
};

export const syncPostSchema = {
  tags: ['sync'],
  summary: 'Sync as GET, with the names in a JSON body; forceUpdate defaults to true',
  security: adminSecurity,
  body: Type.Unknown({ description: '{backendId?, recordId?, collection?, forceUpdate?: boolean}', examples: [{ backendId: 'prod_01' }] }),
  response: answers({ 200: SyncAnswer }, SuccessFalse, [400, 401, 404, 500]),
};
