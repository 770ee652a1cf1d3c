/** GET /api/schema: the service's field definitions and what the signed-in caller may do. */
export interface FieldType {
  type: 'text' | 'email' | 'password' | 'number' | 'numeric' | 'boolean' | 'date' | 'json' | 'richText' | 'object' | 'array' | 'relationship';
  required?: boolean;
  nullable?: boolean;
  default?: unknown;
  options?: string[];
  min?: number;
  integer?: boolean;
  relationTo?: string[];
  loose?: boolean;
  fields?: Field[];
  of?: FieldType;
}
export type Field = FieldType & { name: string };

export interface CollectionSchema {
  slug: string;
  labels: { singular: string; plural: string };
  useAsTitle: string;
  fields: Field[];
  access: { read: boolean; create: boolean; update: boolean; delete: boolean };
}
export interface GlobalSchema {
  slug: string;
  label: string;
  fields: Field[];
  access: { read: boolean; update: boolean };
}
export interface Schema {
  collections: CollectionSchema[];
  globals: GlobalSchema[];
}

/** A relationship stored as a bare id: one target collection, and not a loose URL-or-media field. */
export const isSingleTarget = (field: FieldType) => field.type === 'relationship' && field.relationTo?.length === 1 && !field.loose;
