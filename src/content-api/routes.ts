import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../app-context.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { collectionReadAccess, collectionWriteAccess, GLOBAL_PERMISSIONS } from '../access/content-access.js';
import { answerErrorsWith, fieldErrors } from '../lib/error-bodies.js';
import { NotFound } from '../lib/errors.js';
import { findCollection, findGlobal, isPublicCollection } from '../content/collections.js';
import type { CollectionDefinition, GlobalDefinition } from '../content/fields.js';
import { createDocument } from '../content/operations/create-document.js';
import { deleteDocument } from '../content/operations/delete-document.js';
import { findDocument } from '../content/operations/find-document.js';
import { findDocuments } from '../content/operations/find-documents.js';
import { readGlobal, updateGlobal } from '../content/operations/globals.js';
import { updateDocument } from '../content/operations/update-document.js';
import { contentSchemas } from './schemas.js';
import { readerRights } from '../access/guard.js';
import { accessModeOf } from '../config.js';
import { isPublished } from '../content/publication.js';
import { contentAnswerSender } from '../http/content-caching.js';
import type { ContentRead } from '../content-cache/kept-answers.js';
import { canonicalJson } from '../lib/canonical-json.js';
import { answerOf, jsonOf } from '../lib/answer.js';
import { countDocuments } from '../content/operations/count-documents.js';
import { BulkWriteFailed, updateDocuments } from '../content/operations/update-documents.js';
import { deleteDocuments } from '../content/operations/delete-documents.js';
import { applySelect, parseSelect } from '../content/select.js';
import type { Fields } from '../content/fields.js';
import { versionRoutes } from './versions/routes.js';
import { previewGrantOf } from './preview/routes.js';

export { MAX_PAGE_SIZE } from './schemas.js';

/**
 * Payload's `select` (select[field]=true|false), parsed against the fields. Read from the query as qs
 * parsed it: the read routes' schemas do not declare it yet (the typed client is generated from them).
 */
const selectOf = (fields: Fields, query: unknown) => parseSelect(fields, (query as { select?: unknown }).select);
const plural = (count: number, slug: string) => `${count} ${slug} document${count === 1 ? '' : 's'}`;

function collectionOrThrow(slug: string): CollectionDefinition {
  const collection = findCollection(slug);
  if (!collection) throw new NotFound(`Unknown collection "${slug}".`);
  return collection;
}

function globalOrThrow(slug: string): GlobalDefinition {
  const definition = findGlobal(slug);
  if (!definition) throw new NotFound(`Unknown global "${slug}".`);
  return definition;
}

