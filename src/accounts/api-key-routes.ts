import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../app-context.js';
import type { Actor } from '../access/actor.js';
import { findById } from '../content/repository.js';
import { answerErrorsWith, fieldErrors } from '../lib/error-bodies.js';
import { BadRequest, Forbidden, NotFound } from '../lib/errors.js';
import { createApiKey, findApiKey, listApiKeys, revokeApiKey } from './api-keys.js';
import { hasRole, type Role, roleOfUser } from './roles.js';
import { createKeySchema, listKeysSchema, revokeKeySchema } from './schemas.js';

/** The user an actor is (a session's or a key's owner); the admin key is nobody. */
function ownerOf(actor: Actor): string | undefined {
  return actor.kind === 'user' || actor.kind === 'api-key' ? actor.userId : undefined;
}

/** `/api/api-keys`: personal keys for scripts and storefront builds, acting with the owner's role or a narrower one. */
export const apiKeyRoutes: FastifyPluginAsync<{ context: AppContext }> = async (parent, { context }) => {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  answerErrorsWith(app, fieldErrors);
  const isAdmin = (request: FastifyRequest) => request.actor.kind !== 'anonymous' && hasRole(request.actor.role, 'admin');

  app.post('/api/api-keys', { schema: createKeySchema, config: { access: 'api-keys:own' } }, async (request, reply) => {
    const { actor } = request;
    const owner = request.body.user ?? ownerOf(actor);
    if (owner === undefined) throw new BadRequest('The admin key is nobody: name the key\'s owner in "user".', 'user');
    if (owner !== ownerOf(actor) && !isAdmin(request)) throw new Forbidden('Only admins create keys for other users.');
    const user = await findById(context.db, 'users', owner);
    if (!user) throw new NotFound(`No user with id "${owner}".`);
    const role = (request.body.role as Role | undefined) ?? null;
    const ownerRole = roleOfUser(user.roles);
    if (role && !hasRole(ownerRole, role)) throw new BadRequest(`A key cannot have more rights than its owner (${ownerRole ?? 'no role'}).`, 'role');
    const created = await createApiKey(context.db, { userId: owner, name: request.body.name, role });
    return reply.code(201).send({ doc: created.view, key: created.key, message: 'API key created: copy it now, it is not shown again.' });
  });

  app.get('/api/api-keys', { schema: listKeysSchema, config: { access: 'api-keys:own' } }, async (request) => {
    const admin = isAdmin(request);
    const own = ownerOf(request.actor);
    const user = admin ? request.query.user : own;
    if (!admin && request.query.user !== undefined && request.query.user !== own) throw new Forbidden('Only admins list other users\' keys.');
    return { docs: await listApiKeys(context.db, user) };
  });

  app.delete('/api/api-keys/:id', { schema: revokeKeySchema, config: { access: 'api-keys:own' } }, async (request) => {
    const key = await findApiKey(context.db, request.params.id);
    if (!key || (key.user !== ownerOf(request.actor) && !isAdmin(request))) throw new NotFound(`No API key with id "${request.params.id}".`);
    const doc = await revokeApiKey(context.db, key.id);
    if (!doc) throw new NotFound(`No API key with id "${request.params.id}".`);
    return { doc, message: 'API key revoked.' };
  });
};
