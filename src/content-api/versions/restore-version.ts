import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../identity/actor.js';
import type { CollectionDefinition, Fields, GlobalDefinition } from '../../content/fields.js';
import { updateGlobal } from '../../content/operations/globals.js';
import { updateDocument } from '../../content/operations/update-document.js';
import { type Doc, findById, readGlobal } from '../../content/repository.js';
import { acceptsNull } from '../../content/validate.js';
import { findVersionById, type VersionSubject } from './find-versions.js';
import { ownerOf } from '../../content/ownership.js';

/** A schedule is not content: a restore keeps the record's (an old version's past time would publish at once). */
const NOT_RESTORED: ReadonlySet<string> = new Set(['publishAt']);

/**
 * An update body that brings a record back to a version: every field the version holds, and each field the
 * record has now but the version lacks emptied (null) where the field may be empty; a field that may not
 * be empty (a required title) keeps its current value, as does the scheduled publication. On a record of a
 * commerce product, the fields the backend owns keep their current values too: they are the backend's, as
 * the last sync left them (an old version's would unpublish a campaign whose product is published, put back
 * old order counts, and a cap the backend no longer holds).
 */
export function restoreBody(fields: Fields, version: Record<string, unknown>, current: Record<string, unknown>): Record<string, unknown> {
  const synced = typeof current.backendId === 'string' && current.backendId !== '';
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.type === 'password' || NOT_RESTORED.has(name) || (synced && ownerOf(field) === 'sync')) continue;
    if (Object.hasOwn(version, name)) body[name] = version[name];
    else if (current[name] !== undefined && current[name] !== null && acceptsNull(field)) body[name] = null;
  }
  return body;
}

/** POST /api/{collection}/versions/{id}: the record back to that version, through PATCH's update (access, validation, audit, change feed). */
export async function restoreVersion(
  context: Pick<AppContext, 'db' | 'changes' | 'contentCache' | 'passwords'>,
  collection: CollectionDefinition,
  subject: VersionSubject,
  versionId: string,
  actor: Actor,
): Promise<Doc> {
  // ---- the version, among this collection's only
  const version = await findVersionById(context.db, subject, versionId);
  // ---- the record now, to know which of its fields the version lacks
  const current = (await findById(context.db, collection.slug, version.parent!)) ?? {};
  // ---- the same write as PATCH, audited as a restore (a new version in its turn)
  return updateDocument(context, collection, version.parent!, restoreBody(collection.fields, version.version, current), actor, 'restore');
}

/** POST /api/globals/{slug}/versions/{id}: the global back to that version, through its update. */
export async function restoreGlobalVersion(
  context: Pick<AppContext, 'db' | 'changes'>,
  definition: GlobalDefinition,
  subject: VersionSubject,
  versionId: string,
  depth: number,
  actor: Actor,
): Promise<Record<string, unknown>> {
  const version = await findVersionById(context.db, subject, versionId);
  const current = (await readGlobal(context.db, definition.slug)) ?? {};
  return updateGlobal(context, definition, restoreBody(definition.fields, version.version, current), depth, actor, 'restore');
}
