import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../app-context.js';
import { actorLabel } from '../../identity/actor.js';
import { FieldErrors, answers } from '../../lib/route-schemas.js';
import { answerErrorsWith, fieldErrors } from '../../lib/error-bodies.js';
import { BadRequest, NotFound } from '../../lib/errors.js';
import { findCollection } from '../../content/collections.js';
import { publicationField } from '../../content/publication.js';
import { findById } from '../../content/repository.js';
import { PREVIEW_TOKEN_LIFETIME_MS, type PreviewGrant, previewKey, signPreviewToken, verifyPreviewToken } from './preview-token.js';

export const PREVIEW_TOKEN_HEADER = 'x-preview-token';

const Body = Type.Object({
  collection: Type.String({ maxLength: 200, description: 'A collection with drafts: preorder-products, announcements, articles' }),
  id: Type.String({ maxLength: 200, description: 'The record\'s id' }),
});
const Issued = Type.Object({
  token: Type.String({ description: `Send it as the ${PREVIEW_TOKEN_HEADER} header of GET /api/{collection}/{id}: that read shows this record's draft` }),
  expiresAt: Type.String({ description: 'ISO date-time; later reads with it answer 401' }),
  url: Type.Union([Type.String(), Type.Null()], { description: 'STOREFRONT_PREVIEW_URL with collection, id and token in its query; null when it is not set' }),
}, {
  examples: [{
    token: 'pv1.eyJjIjoicHJlb3JkZXItcHJvZHVjdHMiLCJpIjoiNjc1MSJ9.3q2-7w', expiresAt: '2026-11-27T12:15:00.000Z',
    url: 'https://shop.example/api/draft?collection=preorder-products&id=6751&token=pv1.eyJjIjoicHJlb3JkZXItcHJvZHVjdHMiLCJpIjoiNjc1MSJ9.3q2-7w',
  }],
});

/**
 * The grant of the request's preview token for `record`, if it presents one; a token that is expired,
 * forged or for another record is refused (401), never read as no token. undefined: no token presented.
 */
export async function previewGrantOf(context: Pick<AppContext, 'db' | 'now'>, request: FastifyRequest, record: { collection: string; id: string }): Promise<PreviewGrant | undefined> {
  const token = request.headers[PREVIEW_TOKEN_HEADER];
  if (token === undefined) return undefined;
  return verifyPreviewToken(await previewKey(context.db), Array.isArray(token) ? token.join(',') : token, record, context.now());
}

/** The storefront's draft-mode link for a token, or null without STOREFRONT_PREVIEW_URL. */
function previewUrl(base: string | undefined, collection: string, id: string, token: string): string | null {
  if (!base) return null;
  const url = new URL(base);
  url.search = new URLSearchParams({ collection, id, token }).toString();
  return url.toString();
}

/**
 * POST /api/preview-tokens: a signed, short-lived token that lets the storefront read one record's draft
 * (Payload's preview, Next.js draft mode). Only a signed-in editor (or a key of one) gets one, in every
 * access mode: it names who asked, and it works for PREVIEW_TOKEN_LIFETIME_MS after the request.
 */
export const previewRoutes: FastifyPluginAsync<{ context: AppContext }> = async (parent, { context }) => {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  answerErrorsWith(app, fieldErrors);
  app.post('/api/preview-tokens', {
    schema: {
      tags: ['content'],
      summary: 'A preview token for one record\'s draft, and the storefront link that opens it in draft mode',
      body: Body,
      response: answers({ 201: Issued }, FieldErrors, [400, 401, 403, 404, 500]),
    },
    config: { access: 'content:preview' },
  }, async (request, reply) => {
    const { collection: slug, id } = request.body;
    const collection = findCollection(slug);
    if (!collection || collection.privateReads) throw new NotFound(`Unknown collection "${slug}".`);
    if (!publicationField(collection)) throw new BadRequest(`${slug} has no drafts: its records are public as they are.`, 'collection');
    if (!(await findById(context.db, slug, id))) throw new NotFound(`No ${slug} document with id "${id}".`);
    const expires = context.now().getTime() + PREVIEW_TOKEN_LIFETIME_MS;
    const token = signPreviewToken(await previewKey(context.db), { collection: slug, id, by: actorLabel(request.actor).label, expires });
    reply.header('cache-control', 'no-store');
    return reply.code(201).send({ token, expiresAt: new Date(expires).toISOString(), url: previewUrl(context.config.storefrontPreviewUrl, slug, id, token) });
  });
};
