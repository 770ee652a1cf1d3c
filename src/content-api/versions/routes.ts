import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FieldErrors, OpenObject, answers } from '../../lib/route-schemas.js';
import type { AppContext } from '../../app-context.js';
import { answerErrorsWith, fieldErrors } from '../../lib/error-bodies.js';
import { NotFound } from '../../lib/errors.js';
import { findCollection, findGlobal } from '../../content/collections.js';
import { MAX_DEPTH } from '../../content/expand.js';
import { MAX_PAGE_SIZE } from '../schemas.js';
import { findVersionById, findVersions, type VersionSubject } from './find-versions.js';
import { restoreGlobalVersion, restoreVersion } from './restore-version.js';
import type { Actor } from '../../identity/actor.js';

/**
 * Payload's versions routes, served from the audit trail. Reading a version needs what reading drafts
 * needs (a version holds the drafts' values); restoring needs what updating needs. Never kept: each read
 * folds the trail as it is. Private collections (users) have no versions: 404 to everyone let through.
 */
const tags = ['content'];
const exampleVersion = {
  id: '42', parent: '45fc346a65ba293add7af9db', version: { title: 'Shipping update', status: 'published' },
  createdAt: '2026-11-20T09:00:00.000Z', updatedAt: '2026-11-20T09:00:00.000Z', autosave: false, latest: true,
  operation: 'update', author: { kind: 'user', label: 'ed@shop.example' }, changes: { title: ['Shipping news', 'Shipping update'] },
};
const Version = Type.Object({
  id: Type.String({ description: 'The audit entry\'s id' }),
  parent: Type.Optional(Type.String({ description: 'The record\'s id (collections only)' })),
  version: OpenObject('The record or global as it was'),
  createdAt: Type.String(), updatedAt: Type.String(), autosave: Type.Boolean(), latest: Type.Boolean(),
  operation: Type.String({ description: 'What made this version: create, update, restore, sync or counters (beyond Payload\'s fields)' }),
  author: Type.Object({
    kind: Type.String({ description: 'user, api-key, admin-key, cli, scheduler, commerce-events or anonymous (open mode)' }),
    label: Type.Union([Type.String(), Type.Null()], { description: 'Who, as the audit trail names them (an e-mail, a key, "… (scheduled publication)")' }),
  }),
  changes: OpenObject('Each field this version changed: [before, after]'),
}, { examples: [exampleVersion] });
const VersionPage = Type.Object({
  docs: Type.Array(Version),
  totalDocs: Type.Integer(), limit: Type.Integer(), totalPages: Type.Integer(), page: Type.Integer(),
  pagingCounter: Type.Integer(), hasPrevPage: Type.Boolean(), hasNextPage: Type.Boolean(),
  prevPage: Type.Union([Type.Integer(), Type.Null()]), nextPage: Type.Union([Type.Integer(), Type.Null()]),
}, { examples: [{ docs: [exampleVersion], totalDocs: 1, limit: 10, totalPages: 1, page: 1, pagingCounter: 1, hasPrevPage: false, hasNextPage: false, prevPage: null, nextPage: null }] });
const Restored = Type.Object({ message: Type.String() }, {
  additionalProperties: true, description: 'The restored record, with a message beside its fields',
  examples: [{ id: '45fc346a65ba293add7af9db', title: 'Shipping update', message: 'Restored successfully.' }],
});
const GlobalRestored = Type.Object({ doc: OpenObject('The restored global'), message: Type.String() }, {
  examples: [{ doc: { slides: [] }, message: 'Restored successfully.' }],
});
const errors = (statuses: number[]) => (success: Parameters<typeof answers>[0]) => answers(success, FieldErrors, statuses);
const listAnswers = errors([400, 401, 403, 404, 500])({ 200: VersionPage });
const oneAnswers = errors([401, 403, 404, 500])({ 200: Version });
const Params = Type.Object({ collection: Type.String() });
const VersionParams = Type.Object({ collection: Type.String(), id: Type.String() });
const GlobalParams = Type.Object({ slug: Type.String() });
const GlobalVersionParams = Type.Object({ slug: Type.String(), id: Type.String() });
const depth = Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_DEPTH, description: 'Accepted; versions keep references as stored' }));
const ListQuery = Type.Object({
  where: Type.Optional(Type.Object({}, { additionalProperties: true, description: 'Payload-style filter on id, parent, latest, createdAt, updatedAt' })),
  sort: Type.Optional(Type.String({ description: 'createdAt, updatedAt or id, "-" first for descending; default -updatedAt' })),
  limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 10 }),
  page: Type.Integer({ minimum: 1, default: 1 }),
  depth,
});
const OneQuery = Type.Object({ depth });

