import { Type } from 'typebox';
import { ErrorMessage, OpenObject, answers } from '../lib/route-schemas.js';

const PreorderFigures = Type.Object({
  type: Type.String(),
  fundingGoal: Type.Number(),
  orderCount: Type.Number(),
  startDate: Type.Union([Type.String(), Type.Null()]),
  endDate: Type.Union([Type.String(), Type.Null()]),
  progress: Type.Integer(),
  daysLeft: Type.Union([Type.Integer(), Type.Null()]),
  backers: Type.Number(),
});

const HomeProduct = Type.Object({
  id: Type.String(),
  backendId: Type.Unknown(),
  handle: Type.Unknown(),
  seedId: Type.Unknown(),
  title: Type.Unknown(),
  thumbnail: Type.Unknown(),
  status: Type.Unknown(),
  description: Type.Unknown(),
  content: Type.Unknown(),
  startPrice: Type.Unknown(),
  relationTo: Type.Union([Type.Literal('products'), Type.Literal('preorder-products')]),
  preorder: Type.Optional(PreorderFigures),
});

export const HomeResponse = Type.Object(
  {
    announcements: Type.Array(Type.Object({
      id: Type.String(), title: Type.Unknown(), type: Type.Unknown(), summary: Type.Unknown(),
      priority: Type.Unknown(), publishedAt: Type.Unknown(),
    })),
    heroSlider: Type.Object({ slides: Type.Array(OpenObject()) }),
    productRecommendations: Type.Object({
      enabled: Type.Boolean(),
      lists: Type.Array(Type.Object({
        title: Type.Unknown(), subtitle: Type.Unknown(), preorder: Type.Boolean(), products: Type.Array(HomeProduct),
      })),
    }),
  },
  {
    description: 'The home page data',
    examples: [{
      announcements: [{ id: 'a1', title: 'Shipping update', type: 'news', summary: 'Batch 1 ships Monday', priority: 5, publishedAt: '2026-11-20T09:00:00.000Z' }],
      heroSlider: { slides: [{ title: 'Winter Kit', image: 'm1' }] },
      productRecommendations: {
        enabled: true,
        lists: [{
          title: 'Featured', subtitle: 'Back it now', preorder: true,
          products: [{
            id: 'p1', backendId: 'prod_01', handle: 'winter-kit', seedId: null, title: 'Winter Kit', thumbnail: null,
            status: 'published', description: '', content: null, startPrice: 49, relationTo: 'preorder-products',
            preorder: { type: 'standard', fundingGoal: 100, orderCount: 23, startDate: null, endDate: '2026-12-24T00:00:00.000Z', progress: 23, daysLeft: 31, backers: 23 },
          }],
        }],
      },
    }],
  },
);

export const homeSchema = {
  tags: ['storefront'],
  summary: 'Home page data: announcements, hero slides, recommendation lists with preorder figures',
  description: 'Sends a strong ETag and PUBLIC_CACHE_CONTROL; answers 304 to a matching If-None-Match.',
  response: answers({ 200: HomeResponse, 304: Type.Null({ description: 'Not modified' }) }, ErrorMessage, [500]),
};
