import { Type } from 'typebox';
import { OpenObject, SuccessFalse, answers } from '../lib/route-schemas.js';

const RecommendationsResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    enabled: Type.Boolean(),
    lists: Type.Array(Type.Object({
      id: Type.Unknown(), title: Type.Unknown(), subtitle: Type.Unknown(),
      products: Type.Array(OpenObject('A published product record, references expanded to depth 3')),
      totalProducts: Type.Integer(),
    })),
    totalLists: Type.Optional(Type.Integer()),
  }),
  cached: Type.Boolean({ description: 'True when the data came from the cache' }),
}, {
  examples: [{
    success: true,
    data: { enabled: true, lists: [{ id: 'featured', title: 'Featured', subtitle: 'Back it now', products: [{ id: 'p1', title: 'Winter Kit', status: 'published', createdAt: '2026-11-20T09:00:00.000Z', updatedAt: '2026-11-20T09:00:00.000Z' }], totalProducts: 1 }], totalLists: 1 },
    cached: true,
  }],
});

export const recommendationsSchema = {
  tags: ['storefront'],
  summary: 'Published products of the recommendation lists (cached 3600 s, 600 s when disabled)',
  description: 'Needs x-store-api-key. Sends a strong ETag and PUBLIC_CACHE_CONTROL; the key is checked before any 304.',
  security: [{ storeApiKey: [] }],
  headers: Type.Object({ 'x-store-api-key': Type.Optional(Type.String()) }),
  response: answers({ 200: RecommendationsResponse, 304: Type.Null({ description: 'Not modified' }) }, SuccessFalse, [401, 500]),
};
