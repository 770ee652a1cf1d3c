import { touches } from '../content/changes.js';
import type { AppContext } from '../app-context.js';
import { collections } from '../content/collections.js';
import { sourcesOf } from '../content/dependencies.js';
import { expandReferences } from '../content/expand.js';
import { isRenderable, UnrenderableDocument } from '../content/limits.js';
import { findByIdentifier } from '../content/repository.js';
import { NotFound } from '../lib/errors.js';
import { answerOf, type Answer, type AnswerService } from '../lib/answer.js';
import { keepsRenderedAnswers, RenderedCache } from '../lib/rendered-cache.js';
import { preorderDetail, type PreorderRecord } from '../domain/preorder-figures.js';

export const PREORDER_DEPTH = 2;

/** A preorder product by internal id, else by backendId or seedId (first match). */
export async function findPreorderRecord({ db }: Pick<AppContext, 'db'>, identifier: string) {
  const record = await findByIdentifier(db, 'preorder-products', identifier);
  if (!record) throw new NotFound(`Preorder product "${identifier}" not found`);
  return record;
}

export async function getPreorder(context: Pick<AppContext, 'db'>, identifier: string) {
  const record = await findPreorderRecord(context, identifier);
  if (!isRenderable(record)) throw new UnrenderableDocument('preorder-products', record.id);
  const [expanded] = await expandReferences(context.db, collections['preorder-products']!.fields, [record], PREORDER_DEPTH, { overBudgetStatus: 500 });
  // The contract's fields, then one addition: the campaign's story, the editor's rich-text document as
  // stored (as the home cards' `content`), so a storefront renders it with its own markup.
  return { preorder: { ...preorderDetail(expanded as PreorderRecord), content: (expanded as PreorderRecord).content ?? null } };
}

/** What the preorder detail is built from: the campaign, expanded PREORDER_DEPTH deep. */
export const PREORDER_DETAIL_SOURCES = sourcesOf(['preorder-products'], PREORDER_DEPTH);

/** GET /api/preorders/{id}, serialized once per content version and identifier (the detail has no time-dependent figure). */
export function preorderDetailService(context: Pick<AppContext, 'db' | 'now' | 'changes' | 'database' | 'metrics'>): AnswerService<[identifier: string]> {
  const keep = keepsRenderedAnswers(context.database, context.changes) ? 2000 : 0;
  const rendered = new RenderedCache(keep, (hit) => context.metrics.cacheLookup('preorder-detail', hit));
  context.changes.subscribe((slug) => {
    if (touches(slug, PREORDER_DETAIL_SOURCES)) rendered.invalidate();
  });
  return {
    peek: (identifier) => rendered.peek(identifier, context.now().getTime()),
    async answer(identifier): Promise<Answer> {
      await context.changes.refresh();
      return rendered.get(identifier, context.now().getTime(), async () => ({
        answer: answerOf(JSON.stringify(await getPreorder(context, identifier))),
        validFrom: Number.NEGATIVE_INFINITY,
        validUntil: Number.POSITIVE_INFINITY,
      }));
    },
  };
}
