import { HttpError, ValidationFailed } from '../lib/errors.js';
import { type Field, type Fields, isReference } from './fields.js';
import { isDeeplyFrozen } from '../lib/deep-freeze.js';

/**
 * Bounds on the work one answer can ask for. Writes are refused past the reference limits; reads stop
 * expanding past the answer budget, with an error answer instead of a heap the size of the data.
 */
export const MAX_REFERENCES_PER_FIELD = 1000;
export const MAX_REFERENCES_PER_DOCUMENT = 3000;
/** Documents placed into one answer by expansion, counting each placement. */
export const MAX_EXPANDED_DOCUMENTS = 20_000;
/** Stored bytes (JSON text) placed into one answer by expansion, counting each placement. */
export const MAX_EXPANDED_BYTES = 16 * 1024 * 1024;
/** Stored documents nested deeper than this (written before the 64-level body limit) are not rendered. */
export const MAX_RENDER_DEPTH = 128;

/** An answer would expand more than the budget allows. */
export class ExpansionTooLarge extends HttpError {
  constructor(status: number, what: string) {
    super(status, `This answer would expand ${what}; ask with a lower depth or limit.`);
  }
}

/** A stored document too deeply nested to render: its own answer fails, lists leave it out. */
export class UnrenderableDocument extends HttpError {
  constructor(collection: string, id: string) {
    super(500, `The ${collection} document "${id}" cannot be rendered (nested deeper than ${MAX_RENDER_DEPTH} levels); rewrite it.`);
  }
}

/** Answers for deeply frozen values (documents kept in memory), which cannot change. */
const renderableFrozen = new WeakMap<object, boolean>();

/** Whether a value nests at most MAX_RENDER_DEPTH deep. Iterative, so a hostile depth cannot exhaust the stack. */
export function isRenderable(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || !isDeeplyFrozen(value)) return measureRenderable(value);
  let renderable = renderableFrozen.get(value);
  if (renderable === undefined) renderableFrozen.set(value, (renderable = measureRenderable(value)));
  return renderable;
}

function measureRenderable(value: unknown): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_RENDER_DEPTH) return false;
    for (const child of Object.values(current)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return true;
}

interface Tally {
  total: number;
  largest: { field: string; count: number };
}

/** Counts references; `largest` is the single field (at any nesting, as a dotted path) holding the most. */
function tallyIn(field: Field, value: unknown, path: string, tally: Tally): number {
  let count = 0;
  switch (field.type) {
    case 'relationship':
      return isReference(value) ? 1 : 0;
    case 'array':
      if (!Array.isArray(value)) return 0;
      value.forEach((item, index) => (count += tallyIn(field.of, item, `${path}.${index}`, tally)));
      if (field.of.type === 'relationship' && count > tally.largest.count) tally.largest = { field: path, count };
      return count;
    case 'object':
      if (!value || typeof value !== 'object') return 0;
      for (const [name, child] of Object.entries(field.fields)) count += tallyIn(child, (value as Record<string, unknown>)[name], `${path}.${name}`, tally);
      return count;
    default:
      return 0;
  }
}

/** References a validated document holds: in total, and in its fullest reference field. */
export function countReferences(fields: Fields, data: Record<string, unknown>): Tally {
  const tally: Tally = { total: 0, largest: { field: '', count: 0 } };
  for (const [name, field] of Object.entries(fields)) {
    const count = tallyIn(field, data[name], name, tally);
    tally.total += count;
    if (field.type === 'relationship' && count > tally.largest.count) tally.largest = { field: name, count };
  }
  return tally;
}

/** Refuses (400) a document holding more references than a field or a document may. */
export function assertWithinReferenceLimits(fields: Fields, data: Record<string, unknown>): void {
  const { total, largest } = countReferences(fields, data);
  if (largest.count > MAX_REFERENCES_PER_FIELD) {
    throw new ValidationFailed([{ field: largest.field, message: `At most ${MAX_REFERENCES_PER_FIELD} references per field; this one holds ${largest.count}.` }]);
  }
  if (total > MAX_REFERENCES_PER_DOCUMENT) {
    throw new ValidationFailed([{ field: '', message: `At most ${MAX_REFERENCES_PER_DOCUMENT} references per document; this one would hold ${total}.` }]);
  }
}
