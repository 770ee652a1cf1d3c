import type { Db } from '../../db/client.js';
import { BadRequest } from '../../lib/errors.js';
import { isPlainObject } from '../../lib/plain-object.js';
import type { CollectionDefinition } from '../fields.js';
import { lockMatchingIds } from '../repository.js';
import { buildOrderBy, buildWhere } from '../where.js';

/**
 * At most this many documents in one bulk update or delete (`PATCH`/`DELETE /api/{collection}?where=…`):
 * each is read, written and audited in one transaction that holds their rows, so a call stays short
 * for everyone else. Past it the call answers 400 and changes nothing; `limit` takes a batch.
 */
export const MAX_BULK_DOCUMENTS = 100;

/** Which documents a bulk write touches: Payload's `where` (required), `sort` and `limit`. */
export interface BulkQuery {
  where?: unknown;
  sort?: string;
  limit?: number;
}

/**
 * The ids a bulk write touches, locked in its transaction, in `sort`'s order. Without a `where` (Payload
 * refuses that too), or matching more than MAX_BULK_DOCUMENTS without a `limit`, it throws BadRequest.
 */
export async function lockBulkSelection(tx: Db, collection: CollectionDefinition, query: BulkQuery, verb: 'update' | 'delete'): Promise<string[]> {
  if (!isPlainObject(query.where) || Object.keys(query.where).length === 0) {
    throw new BadRequest(`A bulk ${verb} needs a where, e.g. where[status][equals]=draft; to ${verb} one document use /api/${collection.slug}/{id}.`, 'where');
  }
  const where = buildWhere(collection.fields, query.where);
  const orderBy = buildOrderBy(collection.fields, query.sort);
  const ids = await lockMatchingIds(tx, collection.slug, { where, orderBy, limit: query.limit ?? MAX_BULK_DOCUMENTS + 1 });
  if (ids.length > MAX_BULK_DOCUMENTS) {
    throw new BadRequest(`This where matches more than ${MAX_BULK_DOCUMENTS} documents; a bulk ${verb} touches at most ${MAX_BULK_DOCUMENTS}. Narrow the where, or send limit=${MAX_BULK_DOCUMENTS} and repeat.`, 'where');
  }
  return ids;
}
