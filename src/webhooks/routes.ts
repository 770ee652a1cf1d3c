import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../app-context.js';
import { recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/client.js';
import { EVENT_TYPES } from '../events/event-types.js';
import { answerErrorsWith, fieldErrors } from '../lib/error-bodies.js';
import { NotFound } from '../lib/errors.js';
import type { AddressGuard } from '../lib/address-guard.js';
import { listDeliveries, redeliver } from './delivery-log.js';
import { createEndpoint, deleteEndpoint, endpointView, findEndpoint, listEndpoints, rotateSecret, updateEndpoint } from './endpoints.js';
import {
  createEndpointSchema, deleteEndpointSchema, eventTypesSchema, getEndpointSchema, listDeliveriesSchema, listEndpointsSchema,
  redeliverSchema, rotateSecretSchema, updateEndpointSchema,
} from './schemas.js';
import { checkTargetUrl } from './target-url.js';

export interface WebhookRouteOptions {
  context: AppContext;
  guard: AddressGuard;
  /** Called when deliveries became due (a redelivery), so they go out at once. */
  wake: () => void;
}

const notFound = (id: string) => new NotFound(`No webhook endpoint with id "${id}".`);

/** `/api/webhooks`: admins register endpoints, read their delivery logs and send deliveries again; every change is audited. */
export const webhookRoutes: FastifyPluginAsync<WebhookRouteOptions> = async (parent, { context, guard, wake }) => {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  answerErrorsWith(app, fieldErrors);
  const access = 'webhooks:manage' as const;

  app.get('/api/webhooks', { schema: listEndpointsSchema, config: { access } }, async () => ({ docs: await listEndpoints(context.db) }));

  app.get('/api/webhooks/event-types', { schema: eventTypesSchema, config: { access } }, async () => ({ docs: [...EVENT_TYPES] }));

  app.post('/api/webhooks', { schema: createEndpointSchema, config: { access } }, async (request, reply) => {
    const url = await checkTargetUrl(request.body.url, guard);
    const created = await createEndpoint(context.db, { ...request.body, url }, request.actor);
    return reply.code(201).send({ doc: created.view, secret: created.secret, message: 'Webhook endpoint created: copy its secret now, it is not shown again.' });
  });

  app.get('/api/webhooks/:id', { schema: getEndpointSchema, config: { access } }, async (request) => {
    const row = await findEndpoint(context.db, request.params.id);
    if (!row) throw notFound(request.params.id);
    return { doc: endpointView(row) };
  });

  app.patch('/api/webhooks/:id', { schema: updateEndpointSchema, config: { access } }, async (request) => {
    const url = request.body.url === undefined ? undefined : await checkTargetUrl(request.body.url, guard);
    const doc = await updateEndpoint(context.db, request.params.id, { ...request.body, url }, request.actor);
    if (!doc) throw notFound(request.params.id);
    if (doc.enabled) wake();
    return { doc };
  });

  app.delete('/api/webhooks/:id', { schema: deleteEndpointSchema, config: { access } }, async (request) => {
    const doc = await deleteEndpoint(context.db, request.params.id, request.actor);
    if (!doc) throw notFound(request.params.id);
    return { doc, message: 'Webhook endpoint deleted.' };
  });

  app.post('/api/webhooks/:id/rotate-secret', { schema: rotateSecretSchema, config: { access } }, async (request) => {
    const rotated = await rotateSecret(context.db, request.params.id, context.now(), request.actor);
    if (!rotated) throw notFound(request.params.id);
    return { doc: rotated.view, secret: rotated.secret, message: 'Secret replaced: copy it now, it is not shown again.' };
  });

  app.get('/api/webhooks/:id/deliveries', { schema: listDeliveriesSchema, config: { access } }, async (request) => {
    if (!(await findEndpoint(context.db, request.params.id))) throw notFound(request.params.id);
    const { status, limit = 50, before } = request.query;
    return { docs: await listDeliveries(context.db, { endpointId: request.params.id, status, limit, before }) };
  });

  app.post('/api/webhooks/:id/deliveries/:deliveryId/redeliver', { schema: redeliverSchema, config: { access } }, async (request, reply) => {
    const { id, deliveryId } = request.params;
    // The delivery is queued again and the entry written in one transaction: both or neither.
    const queued = await context.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      if (!(await redeliver(tx, id, deliveryId, context.now()))) return false;
      await recordAudit(tx, request.actor, { collection: 'webhooks', documentId: id, operation: 'redeliver', changes: { delivery: [null, deliveryId] } });
      return true;
    });
    if (!queued) throw new NotFound(`No delivery ${deliveryId} of webhook endpoint "${id}".`);
    wake();
    return reply.code(202).send({ message: `Delivery ${deliveryId} queued.` });
  });
};
