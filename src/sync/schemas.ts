import { Type } from 'typebox';
import { FieldErrors, OpenObject, SuccessFalse, adminSecurity, answers } from '../lib/route-schemas.js';

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

const Count = Type.Integer({ minimum: 0 });
const SyncRun = Type.Object({
  id: Type.String(),
  startedAt: Type.String({ format: 'date-time' }),
  finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  heartbeatAt: Type.String({ format: 'date-time', description: 'Moves while the run works; a running run without a beat for 60 s reads as interrupted' }),
  actor: Type.Object({ kind: Type.String(), id: Type.Union([Type.String(), Type.Null()]), label: Type.Union([Type.String(), Type.Null()]) }, { description: 'Who asked, as the audit trail names them' }),
  mode: Type.Union([Type.Literal('one'), Type.Literal('all')]),
  target: Type.Union([Type.String(), Type.Null()], { description: 'The backend id or record id of a one-product sync' }),
  status: Type.Union([Type.Literal('running'), Type.Literal('succeeded'), Type.Literal('failed'), Type.Literal('interrupted')]),
  processed: Count,
  total: Count,
  totals: Type.Object({ created: Count, updated: Count, moved: Count, skipped: Count, errors: Count }, { description: 'As the sync answers them (a move counts as an update); moved alone besides' }),
  error: Type.Union([Type.String(), Type.Null()]),
});

export const syncRunsSchema = {
  tags: ['sync'],
  summary: 'The sync runs, newest first (editors and above): who asked, progress while running, totals and error when done',
  security: adminSecurity,
  querystring: Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 100, default: 10 }) }),
  response: answers({
    200: Type.Object({ docs: Type.Array(SyncRun) }, {
      examples: [{ docs: [{
        id: '12', startedAt: '2026-11-24T09:15:00.000Z', finishedAt: '2026-11-24T09:15:04.210Z', heartbeatAt: '2026-11-24T09:15:04.210Z',
        actor: { kind: 'user', id: '6751f0c2a1b2c3d4e5f60718', label: 'admin@shop.example' }, mode: 'all', target: null, status: 'succeeded',
        processed: 250, total: 250, totals: { created: 3, updated: 12, moved: 1, skipped: 235, errors: 0 }, error: null,
      }] }],
    }),
  }, FieldErrors, [400, 401, 403, 500]),
};
