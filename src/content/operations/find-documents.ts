import { and } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { type ExpandOptions, expandReferences } from '../expand.js';
import { isRenderable } from '../limits.js';
import type { CollectionDefinition } from '../fields.js';
import { findSizedPage, type Page, pageOf } from '../repository.js';
import { stripSecrets } from '../validate.js';
import { buildOrderBy, buildWhere, fieldsOfQuery } from '../where.js';
import { publicationField, publishedCondition } from '../publication.js';
import { canonicalJson } from '../kept-answers.js';
import type { DocumentMemory } from '../document-memory.js';

export interface FindQuery {
  where?: unknown;
  sort?: string;
  limit: number;
  page: number;
  depth: number;
}

type FindOptions = ExpandOptions & { onUnrenderable?: (id: string) => void; publishedOnly?: boolean };

/**
 * A page of a collection, references expanded into what the caller may read. A stored document too
 * deeply nested to render is left out of the page (and reported through `onUnrenderable`), never failing it.
 */
export async function findDocuments(
  context: Pick<AppContext, 'db' | 'documentMemory'>,
  collection: CollectionDefinition,
  query: FindQuery,
  options: FindOptions = {},
): Promise<Page> {
  const page = await pageOfDocuments(context, collection, query, options.publishedOnly === true);
  const renderable = page.docs.filter((doc) => isRenderable(doc) || void options.onUnrenderable?.(doc.id));
  const docs = await expandReferences(context.db, collection.fields, renderable.map(stripSecrets), query.depth, { ...options, memory: context.documentMemory });
  return { ...page, docs: docs as Page['docs'] };
}

/** The page's stored documents: from memory when its page and each of its documents are kept, else one statement (then kept). */
async function pageOfDocuments({ db, documentMemory: memory }: Pick<AppContext, 'db' | 'documentMemory'>, collection: CollectionDefinition, query: FindQuery, publishedOnly: boolean): Promise<Page> {
  // the caller's where and, apart from its limits, the publication rule
  const where = and(buildWhere(collection.fields, query.where), publishedOnly ? buildWhere(collection.fields, publishedCondition(collection)) : undefined);
  const orderBy = buildOrderBy(collection.fields, query.sort);
  const pageQuery = { where, orderBy, limit: query.limit, page: query.page };
  if (!memory.keepsCollection(collection.slug)) return (await findSizedPage(db, collection.slug, pageQuery)).page;
  const key = canonicalJson({ where: query.where ?? null, sort: query.sort ?? null, limit: query.limit, page: query.page, publishedOnly });
  const kept = keptPage(memory, collection.slug, key);
  if (kept) return pageOf(kept.docs, kept.totalDocs, query);
  const stamp = memory.stamp(collection.slug);
  const { page, sized } = await findSizedPage(db, collection.slug, pageQuery);
  const fields = fieldsOfQuery(query.where, query.sort);
  const publication = publishedOnly ? publicationField(collection) : undefined;
  if (publication) fields.add(publication);
  memory.keepPage(collection.slug, stamp, key, fields, { ids: sized.map(({ doc }) => doc.id), totalDocs: page.totalDocs }, sized);
  return page;
}

function keptPage(memory: DocumentMemory, slug: string, key: string) {
  const page = memory.page(slug, key);
  if (!page) return undefined;
  const docs = [];
  for (const id of page.ids) {
    const kept = memory.document(slug, id);
    if (!kept) return undefined;
    docs.push(kept.doc);
  }
  return { docs, totalDocs: page.totalDocs };
}
