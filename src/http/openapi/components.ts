import { type JsonSchema, ref } from './field-schemas.js';

/** The parts of the generated document the refinement reads and writes. */
export type Operation = Record<string, unknown> & {
  operationId?: string;
  parameters?: { name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema; example?: unknown; examples?: unknown }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: JsonSchema; example?: unknown; examples?: unknown }> }>;
};
export type Document = Record<string, unknown> & { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, JsonSchema> } };

export const pascal = (id: string) => id[0]!.toUpperCase() + id.slice(1);

/** Moves an inline body or answer schema into the components under `name` (its first example stays on the media). */
export function hoist(schemas: Record<string, JsonSchema>, name: string, media: { schema: JsonSchema; example?: unknown }): void {
  if (media.schema.$ref !== undefined || media.schema.type === 'null') return;
  const { examples, ...schema } = media.schema;
  if (media.example === undefined && Array.isArray(examples)) media.example = examples[0];
  schemas[name] = schema;
  media.schema = ref(name);
}

