import { and, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { type ExpandOptions, expandReferences, expandTraced } from '../expand.js';
import { ExpansionTooLarge, isRenderable } from '../limits.js';
import { SerializedJson } from '../../lib/answer.js';
import type { CollectionDefinition } from '../fields.js';
import { findSizedPage, type Page, pageOf } from '../repository.js';
import { stripSecrets } from '../validate.js';
import { buildOrderBy, buildWhere, fieldsOfQuery } from '../where.js';
import { publicationField, publishedCondition } from '../publication.js';
import { canonicalJson } from '../kept-answers.js';
import type { DocumentMemory } from '../document-memory.js';
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
  // the fields left out are not expanded either
  const roots = renderableOf(page, options).map((doc) => applySelect(doc, query.select));
  const docs = await expandReferences(context.db, collection.fields, roots, query.depth, { ...options, memory: context.documentMemory });
  return { ...page, docs: docs as Page['docs'] };
}

function renderableOf(page: Page, options: FindOptions) {
  return page.docs.filter((doc) => isRenderable(doc) || void options.onUnrenderable?.(doc.id)).map(stripSecrets);
}

/**
 * findDocuments' answer as JSON, the same bytes: a kept document whose last rendering for this depth and
 * caller scope still places the kept versions of what it references is not expanded nor serialized again
 * (after an update of one referenced document, only the documents that reference it are).
 */
export async function renderDocuments(
  context: Pick<AppContext, 'db' | 'documentMemory'>,
  collection: CollectionDefinition,
  query: FindQuery,
  options: FindOptions & { scopeKey: string },
): Promise<SerializedJson> {
  const { db, documentMemory: memory } = context;
  // a selected answer is built whole: renderings are kept for the stored documents as they are
  if (query.select) return new SerializedJson(JSON.stringify(await findDocuments(context, collection, query, options)));
  const page = await pageOfDocuments(context, collection, query, options.publishedOnly === true);
  const roots = renderableOf(page, options);
  const variant = `${query.depth} ${options.scopeKey}`;
  const renderings = roots.map((root) => memory.rendering(root, variant));
  const json: (string | undefined)[] = renderings.map((rendering) => rendering?.json);
  // what the reused renderings placed still counts against the answer's budget
  const precharged = { placed: 0, bytes: 0 };
  for (const rendering of renderings) {
    precharged.placed += rendering?.placed ?? 0;
    precharged.bytes += rendering?.bytes ?? 0;
  }
  const toRender = roots.flatMap((_root, index) => (json[index] === undefined ? [index] : []));
  let expanded: Awaited<ReturnType<typeof expandTraced>>;
  try {
    expanded = await expandTraced(db, collection.fields, toRender.map((index) => roots[index]!), query.depth, { ...options, memory }, precharged);
  } catch (error) {
    // over budget with renderings reused: expanded whole, so the answer is refused exactly as without them
    if (!(error instanceof ExpansionTooLarge) || toRender.length === roots.length) throw error;
    return new SerializedJson(JSON.stringify(await findDocuments(context, collection, query, options)));
  }
  toRender.forEach((rootIndex, index) => {
    const rendered = JSON.stringify(expanded.docs[index]);
    json[rootIndex] = rendered;
    const { complete, uses, placed, bytes } = expanded.traces[index]!;
    if (complete) memory.keepRendering(roots[rootIndex]!, variant, { json: rendered, uses, placed, bytes });
  });
  // Page's keys in its order, docs first: the bytes JSON.stringify gives the whole page
  const rest = JSON.stringify({ ...page, docs: undefined });
  return new SerializedJson(`{"docs":[${json.join(',')}],${rest.slice(1)}`);
}

/** The caller's where and, apart from its limits, the publication rule. */
export function matchCondition(collection: CollectionDefinition, where: unknown, publishedOnly: boolean): SQL | undefined {
  return and(buildWhere(collection.fields, where), publishedOnly ? buildWhere(collection.fields, publishedCondition(collection)) : undefined);
}

/** The page's stored documents: from memory when its page and each of its documents are kept, else one statement (then kept). */
async function pageOfDocuments({ db, documentMemory: memory }: Pick<AppContext, 'db' | 'documentMemory'>, collection: CollectionDefinition, query: FindQuery, publishedOnly: boolean): Promise<Page> {
  const where = matchCondition(collection, query.where, publishedOnly);
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
