import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../app-context.js';
import { sendAnswer } from '../http/public-answers.js';
import { answerErrorsWith, errorAndMessage } from '../lib/error-bodies.js';
import type { AnswerService } from '../lib/answer.js';
import { findPreorderRecord } from './get-preorder.js';
import { clientGone } from '../http/client-gone.js';
import { listPreorderOrders } from './list-preorder-orders.js';
import { updatePreorderFields } from './update-preorder-fields.js';
import { updateVariantCounters } from './update-variant-counters.js';
import { preorderDetailSchema, preorderOrdersSchema, preorderPatchSchema } from './schemas.js';

/** Endpoints 7 to 9: preorder detail, counters and metadata, and the product's commerce orders. */
export const preorderRoutes: FastifyPluginAsync<{ context: AppContext; preorderDetail: AnswerService<[identifier: string]> }> = async (parent, { context, preorderDetail }) => {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  answerErrorsWith(app, errorAndMessage);

  const headers = { cacheControl: context.config.publicCacheControl };
  app.get('/api/preorders/:id', { schema: preorderDetailSchema, config: { access: 'public' } }, async (request, reply) =>
    sendAnswer(request, reply, await preorderDetail.answer(request.params.id), headers),
  );

  app.patch('/api/preorders/:id', { schema: preorderPatchSchema, config: { access: 'preorders:write' } }, async (request) => {
    const patch = request.body ?? {};
    if (patch.variant_id !== undefined) {
      const scoped = { ...context, commerce: context.commerce.withLogger(request.log) };
      return updateVariantCounters(scoped, request.params.id, patch.variant_id, patch, request.actor);
    }
    return updatePreorderFields(context, await findPreorderRecord(context, request.params.id), patch, request.actor);
  });

  // Customer e-mails, ids and totals: editors and admins only in protected mode.
  app.get('/api/preorders/:id/orders', { schema: preorderOrdersSchema, config: { access: 'preorders:orders' } }, async (request, reply) =>
    listPreorderOrders({ ...context, commerce: context.commerce.withLogger(request.log) }, request.params.id, clientGone(reply)),
  );
};
