import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { AppContext } from '../app-context.js';
import { FieldErrors, answers } from '../lib/route-schemas.js';
import { decodeUtf8 } from '../http/json-body.js';
import { answerErrorsWith, fieldErrors } from '../lib/error-bodies.js';
import { BadRequest, Unauthorized } from '../lib/errors.js';
import { applyCommerceEvent } from './apply-event.js';
import { COMMERCE_EVENT_TYPES, parseCommerceEvent } from './parse-event.js';

const schema = {
  tags: ['commerce'],
  summary: 'Take an event of the commerce backend (Standard Webhooks, signed with COMMERCE_WEBHOOK_SECRET)',
  description: `\`{type, timestamp, data}\`; type one of ${COMMERCE_EVENT_TYPES.join(', ')}. Orders: data \`{id, items: [{product_id, variant_id, quantity}]}\`; products: \`{id}\`. Each event id counts once.`,
  response: answers({
    200: Type.Object({
      message: Type.String(),
      duplicate: Type.Boolean({ description: 'The event (or its order) was applied before: nothing changed' }),
      counters: Type.Optional(Type.Array(Type.Object({ variantId: Type.String(), change: Type.Integer() }))),
    }, { examples: [{ message: 'Order order_01 counted.', duplicate: false, counters: [{ variantId: 'variant_01', change: 2 }] }] }),
  }, FieldErrors, [400, 401, 409, 413, 415, 500]),
};

/**
 * POST /api/commerce/events: the commerce backend tells us of orders and products. The signature is the
 * credential, checked on the exact bytes received, before the body is parsed.
 */
export const commerceEventsRoute: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  answerErrorsWith(app, fieldErrors);
  const secret = context.config.commerceWebhookSecret;
  const verifier = secret ? new Webhook(secret) : undefined;
  // The signature covers the body as sent: keep its text (this route only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      done(null, decodeUtf8(body as Buffer));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  app.post('/api/commerce/events', { schema, config: { access: 'public' } }, async (request) => {
    if (!verifier) throw new Unauthorized('COMMERCE_WEBHOOK_SECRET is not set: this service takes no commerce events.');
    const text = typeof request.body === 'string' ? request.body : '';
    const headers = {
      'webhook-id': String(request.headers['webhook-id'] ?? ''),
      'webhook-timestamp': String(request.headers['webhook-timestamp'] ?? ''),
      'webhook-signature': String(request.headers['webhook-signature'] ?? ''),
    };
    try {
      verifier.verify(text, headers);
    } catch (error) {
      if (error instanceof WebhookVerificationError) throw new Unauthorized(`The event is not signed with COMMERCE_WEBHOOK_SECRET, or its timestamp is more than 5 minutes off: ${error.message}.`);
      // verify() parses the body once the signature holds: a signed body that is not JSON.
      throw new BadRequest('The body is not JSON.');
    }
    return applyCommerceEvent(context, headers['webhook-id'], parseCommerceEvent(JSON.parse(text)));
  });
};
