/**
 * A small field language, enough to validate request bodies, build `where` filters,
 * and find the references to expand. Each collection and global is a map of these.
 */
export type Field =
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