/** The Payload-compatible content API: `/api/{collection}[/{id}]` and `/api/globals/{slug}`. */
export const contentRoutes: FastifyPluginAsync<{ context: AppContext }> = async (parent, { context }) => {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  answerErrorsWith(app, fieldErrors);
  const cache = context.contentCache;
  const send = contentAnswerSender(context.config.contentCacheControl, cache);

  /**
   * What the caller may read: private collections (users) as an admin; in protected mode, drafts only with
   * a credential and `?draft=true` (Payload's rule). Everyone else gets published documents, and a reference
   * to a draft or a user stays a bare id. Open mode shows every draft, as the contract does.
   */
  const readScopeFor = async (request: FastifyRequest, draft: boolean | undefined) => {
    const rights = await readerRights(context, request);
    const canRead = (slug: string) => rights.users || isPublicCollection(slug);
    const privateKey = rights.users ? 'private' : 'public';
    if (accessModeOf(context.config) === 'open' || (rights.drafts && draft === true)) return { canRead, key: `${privateKey}+drafts` };
    const canSee = (slug: string, doc: Record<string, unknown>) => {
      const collection = findCollection(slug);
      return collection === undefined || isPublished(collection, doc);
    };
    return { canRead, canSee, publishedOnly: true, key: `${privateKey}+published` };
  };

  app.get('/api/globals/:slug', { schema: contentSchemas.readGlobal, config: { access: GLOBAL_PERMISSIONS.read } }, async (request, reply) => {
    const definition = globalOrThrow(request.params.slug);
    const depth = request.query.depth ?? 2;
    const select = selectOf(definition.fields, request.query);
    const scope = await readScopeFor(request, request.query.draft);
    // a selected answer never shares a key with an unselected one (the prefix differs)
    const read = { slug: definition.slug, depth, key: select ? `global-select ${scope.key} ${canonicalJson(select)}` : `global ${scope.key}` };
    return send(request, reply, read, await cache.answer(read, () => readGlobal(context, definition, depth, { ...scope, select })));
  });

  /** Sends the kept answer of `read`, built when none is; private collections (users, admins only) are built per read, never kept. */
  const answerRead = async (request: FastifyRequest, reply: FastifyReply, collection: CollectionDefinition, read: ContentRead, build: () => Promise<unknown>) => {
    if (collection.privateReads) return send(request, reply, undefined, answerOf(jsonOf(await build())));
    return send(request, reply, read, await cache.answer(read, build));
  };

  app.post('/api/globals/:slug', { schema: contentSchemas.updateGlobal, config: { access: GLOBAL_PERMISSIONS.write } }, async (request) => {
    const definition = globalOrThrow(request.params.slug);
    const result = await updateGlobal(context, definition, request.body ?? {}, request.query.depth ?? 2, request.actor);
    return { result, message: `Updated ${definition.slug} successfully.` };
  });

  app.get('/api/:collection', { schema: contentSchemas.find, config: { access: collectionReadAccess } }, async (request, reply) => {
    const collection = collectionOrThrow(request.params.collection);
    const { where, sort, limit, page, depth, draft } = request.query;
    const select = selectOf(collection.fields, request.query);
    const scope = await readScopeFor(request, draft);
    const read = { slug: collection.slug, depth, key: `list ${scope.key} ${canonicalJson({ where, sort, limit, page, ...(select ? { select } : {}) })}` };
    return answerRead(request, reply, collection, read, () => findDocuments(context, collection, { ...request.query, select }, {
      ...scope,
      scopeKey: scope.key,
      onUnrenderable: (id) => request.log.warn({ collection: collection.slug, id }, 'document left out of the list: it cannot be rendered'),
    }));
  });

  // Payload's count, registered before /:id (which it would otherwise be read as)
  app.get('/api/:collection/count', { schema: contentSchemas.count, config: { access: collectionReadAccess } }, async (request, reply) => {
    const collection = collectionOrThrow(request.params.collection);
    const { where, draft } = request.query;
    const scope = await readScopeFor(request, draft);
    const read = { slug: collection.slug, depth: 0, key: `count ${scope.key} ${canonicalJson({ where })}` };
    return answerRead(request, reply, collection, read, () => countDocuments(context, collection, where, scope.publishedOnly === true));
  });

  // Payload's versions (/api/{collection}/versions[/{id}], /api/globals/{slug}/versions[/{id}]): static
  // segments, so `versions` is never read as a document id; never kept, so outside the kept answers
  await app.register(versionRoutes, { context });

  app.get('/api/:collection/:id', { schema: contentSchemas.findById, config: { access: collectionReadAccess } }, async (request, reply) => {
    const collection = collectionOrThrow(request.params.collection);
    const depth = request.query.depth ?? 2;
    const select = selectOf(collection.fields, request.query);
    const { id } = request.params;
    // a preview token (the storefront's draft mode) shows this one record's draft, and nothing private
    const preview = await previewGrantOf(context, request, { collection: collection.slug, id });
    const scope = preview ? { canRead: isPublicCollection, key: 'public+drafts' } : await readScopeFor(request, request.query.draft);
    const key = select ? `doc-select ${scope.key} ${canonicalJson({ id, select })}` : `doc ${scope.key} ${id}`;
    const read = { slug: collection.slug, depth, key };
    return answerRead(request, reply, collection, read, () => findDocument(context, collection, id, depth, { ...scope, select }));
  });

  app.post('/api/:collection', { schema: contentSchemas.create, config: { access: collectionWriteAccess } }, async (request, reply) => {
    const collection = collectionOrThrow(request.params.collection);
    const doc = await createDocument(context, collection, request.body, request.actor);
    return reply.code(201).send({ doc, message: `${collection.slug} document created successfully.` });
  });

  // Payload's update and delete by where (bulk): { docs, errors, message }; 400 with every failure, nothing written
  app.patch('/api/:collection', { schema: contentSchemas.bulkUpdate, config: { access: collectionWriteAccess } }, async (request, reply) => {
    const collection = collectionOrThrow(request.params.collection);
    const select = selectOf(collection.fields, request.query);
    try {
      const docs = await updateDocuments(context, collection, request.query, request.body, request.actor);
      return { docs: docs.map((doc) => applySelect(doc, select)), errors: [], message: `Updated ${plural(docs.length, collection.slug)} successfully.` };
    } catch (error) {
      if (!(error instanceof BulkWriteFailed)) throw error;
      const message = `Unable to update ${error.errors.length} out of ${plural(error.total, collection.slug)}; none was updated.`;
      return reply.code(400).send({ docs: [], errors: [...error.errors], message });
    }
  });

  app.delete('/api/:collection', { schema: contentSchemas.bulkDelete, config: { access: collectionWriteAccess } }, async (request) => {
    const collection = collectionOrThrow(request.params.collection);
    const select = selectOf(collection.fields, request.query);
    const docs = await deleteDocuments(context, collection, request.query, request.actor);
    return { docs: docs.map((doc) => applySelect(doc, select)), errors: [], message: `Deleted ${plural(docs.length, collection.slug)} successfully.` };
  });

  app.patch('/api/:collection/:id', { schema: contentSchemas.update, config: { access: collectionWriteAccess } }, async (request) => {
    const collection = collectionOrThrow(request.params.collection);
    const doc = await updateDocument(context, collection, request.params.id, request.body, request.actor);
    return { doc, message: `${collection.slug} document updated successfully.` };
  });

  app.delete('/api/:collection/:id', { schema: contentSchemas.delete, config: { access: collectionWriteAccess } }, async (request) => {
    const collection = collectionOrThrow(request.params.collection);
    const doc = await deleteDocument(context, collection, request.params.id, request.actor);
    return { doc, message: `${collection.slug} document deleted successfully.` };
  });
};
