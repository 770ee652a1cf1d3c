/**
 * A small field language, enough to validate request bodies, build `where` filters,
 * and find the references to expand. Each collection and global is a map of these.
 */
export type Field = FieldShape & FieldPresentation;

/**
 * How the admin app presents a field, and who owns it: one source for the API's validation, the published
 * schema (GET /api/schema) and the admin app's forms, list columns and filters (Payload's `label` and
 * `admin` options, kept small). Nothing here changes what the API accepts.
 */
export interface FieldPresentation {
  /** The human name; absent: the field name in words ("fundingGoal" -> "Funding goal"). */
  readonly label?: string;
  /**
   * `editor`: only editors change it, a sync never writes it once the record exists (it may give the first
   * value when a sync creates the record). `sync`: the commerce backend's, written by every sync; read-only
   * in the admin app on a record linked to a backend product. Absent: the editor's.
   */
  readonly owner?: 'editor' | 'sync';
  readonly admin?: FieldAdmin;
}

/** A field shown only while another field of the same record (or row) has, or has not, a value. */
export type FieldCondition =
  | { readonly field: string; readonly equals: string | number | boolean }
  | { readonly field: string; readonly notEquals: string | number | boolean }
  | { readonly field: string; readonly exists: boolean };

export interface FieldAdmin {
  /** Help shown under the input. */
  readonly description?: string;
  readonly placeholder?: string;
  /** The form section it sits in (Payload's tabs and collapsibles); sections follow their first field's order. */
  readonly group?: string;
  /** `sidebar`: beside the form, as in Payload (the publication state, dates). */
  readonly position?: 'sidebar';
  /**
   * true: never edited in the forms. false: edited even where the sync owns it (the cap, which the form
   * saves to the commerce backend). Absent: read-only on a synced record when the sync owns it.
   */
  readonly readOnly?: boolean;
  /** Technical: in a collapsed "Technical details" section, read-only (ids, raw metadata). */
  readonly technical?: boolean;
  /** Not in the forms at all (set by the service). */
  readonly hidden?: boolean;
  readonly condition?: FieldCondition;
  /** A column of the collection's list. */
  readonly listed?: boolean;
  /** A filter of the collection's list (fields with options, booleans, dates). */
  readonly filter?: boolean;
}

type FieldShape =
  | { type: 'text'; required?: boolean; default?: string | null; options?: readonly string[]; nullable?: boolean }
  | { type: 'email'; required?: boolean }
  | { type: 'password' }
  | { type: 'number'; required?: boolean; default?: number | null; min?: number; integer?: boolean; nullable?: boolean }
  /** A number, or a string holding one (the contract allows both for counters and goals). */
  | { type: 'numeric'; default?: number | string; min?: number; nullable?: boolean }
  | { type: 'boolean'; default?: boolean }
  | { type: 'date'; nullable?: boolean; required?: boolean }
  /** Any JSON value: the contract types these fields as "any". */
  | { type: 'json'; default?: unknown; /** Edited as rich text in the admin app (the editor's JSON document). */ editor?: 'richText' }
  | { type: 'object'; fields: Fields; default?: Record<string, unknown> }
  | { type: 'array'; of: Field; default?: readonly unknown[] }
  /**
   * A reference written `{relationTo, value: id}` (or a bare id when there is a single target).
   * `loose`: values that are not `{relationTo, value}` are kept as they are (a thumbnail URL, say).
   */
  | { type: 'relationship'; relationTo: readonly string[]; loose?: boolean; nullable?: boolean };

export type Fields = Readonly<Record<string, Field>>;

export interface CollectionDefinition {
  readonly slug: string;
  readonly fields: Fields;
  /** How the admin app names the collection and its records (GET /api/schema). */
  readonly admin?: { readonly labels?: { readonly singular: string; readonly plural: string }; readonly useAsTitle?: string };
  /** Reads need the admin key when one is configured (users). */
  readonly privateReads?: boolean;
  /** Bulk deletion refuses these (users, media). */
  readonly protectedFromBulkDelete?: boolean;
}

export interface GlobalDefinition {
  readonly slug: string;
  readonly fields: Fields;
  readonly admin?: { readonly label?: string };
}

export interface Reference {
  relationTo: string;
  value: unknown;
}

export function isReference(value: unknown): value is Reference {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as Reference).relationTo === 'string' &&
    'value' in value
  );
}
