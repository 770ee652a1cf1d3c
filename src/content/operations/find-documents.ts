import { and } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { type ExpandOptions, expandReferences } from '../expand.js';
import { isRenderable } from '../limits.js';
import type { CollectionDefinition } from '../fields.js';
import { findPage, type Page } from '../repository.js';
import { stripSecrets } from '../validate.js';
import { buildOrderBy, buildWhere } from '../where.js';
import { publishedCondition } from '../publication.js';

export interface FindQuery {
  where?: unknown;
  sort?: string;
  limit: number;
  page: number;
  depth: number;
}

/**
 * A page of a collection, references expanded into what the caller may read. A stored document too
 * deeply nested to render is left out of the page (and reported through `onUnrenderable`), never failing it.
 */
export async function findDocuments(
  { db }: Pick<AppContext, 'db'>,
  collection: CollectionDefinition,
  query: FindQuery,
  options: ExpandOptions & { onUnrenderable?: (id: string) => void; publishedOnly?: boolean } = {},
): Promise<Page> {
  // the caller's where and, apart from its limits, the publication rule
  const where = and(buildWhere(collection.fields, query.where), options.publishedOnly ? buildWhere(collection.fields, publishedCondition(collection)) : undefined);
  const orderBy = buildOrderBy(collection.fields, query.sort);
  const page = await findPage(db, collection.slug, { where, orderBy, limit: query.limit, page: query.page });
  const renderable = page.docs.filter((doc) => isRenderable(doc) || void options.onUnrenderable?.(doc.id));
  const docs = await expandReferences(db, collection.fields, renderable.map(stripSecrets), query.depth, options);
  return { ...page, docs: docs as Page['docs'] };
}
