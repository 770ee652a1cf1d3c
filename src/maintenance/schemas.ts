import { Type } from 'typebox';
import { SuccessFalse, adminSecurity, answers } from '../lib/route-schemas.js';

const Counts = Type.Record(Type.String(), Type.Integer());

export const statsSchema = {
  tags: ['maintenance'],
  summary: 'Record counts of products and preorder-products (action=stats)',
  security: adminSecurity,
  querystring: Type.Object({ action: Type.Optional(Type.String({ examples: ['stats'] })) }),
  response: answers({
    200: Type.Object(
      { success: Type.Literal(true), products: Type.Integer(), preorderProducts: Type.Integer(), total: Type.Integer() },
      { examples: [{ success: true, products: 200, preorderProducts: 200, total: 400 }] },
    ),
  }, SuccessFalse, [400, 401, 500]),
};

const Cleared = Type.Object(
  { success: Type.Literal(true), message: Type.String(), results: Counts, errors: Type.Optional(Type.Array(Type.String())) },
  { examples: [{ success: true, message: 'Cleared 2 collection(s)', results: { articles: 4, announcements: 10 } }] },
);

export const deleteCollectionsSchema = {
  tags: ['maintenance'],
  summary: 'Delete every record of the given collections (users and media are protected)',
  security: adminSecurity,
  querystring: Type.Object({ collections: Type.Optional(Type.String({ description: 'Comma-separated slugs', examples: ['articles,announcements'] })) }),
  response: answers({ 200: Cleared }, SuccessFalse, [401, 500]),
};

export const clearDataGetSchema = {
  tags: ['maintenance'],
  summary: 'Delete all products, preorder products, announcements and articles (confirm=true)',
  security: adminSecurity,
  querystring: Type.Object({ confirm: Type.Optional(Type.String({ examples: ['true'] })) }),
  response: answers({
    200: Type.Object({
      success: Type.Literal(true), message: Type.String(),
      results: Type.Object({
        products: Type.Integer(), preorderProducts: Type.Integer(), announcements: Type.Integer(), articles: Type.Integer(),
        errors: Type.Array(Type.String()),
      }),
    }, { examples: [{ success: true, message: 'Data cleared', results: { products: 200, preorderProducts: 200, announcements: 10, articles: 0, errors: [] } }] }),
  }, SuccessFalse, [400, 401, 500]),
};

export const clearDataPostSchema = {
  tags: ['maintenance'],
  summary: 'Delete every record of the given collections (default products, announcements, articles)',
  security: adminSecurity,
  body: Type.Unknown({ description: '{collections?: string[]}', examples: [{ collections: ['articles'] }] }),
  response: answers({ 200: Cleared }, SuccessFalse, [400, 401, 500]),
};
