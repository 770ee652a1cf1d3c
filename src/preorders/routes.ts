import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { assertAdmin } from '../lib/admin-auth.js';
import { answerErrorsWith, errorAndMessage } from '../lib/error-bodies.js';
import { findPreorderRecord, preorderDetailService } from './get-preorder.js';
import { listPreorderOrders } from './list-preorder-orders.js';
import { updatePreorderFields } from './update-preorder-fields.js';
import { updateVariantCounters } from './update-variant-counters.js';

const PreorderParams = Type.Object({ id: Type.String({ minLength: 1 }) });

const PreorderPatch = Type.Union([
  Type.Null(),
  Type.Object({
    variant_id: Type.Optional(Type.String({ minLength: 1 })),
    current_orders: Type.Optional(Type.Number()),
    max_orders: Type.Optional(Type.Number()),
    increment: Type.Optional(Type.Number()),
    decrement: Type.Optional(Type.Number()),
    preorder_end_date: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
    funding_goal: Type.Optional(Type.Number()),
    preorder_type: Type.Optional(Type.String()),
    fake_order_count: Type.Optional(Type.Number()),
  }),
]);

/** Endpoints 7 to 9: preorder detail, counters and metadata, and the product's commerce orders. */
export const preorderRoutes: FastifyPluginAsync<{ context: AppContext }> = async (parent, { context }) => {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  answerErrorsWith(app, errorAndMessage);

  const preorderBody = preorderDetailService(context);
  app.get('/api/preorders/:id', { schema: { params: PreorderParams } }, async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(await preorderBody(request.params.id)),
  );

  app.patch('/api/preorders/:id', { schema: { params: PreorderParams, body: PreorderPatch } }, async (request) => {
    assertAdmin(context.config, request);
    const patch = request.body ?? {};
    const record = await findPreorderRecord(context, request.params.id);
    if (patch.variant_id !== undefined) {
      const scoped = { ...context, commerce: context.commerce.withLogger(request.log) };
      return updateVariantCounters(scoped, record, patch.variant_id, patch);
    }
    return updatePreorderFields(context, record, patch);
  });

  app.get('/api/preorders/:id/orders', { schema: { params: PreorderParams } }, async (request) =>
    listPreorderOrders({ ...context, commerce: context.commerce.withLogger(request.log) }, request.params.id),
  );
};