/**
 * Who made a version is named to callers with a credential only: open mode lets anyone read versions, and
 * an editor's e-mail is not the public's. Anonymous callers see the kind of author, not who.
 */
function named<T extends { author: { kind: string; label: string | null } }>(actor: Actor, version: T): T {
  return actor.kind === 'anonymous' ? { ...version, author: { kind: version.author.kind, label: null } } : version;
}

function collectionSubject(slug: string): VersionSubject & { kind: 'collection' } {
  const collection = findCollection(slug);
  if (!collection || collection.privateReads) throw new NotFound(`No versions of "${slug}".`);
  return { kind: 'collection', slug, fields: collection.fields };
}

function globalSubject(slug: string): VersionSubject {
  const definition = findGlobal(slug);
  if (!definition) throw new NotFound(`Unknown global "${slug}".`);
  return { kind: 'global', slug, fields: definition.fields };
}

export const versionRoutes: FastifyPluginAsync<{ context: AppContext }> = async (parent, { context }) => {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  answerErrorsWith(app, fieldErrors);
  const read = { access: 'content:read-drafts' } as const;
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get('/api/:collection/versions', { schema: { tags, summary: 'A collection\'s versions (Payload\'s findVersions)', params: Params, querystring: ListQuery, response: listAnswers }, config: read },
    async (request) => {
      const page = await findVersions(context.db, collectionSubject(request.params.collection), request.query);
      return { ...page, docs: page.docs.map((version) => named(request.actor, version)) };
    });

  app.get('/api/:collection/versions/:id', { schema: { tags, summary: 'One version (Payload\'s findVersionByID)', params: VersionParams, querystring: OneQuery, response: oneAnswers }, config: read },
    async (request) => named(request.actor, await findVersionById(context.db, collectionSubject(request.params.collection), request.params.id)));

  app.post('/api/:collection/versions/:id', {
    schema: { tags, summary: 'Restore a record to a version (Payload\'s restoreVersion)', params: VersionParams, querystring: OneQuery, response: errors([400, 401, 403, 404, 409, 500])({ 200: Restored }) },
    config: { access: 'content:write' },
  }, async (request) => {
    const subject = collectionSubject(request.params.collection);
    const doc = await restoreVersion(context, findCollection(subject.slug)!, subject, request.params.id, request.actor);
    // Payload answers the restored document itself, with a message beside its fields
    return { ...doc, message: 'Restored successfully.' };
  });

  app.get('/api/globals/:slug/versions', { schema: { tags, summary: 'A global\'s versions (Payload\'s findGlobalVersions)', params: GlobalParams, querystring: ListQuery, response: listAnswers }, config: read },
    async (request) => {
      const page = await findVersions(context.db, globalSubject(request.params.slug), request.query);
      return { ...page, docs: page.docs.map((version) => named(request.actor, version)) };
    });

  app.get('/api/globals/:slug/versions/:id', { schema: { tags, summary: 'One version of a global', params: GlobalVersionParams, querystring: OneQuery, response: oneAnswers }, config: read },
    async (request) => named(request.actor, await findVersionById(context.db, globalSubject(request.params.slug), request.params.id)));

  app.post('/api/globals/:slug/versions/:id', {
    schema: { tags, summary: 'Restore a global to a version (Payload\'s restoreGlobalVersion)', params: GlobalVersionParams, querystring: OneQuery, response: errors([400, 401, 403, 404, 500])({ 200: GlobalRestored }) },
    config: { access: 'globals:write' },
  }, async (request) => {
    const subject = globalSubject(request.params.slug);
    const doc = await restoreGlobalVersion(context, findGlobal(subject.slug)!, subject, request.params.id, request.query.depth ?? 2, request.actor);
    return { doc, message: 'Restored successfully.' };
  });
};
