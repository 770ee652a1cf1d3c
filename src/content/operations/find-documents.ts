import type { AppContext } from '../../context.js';
import { expandReferences } from '../expand.js';
import type { CollectionDefinition } from '../fields.js';
import { findPage, type Page } from '../repository.js';
import { stripSecrets } from '../validate.js';
import { buildOrderBy, buildWhere } from '../where.js';

export interface FindQuery {
  where?: unknown;
  sort?: string;
  limit: number;
  page: number;
  depth: number;
}

export async function findDocuments(
  { db }: Pick<AppContext, 'db'>,
  collection: CollectionDefinition,
  query: FindQuery,
): Promise<Page> {
  const where = buildWhere(collection.fields, query.where);
  const orderBy = buildOrderBy(collection.fields, query.sort);
  const page = await findPage(db, collection.slug, { where, orderBy, limit: query.limit, page: query.page });
  const docs = await expandReferences(db, collection.fields, page.docs.map(stripSecrets), query.depth);
  return { ...page, docs: docs as Page['docs'] };
}
