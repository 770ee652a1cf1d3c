import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { answerErrorsWith, errorAndMessage } from '../lib/error-bodies.js';
import { getPreorder } from './get-preorder.js';

const PreorderParams = Type.Object({ id: Type.String({ minLength: 1 }) });

/** Endpoints 7 to 9. PATCH /api/preorders/{id} and /orders talk to the commerce backend (src/commerce). */
export const preorderRoutes: FastifyPluginAsync<{ context: AppContext }> = async (parent, { context }) => {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  answerErrorsWith(app, errorAndMessage);
  app.get('/api/preorders/:id', { schema: { params: PreorderParams } }, async (request) =>
    getPreorder(context, request.params.id),
  );
};
