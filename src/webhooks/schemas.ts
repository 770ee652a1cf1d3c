import { Type } from 'typebox';
import { FieldErrors, answers } from '../lib/route-schemas.js';
import { EVENT_TYPES } from '../events/event-types.js';

const tags = ['webhooks'];
const EventType = Type.Enum(EVENT_TYPES);
const MAX_URL_LENGTH = 2048;

const Endpoint = Type.Object({
  id: Type.String(),
  url: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  events: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  disabledReason: Type.Union([Type.String(), Type.Null()], { description: 'Why it was disabled: by an admin, 410 Gone, or a day of failed attempts' }),
  failingSince: Type.Union([Type.String(), Type.Null()], { description: 'The first failed attempt since the last success' }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
const exampleEndpoint = {
  id: '6752a0c2a1b2c3d4e5f60718', url: 'https://hooks.shop.example/storefront', description: 'rebuild pages',
  events: ['content.changed', 'preorder.goal_reached'], enabled: true, disabledReason: null, failingSince: null,
  createdAt: '2026-11-25T09:00:00.000Z', updatedAt: '2026-11-25T09:00:00.000Z',
};

const Attempt = Type.Object({
  at: Type.String(),
  statusCode: Type.Union([Type.Integer(), Type.Null()]),
  durationMs: Type.Integer(),
  responseExcerpt: Type.Union([Type.String(), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
});
const Delivery = Type.Object({
  id: Type.Integer(),
  eventId: Type.String({ description: 'The webhook-id header: the same for every attempt' }),
  eventType: Type.String(),
  payload: Type.Record(Type.String(), Type.Unknown(), { description: 'The body sent: {type, timestamp, data}' }),
  status: Type.Union([Type.Literal('pending'), Type.Literal('delivered'), Type.Literal('failed')]),
  attempts: Type.Integer(),
  nextAttemptAt: Type.Union([Type.String(), Type.Null()]),
  deliveredAt: Type.Union([Type.String(), Type.Null()]),
  lastStatus: Type.Union([Type.Integer(), Type.Null()]),
  lastError: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  attemptLog: Type.Array(Attempt),
});

const exampleDelivery = {
  id: 12, eventId: 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W', eventType: 'preorder.goal_reached',
  payload: { type: 'preorder.goal_reached', timestamp: '2026-11-25T09:30:00.000Z', data: { id: '6751f0c2a1b2c3d4e5f60718', backendId: 'prod_01', title: 'Winter Kit', fundingGoal: 100, orderCount: 100 } },
  status: 'delivered', attempts: 2, nextAttemptAt: null, deliveredAt: '2026-11-25T09:30:05.210Z', lastStatus: 200, lastError: null,
  createdAt: '2026-11-25T09:30:00.000Z',
  attemptLog: [
    { at: '2026-11-25T09:30:00.020Z', statusCode: 503, durationMs: 41, responseExcerpt: 'Service Unavailable', error: null },
    { at: '2026-11-25T09:30:05.180Z', statusCode: 200, durationMs: 30, responseExcerpt: 'ok', error: null },
  ],
};

const Id = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });
const fields = {
  url: Type.String({ minLength: 1, maxLength: MAX_URL_LENGTH, description: 'http or https; never an address in WEBHOOK_BLOCKED_ADDRESSES' }),
  events: Type.Array(EventType, { minItems: 1, maxItems: EVENT_TYPES.length * 2 }),
  description: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  enabled: Type.Optional(Type.Boolean()),
};

export const listEndpointsSchema = {
  tags, summary: 'Webhook endpoints (never their secrets)',
  response: answers({ 200: Type.Object({ docs: Type.Array(Endpoint) }, { examples: [{ docs: [exampleEndpoint] }] }) }, FieldErrors, [401, 403, 500]),
};

export const eventTypesSchema = {
  tags, summary: 'The event types an endpoint can subscribe to',
  response: answers({ 200: Type.Object({ docs: Type.Array(Type.String()) }, { examples: [{ docs: [...EVENT_TYPES] }] }) }, FieldErrors, [401, 403, 500]),
};

export const createEndpointSchema = {
  tags, summary: 'Register an endpoint: its signing secret is in this answer only',
  body: Type.Object(fields, { additionalProperties: false }),
  response: answers({
    201: Type.Object({ doc: Endpoint, secret: Type.String(), message: Type.String() }, {
      examples: [{ doc: exampleEndpoint, secret: 'whsec_…', message: 'Webhook endpoint created: copy its secret now, it is not shown again.' }],
    }),
  }, FieldErrors, [400, 401, 403, 500]),
};

export const getEndpointSchema = {
  tags, summary: 'One webhook endpoint',
  params: Id,
  response: answers({ 200: Type.Object({ doc: Endpoint }, { examples: [{ doc: exampleEndpoint }] }) }, FieldErrors, [401, 403, 404, 500]),
};

export const updateEndpointSchema = {
  tags, summary: 'Change an endpoint; enabled: true re-enables a disabled one (its pending deliveries resume)',
  params: Id,
  body: Type.Object({ ...fields, url: Type.Optional(fields.url), events: Type.Optional(fields.events) }, { additionalProperties: false }),
  response: answers({ 200: Type.Object({ doc: Endpoint }, { examples: [{ doc: exampleEndpoint }] }) }, FieldErrors, [400, 401, 403, 404, 500]),
};

export const deleteEndpointSchema = {
  tags, summary: 'Delete an endpoint with its delivery log',
  params: Id,
  response: answers({ 200: Type.Object({ doc: Endpoint, message: Type.String() }, { examples: [{ doc: exampleEndpoint, message: 'Webhook endpoint deleted.' }] }) }, FieldErrors, [401, 403, 404, 500]),
};

export const rotateSecretSchema = {
  tags, summary: 'Replace an endpoint\'s signing secret (the new one is in this answer only; the old one signs beside it for 24 hours)',
  params: Id,
  response: answers({
    200: Type.Object({ doc: Endpoint, secret: Type.String(), message: Type.String() }, {
      examples: [{ doc: exampleEndpoint, secret: 'whsec_…', message: 'Secret replaced: copy it now, it is not shown again.' }],
    }),
  }, FieldErrors, [401, 403, 404, 500]),
};

export const listDeliveriesSchema = {
  tags, summary: 'An endpoint\'s delivery log, newest first: each event, its status and every attempt',
  params: Id,
  querystring: Type.Object({
    status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('delivered'), Type.Literal('failed')])),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
    before: Type.Optional(Type.Integer({ minimum: 1, description: 'Only deliveries older than this id (the last of the previous page)' })),
  }),
  response: answers({ 200: Type.Object({ docs: Type.Array(Delivery) }, { examples: [{ docs: [exampleDelivery] }] }) }, FieldErrors, [400, 401, 403, 404, 500]),
};

export const redeliverSchema = {
  tags, summary: 'Send a delivery again now, with a fresh retry schedule',
  params: Type.Object({ id: Id.properties.id, deliveryId: Type.Integer({ minimum: 1 }) }),
  response: answers({ 202: Type.Object({ message: Type.String() }, { examples: [{ message: 'Delivery 12 queued.' }] }) }, FieldErrors, [401, 403, 404, 500]),
};
