import type { CollectionDefinition, Field, FieldAdmin, Fields, GlobalDefinition } from './fields.js';
import { ownerOf } from './ownership.js';

/**
 * A field as the admin app sees it (GET /api/schema): the definition's own words, in definition order, with
 * its human label, its owner and how the forms present it.
 */
export type PublishedField = { name: string; label: string; owner: 'editor' | 'sync' } & PublishedFieldType;
export type PublishedFieldType = {
  type: Field['type'] | 'richText';
  admin?: FieldAdmin;
  /** An array's item label ("Role"), when the definition names it. */
  label?: string;
  required?: boolean;
  nullable?: boolean;
  default?: unknown;
  options?: string[];
  min?: number;
  integer?: boolean;
  relationTo?: string[];
  loose?: boolean;
  fields?: PublishedField[];
  of?: PublishedFieldType;
};

export interface CollectionAccess { read: boolean; create: boolean; update: boolean; delete: boolean }
export interface GlobalAccess { read: boolean; update: boolean }

export interface PublishedSchema {
  collections: {
    slug: string;
    labels: { singular: string; plural: string };
    useAsTitle: string;
    fields: PublishedField[];
    access: CollectionAccess;
  }[];
  globals: { slug: string; label: string; fields: PublishedField[]; access: GlobalAccess }[];
}

function describeField(field: Field): PublishedFieldType {
  const { type } = field;
  const published: PublishedFieldType = { type: type === 'json' && field.editor === 'richText' ? 'richText' : type };
  if ('required' in field && field.required) published.required = true;
  if ('nullable' in field && field.nullable) published.nullable = true;
  if ('default' in field && field.default !== undefined) published.default = field.default;
  if ('options' in field && field.options) published.options = [...field.options];
  if ('min' in field && field.min !== undefined) published.min = field.min;
  if ('integer' in field && field.integer) published.integer = true;
  if (type === 'relationship') {
    published.relationTo = [...field.relationTo];
    if (field.loose) published.loose = true;
  }
  if (type === 'object') published.fields = describeFields(field.fields);
  if (type === 'array') published.of = describeField(field.of);
  if (field.label) published.label = field.label;
  if (field.admin && Object.keys(field.admin).length > 0) published.admin = { ...field.admin };
  return published;
}

export function describeFields(fields: Fields): PublishedField[] {
  return Object.entries(fields).map(([name, field]) => ({ ...describeField(field), name, label: field.label ?? fieldLabelOf(name), owner: ownerOf(field) }));
}

/** "fundingGoal" -> "Funding goal", "_status" -> "Status": the label of a field that names none. */
export function fieldLabelOf(name: string): string {
  const words = name.replace(/^_+/, '').replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "preorder-products" -> "Preorder products"; "hero-slider" -> "Hero slider". */
export function labelOf(slug: string): string {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Singular of a plain English plural slug, for the default labels ("articles" -> "Article", "media" stays). */
function singularOf(plural: string): string {
  return plural.endsWith('s') ? plural.slice(0, -1) : plural;
}

/**
 * The field definitions and what the caller may do with each collection and global, for forms that
 * follow the same definitions as the API's validation. `may` answers from the access policy.
 */
export function publishSchema(
  collections: readonly CollectionDefinition[],
  globals: readonly GlobalDefinition[],
  may: { collection(slug: string): CollectionAccess; global(slug: string): GlobalAccess },
): PublishedSchema {
  return {
    collections: collections.map((collection) => {
      const plural = collection.admin?.labels?.plural ?? labelOf(collection.slug);
      return {
        slug: collection.slug,
        labels: { singular: collection.admin?.labels?.singular ?? singularOf(plural), plural },
        useAsTitle: collection.admin?.useAsTitle ?? ('title' in collection.fields ? 'title' : 'id'),
        fields: describeFields(collection.fields),
        access: may.collection(collection.slug),
      };
    }),
    globals: globals.map((global) => ({
      slug: global.slug,
      label: global.admin?.label ?? labelOf(global.slug),
      fields: describeFields(global.fields),
      access: may.global(global.slug),
    })),
  };
}
