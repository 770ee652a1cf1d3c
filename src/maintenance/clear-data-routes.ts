import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context.js';
import { answerErrorsWith, successFalse } from '../lib/error-bodies.js';
import { BadRequest, HttpError } from '../lib/errors.js';
import { clearCollections } from './clear-collections.js';
import { refuseHead } from '../http/refuse-head.js';
import { clearDataGetSchema, clearDataPostSchema } from './schemas.js';

const GET_CLEARS = ['products', 'preorder-products', 'announcements', 'articles'] as const;
const POST_DEFAULT = ['products', 'announcements', 'articles'];

function isBodyParseError(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? '';
  return code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && !(error instanceof HttpError));
}

function requestedCollections(body: unknown): string[] {
  if (body === undefined || body === null) return POST_DEFAULT;
  if (typeof body !== 'object' || Array.isArray(body)) throw new BadRequest('The body must be a JSON object.');
  const { collections } = body as { collections?: unknown };
  if (collections === undefined) return POST_DEFAULT;
  if (!Array.isArray(collections) || !collections.every((slug) => typeof slug === 'string')) {
    throw new BadRequest('collections must be an array of collection slugs.');
  }
  return collections;
}

export const clearDataRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  // The contract answers an unparsable body on POST with 500.
  answerErrorsWith(app, successFalse, (error, status) => (isBodyParseError(error) ? 500 : status));

  app.get<{ Querystring: { confirm?: unknown } }>('/api/clear-data', { schema: clearDataGetSchema, exposeHeadRoute: false, config: { access: 'maintenance:delete', changesState: true } }, async (request, reply) => {
    if (request.query.confirm !== 'true') {
      return reply.code(400).send({
        success: false,
        error: 'Confirmation required',
        message: 'Add ?confirm=true to delete all products, preorder products, announcements and articles.',
      });
    }
    const { results, errors } = await clearCollections(context, GET_CLEARS, request.actor);
    return {
      success: true,
      message: 'Data cleared',
      results: {
        products: results.products ?? 0,
        preorderProducts: results['preorder-products'] ?? 0,
        announcements: results.announcements ?? 0,
        articles: results.articles ?? 0,
        errors,
      },
    };
  });

  refuseHead(app, '/api/clear-data', 'GET, POST');

  app.post('/api/clear-data', { schema: clearDataPostSchema, config: { access: 'maintenance:delete' } }, async (request) => {
    const { results, errors } = await clearCollections(context, requestedCollections(request.body), request.actor);
    return {
      success: true,
      message: `Cleared ${Object.keys(results).length} collection(s)`,
      results,
      ...(errors.length > 0 ? { errors } : {}),
    };
  });
};
