import { and, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { type ExpandOptions, expandReferences, expandToJson } from '../expand.js';
import { isRenderable } from '../limits.js';
import { SerializedJson } from '../../lib/answer.js';
import { canonicalJson } from '../../lib/canonical-json.js';
import type { CollectionDefinition } from '../fields.js';
import { findSizedPage, type Page, pageOf } from '../repository.js';
import { stripSecrets } from '../validate.js';
import { buildOrderBy, buildWhere, fieldsOfQuery } from '../where.js';
import { publicationField, publishedCondition } from '../publication.js';
import { applySelect, type SelectQuery } from '../select.js';

export interface FindQuery {
  where?: unknown;
  sort?: string;
  limit: number;
  page: number;
  depth: number;
  /** Parsed by parseSelect: only these fields of each document (references among them expanded). */
  select?: SelectQuery;
}

type FindOptions = ExpandOptions & { onUnrenderable?: (id: string) => void; publishedOnly?: boolean };
type Context = Pick<AppContext, 'db' | 'contentCache'>;

/**
 * A page of a collection as the content API answers it, serialized: the page's documents (one statement,
 * or the content cache's kept page), their references expanded into what the caller may read (see
 * expandToJson: kept documents and renderings stand in for reads), then the page around them. A stored
 * document too deeply nested to render is left out of the page (and reported through `onUnrenderable`).
 * `scopeKey` names what the caller may see: renderings are kept per depth and scope.
 */
export async function findDocuments(context: Context, collection: CollectionDefinition, query: FindQuery, options: FindOptions & { scopeKey: string }): Promise<SerializedJson> {
  const page = await pageOfDocuments(context, collection, query, options.publishedOnly === true);
  const roots = page.docs.filter((doc) => isRenderable(doc) || void options.onUnrenderable?.(doc.id)).map(stripSecrets);
  const keptDocuments = context.contentCache.documents;
  const variant = `${query.depth} ${options.scopeKey}`;
  // a selected answer is expanded as selected: renderings are kept of stored documents as they are
  const docs = query.select
    ? (await expandReferences(context.db, collection.fields, roots.map((doc) => applySelect(doc, query.select)), query.depth, { ...options, keptDocuments })).map((doc) => JSON.stringify(doc))
    : await expandToJson(context.db, collection.slug, collection.fields, roots, query.depth, { ...options, keptDocuments, variant });
  // Page's keys in its order, docs first: the bytes JSON.stringify gives the whole page
  const rest = JSON.stringify({ ...page, docs: undefined });
  return new SerializedJson(`{"docs":[${docs.join(',')}],${rest.slice(1)}`);
}

/** The caller's where and, apart from its limits, the publication rule. */
export function matchCondition(collection: CollectionDefinition, where: unknown, publishedOnly: boolean): SQL | undefined {
  return and(buildWhere(collection.fields, where), publishedOnly ? buildWhere(collection.fields, publishedCondition(collection)) : undefined);
}

/** The page's stored documents: from the content cache when its page and each of its documents are kept, else one statement (then kept). */
async function pageOfDocuments({ db, contentCache }: Context, collection: CollectionDefinition, query: FindQuery, publishedOnly: boolean): Promise<Page> {
  const keptDocuments = contentCache.documents;
  const where = matchCondition(collection, query.where, publishedOnly);
  const orderBy = buildOrderBy(collection.fields, query.sort);
  const pageQuery = { where, orderBy, limit: query.limit, page: query.page };
  if (!keptDocuments.keepsCollection(collection.slug)) return (await findSizedPage(db, collection.slug, pageQuery)).page;
  const key = canonicalJson({ where: query.where ?? null, sort: query.sort ?? null, limit: query.limit, page: query.page, publishedOnly });
  const kept = keptPage(keptDocuments.page(collection.slug, key), (id) => keptDocuments.document(collection.slug, id)?.doc);
  if (kept) return pageOf(kept.docs, kept.totalDocs, query);
  const stamp = keptDocuments.stamp(collection.slug);
  const { page, sized } = await findSizedPage(db, collection.slug, pageQuery);
  const fields = fieldsOfQuery(query.where, query.sort);
  const publication = publishedOnly ? publicationField(collection) : undefined;
  if (publication) fields.add(publication);
  keptDocuments.keepPage(collection.slug, stamp, key, fields, { ids: sized.map(({ doc }) => doc.id), totalDocs: page.totalDocs }, sized);
  return page;
}

function keptPage(page: { ids: readonly string[]; totalDocs: number } | undefined, documentOf: (id: string) => Page['docs'][number] | undefined) {
  if (!page) return undefined;
  const docs = [];
  for (const id of page.ids) {
    const doc = documentOf(id);
    if (!doc) return undefined;
    docs.push(doc);
  }
  return { docs, totalDocs: page.totalDocs };
}
