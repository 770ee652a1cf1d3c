/** GET /api/schema: the service's field definitions and what the signed-in caller may do (types shared with the service). */
import type { PublishedField, PublishedFieldType, PublishedSchema } from '../../src/content/publish-schema';

export type Field = PublishedField;
export type FieldType = PublishedFieldType;
export type Schema = PublishedSchema;
export type CollectionSchema = Schema['collections'][number];
export type GlobalSchema = Schema['globals'][number];

/** A relationship stored as a bare id: one target collection, and not a loose URL-or-media field. */
export const isSingleTarget = (field: FieldType) => field.type === 'relationship' && field.relationTo?.length === 1 && !field.loose;
