import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../app-context.js';
import { answerErrorsWith, fieldErrors } from '../lib/error-bodies.js';
import { listSyncRuns } from './sync-run-log.js';
import { syncRunsSchema } from './schemas.js';

/** GET /api/sync-runs: the record of syncs for the admin app's dashboard and sync panel. */
export const syncRunsRoute: FastifyPluginAsync<{ context: AppContext }> = async (parent, { context }) => {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  answerErrorsWith(app, fieldErrors);
  app.get('/api/sync-runs', { schema: syncRunsSchema, config: { access: 'sync:read' } }, async (request) => (
    { docs: await listSyncRuns(context.db, request.query.limit, context.now()) }
  ));
};
