import type { AppContext } from '../../app-context.js';
import { ValidationFailed } from '../../lib/errors.js';
import { type ExpandOptions, expandReferences } from '../expand.js';
import { assertWithinReferenceLimits, ExpansionTooLarge, isRenderable, UnrenderableDocument } from '../limits.js';
import type { GlobalDefinition } from '../fields.js';
import { readGlobal as readStoredGlobal, readGlobalForUpdate as readStoredGlobalForUpdate, writeGlobal } from '../repository.js';
import type { Actor } from '../../identity/actor.js';
import { fieldChanges, recordAudit } from '../../audit/audit-log.js';
import { validateDocument } from '../validate.js';
import type { UpdateKind } from './update-document.js';
import { applySelect, type SelectQuery } from '../select.js';

function defaultsOf(definition: GlobalDefinition): Record<string, unknown> {
  const result = validateDocument(definition.fields, {}, 'create');
  return result.ok ? result.data : {};
}

/** The global with its defaults filled in, references expanded to `depth`. */
export async function readGlobal(
  { db }: Pick<AppContext, 'db'>,
  definition: GlobalDefinition,
  depth: number,
  options: ExpandOptions & { select?: SelectQuery } = {},
): Promise<Record<string, unknown>> {
  const stored = (await readStoredGlobal(db, definition.slug)) ?? {};
  if (!isRenderable(stored)) throw new UnrenderableDocument('globals', definition.slug);
  const [expanded] = await expandReferences(db, definition.fields, [applySelect({ ...defaultsOf(definition), ...stored }, options.select)], depth, options);
  return { globalType: definition.slug, ...expanded };
}

export async function updateGlobal(
  context: Pick<AppContext, 'db' | 'changes'>,
  definition: GlobalDefinition,
  body: unknown,
  depth: number,
  actor: Actor,
  audited: UpdateKind = 'update',
): Promise<Record<string, unknown>> {
  // Clients may send back what they read, including the `globalType` marker.
  const { globalType: _marker, ...changes } = (body ?? {}) as Record<string, unknown>;
  const result = validateDocument(definition.fields, changes, 'update');
  if (!result.ok) throw new ValidationFailed(result.errors);
  await context.changes.write(context.db, async (tx, log) => {
    const before = await readStoredGlobalForUpdate(tx, definition.slug);
    assertWithinReferenceLimits(definition.fields, { ...before, ...result.data });
    const after = await writeGlobal(tx, definition.slug, result.data);
    await recordAudit(tx, actor, { collection: `globals/${definition.slug}`, operation: audited, changes: fieldChanges(before, after) });
    log.wrote({ collection: 'globals', id: definition.slug, operation: 'update' });
  });
  // The write is committed: an answer too large to expand falls back to the stored references.
  try {
    return await readGlobal(context, definition, depth);
  } catch (error) {
    if (error instanceof ExpansionTooLarge) return readGlobal(context, definition, 0);
    throw error;
  }
}
