import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context.js';
import { answerErrorsWith, successFalse } from '../lib/error-bodies.js';
import { clearCollections } from './clear-collections.js';
import { collectionStats } from './collection-stats.js';
import { deleteCollectionsSchema, statsSchema } from './schemas.js';

const DEFAULT_COLLECTIONS = 'products,preorder-products,announcements,articles';

export const adminRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  answerErrorsWith(app, successFalse);

  app.get<{ Querystring: { action?: unknown } }>('/api/admin', { schema: statsSchema, config: { access: 'maintenance:stats' } }, async (request, reply) => {
    if (request.query.action !== 'stats') {
      return reply.code(400).send({ success: false, error: 'Unknown action; the supported action is "stats".' });
    }
    return { success: true, ...(await collectionStats(context)) };
  });

  app.delete<{ Querystring: { collections?: unknown } }>('/api/admin', { schema: deleteCollectionsSchema, config: { access: 'maintenance:delete' } }, async (request) => {
    const raw = typeof request.query.collections === 'string' ? request.query.collections : DEFAULT_COLLECTIONS;
    const slugs = raw.split(',').map((slug) => slug.trim()).filter(Boolean);
    const { results, errors } = await clearCollections(context, slugs, request.actor);
    return {
      success: true,
      message: `Cleared ${Object.keys(results).length} collection(s)`,
      results,
      ...(errors.length > 0 ? { errors } : {}),
    };
  });
};
