import type { AppContext } from '../context.js';
import { collections } from '../content/collections.js';
import { expandReferences } from '../content/expand.js';
import { findByIdentifier } from '../content/repository.js';
import { NotFound } from '../lib/errors.js';
import { preorderDetail, type PreorderRecord } from './figures.js';

export const PREORDER_DEPTH = 2;

/** A preorder product by internal id, else by backendId or seedId (first match). */
export async function findPreorderRecord({ db }: Pick<AppContext, 'db'>, identifier: string) {
  const record = await findByIdentifier(db, 'preorder-products', identifier);
  if (!record) throw new NotFound(`Preorder product "${identifier}" not found`);
  return record;
}

export async function getPreorder(context: Pick<AppContext, 'db'>, identifier: string) {
  const record = await findPreorderRecord(context, identifier);
  const [expanded] = await expandReferences(context.db, collections['preorder-products']!.fields, [record], PREORDER_DEPTH);
  return { preorder: preorderDetail(expanded as PreorderRecord) };
}
