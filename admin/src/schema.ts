/** GET /api/schema: the service's field definitions and what the signed-in caller may do (types shared with the service). */
import type { PublishedField, PublishedFieldType, PublishedSchema } from '../../src/content/publish-schema';

export type Field = PublishedField;
export type FieldType = PublishedFieldType;
export type Schema = PublishedSchema;
export type CollectionSchema = Schema['collections'][number];
export type GlobalSchema = Schema['globals'][number];

/** A relationship stored as a bare id: one target collection, and not a loose URL-or-media field. */
export const isSingleTarget = (field: FieldType) => field.type === 'relationship' && field.relationTo?.length === 1 && !field.loose;

/** A record linked to a commerce backend product: its `owner: 'sync'` fields are the backend's, read-only here. */
/** A field's stored option in words ("published" -> "Published"); what is stored stays the option itself. */
export const optionLabel = (option: string) => option.charAt(0).toUpperCase() + option.slice(1);

/** Choices for a select of a field's options, each named in words. */
export const optionChoices = (options: readonly string[]) => options.map((option) => ({ id: option, name: optionLabel(option) }));

export const isSyncedRecord = (record: Record<string, unknown> | undefined) => typeof record?.backendId === 'string' && record.backendId !== '';

/** Fields of a form section, in definition order. */
export interface Section { name: string; fields: Field[] }

/** Where each field of a form goes, from its definition alone (issue 36: one source for every form). */
export interface FormLayout {
  /** Sections in the order of their first field; ungrouped fields form "Details". */
  main: Section[];
  /** `admin.position: 'sidebar'`: beside the form. */
  sidebar: Field[];
  /** On a synced record, the backend's ungrouped fields: read-only, in a collapsed section. */
  synced: Field[];
  /** `admin.technical`: read-only, in a collapsed section. */
  technical: Field[];
}

export const DEFAULT_SECTION = 'Details';

export function formLayout(fields: Field[], { synced }: { synced: boolean }): FormLayout {
  const layout: FormLayout = { main: [], sidebar: [], synced: [], technical: [] };
  for (const field of fields) {
    const admin = field.admin ?? {};
    if (admin.hidden) continue;
    if (admin.technical) layout.technical.push(field);
    else if (synced && field.owner === 'sync' && !admin.group) layout.synced.push(field);
    else if (admin.position === 'sidebar') layout.sidebar.push(field);
    else {
      const name = admin.group ?? DEFAULT_SECTION;
      const section = layout.main.find((candidate) => candidate.name === name) ?? layout.main[layout.main.push({ name, fields: [] }) - 1]!;
      section.fields.push(field);
    }
  }
  return layout;
}

/** Whether a field is shown, by its declarative condition, given the values beside it (the record, or the row). */
export function conditionHolds(field: FieldType, values: Record<string, unknown> | undefined): boolean {
  const condition = field.admin?.condition;
  if (!condition) return true;
  const value = values?.[condition.field];
  if ('equals' in condition) return value === condition.equals;
  if ('notEquals' in condition) return value !== condition.notEquals;
  const present = value !== undefined && value !== null && value !== '';
  return condition.exists ? present : !present;
}
