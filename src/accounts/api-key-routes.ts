import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../app-context.js';
import type { Actor } from '../identity/actor.js';
import { findById } from '../content/repository.js';
import { answerErrorsWith, fieldErrors } from '../lib/error-bodies.js';
import { BadRequest, Forbidden, NotFound } from '../lib/errors.js';
import { callerRole, inheritedRole, keyRights, mayHandleKey } from './api-key-rights.js';
import { type ApiKeyView, findApiKey, listApiKeys } from '../identity/api-keys.js';
import { createAuditedApiKey, revokeAuditedApiKey } from './manage-api-keys.js';
import { hasRole, type Role, roleOfUser } from '../identity/roles.js';
import { createKeySchema, listKeysSchema, revokeKeySchema } from './schemas.js';

/** The user an actor is (a session's or a key's owner); the admin key is nobody. */
function ownerOf(actor: Actor): string | undefined {
  return actor.kind === 'user' || actor.kind === 'api-key' ? actor.userId : undefined;
}

const isAdmin = (actor: Actor) => hasRole(callerRole(actor), 'admin');

/**
 * `/api/api-keys`: personal keys for scripts and storefront builds, acting with the owner's role or a
 * narrower one. A credential never makes, lists or revokes a key with more rights than its own: a key
 * narrowed to viewer makes viewer keys only, and sees and revokes only those.
 */
export const apiKeyRoutes: FastifyPluginAsync<{ context: AppContext }> = async (parent, { context }) => {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  answerErrorsWith(app, fieldErrors);
  const roleOfOwner = async (userId: string) => roleOfUser((await findById(context.db, 'users', userId))?.roles);
  /** A caller short of admin handles its own keys only: those whose rights its own reach. */
  const withinRights = async (actor: Actor, keys: ApiKeyView[]) => {
    const own = ownerOf(actor);
    if (isAdmin(actor) || own === undefined) return keys;
    const ownerRole = await roleOfOwner(own);
    return keys.filter((key) => mayHandleKey(actor, keyRights(key, ownerRole)));
  };

  app.post('/api/api-keys', { schema: createKeySchema, config: { access: 'api-keys:own' } }, async (request, reply) => {
    const { actor } = request;
    const owner = request.body.user ?? ownerOf(actor);
    if (owner === undefined) throw new BadRequest('The admin key is nobody: name the key\'s owner in "user".', 'user');
    if (owner !== ownerOf(actor) && !isAdmin(request.actor)) throw new Forbidden('Only admins create keys for other users.');
    const asked = request.body.role as Role | undefined;
    if (asked && !hasRole(callerRole(actor), asked)) {
      throw new Forbidden(`A credential cannot create a key with more rights than its own (${callerRole(actor) ?? 'no role'}).`);
    }
    const user = await findById(context.db, 'users', owner);
    if (!user) throw new NotFound(`No user with id "${owner}".`);
    const ownerRole = roleOfUser(user.roles);
    if (asked && !hasRole(ownerRole, asked)) throw new BadRequest(`A key cannot have more rights than its owner (${ownerRole ?? 'no role'}).`, 'role');
    const role = asked ?? inheritedRole(actor, ownerRole);
    const created = await createAuditedApiKey(context.db, actor, { userId: owner, name: request.body.name, role });
    return reply.code(201).send({ doc: created.view, key: created.key, message: 'API key created: copy it now, it is not shown again.' });
  });

  app.get('/api/api-keys', { schema: listKeysSchema, config: { access: 'api-keys:own' } }, async (request) => {
    const admin = isAdmin(request.actor);
    const own = ownerOf(request.actor);
    const user = admin ? request.query.user : own;
    if (!admin && request.query.user !== undefined && request.query.user !== own) throw new Forbidden('Only admins list other users\' keys.');
    return { docs: await withinRights(request.actor, await listApiKeys(context.db, user)) };
  });

  app.delete('/api/api-keys/:id', { schema: revokeKeySchema, config: { access: 'api-keys:own' } }, async (request) => {
    const key = await findApiKey(context.db, request.params.id);
    if (!key || (key.user !== ownerOf(request.actor) && !isAdmin(request.actor))) throw new NotFound(`No API key with id "${request.params.id}".`);
    if ((await withinRights(request.actor, [key])).length === 0) throw new Forbidden('A key cannot revoke a key with more rights than its own.');
    const doc = await revokeAuditedApiKey(context.db, request.actor, key.id);
    if (!doc) throw new NotFound(`No API key with id "${request.params.id}".`);
    return { doc, message: 'API key revoked.' };
  });
};
