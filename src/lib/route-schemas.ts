import { Type, type TSchema } from 'typebox';

/**
 * Response schemas shared by the route groups: they document the API (OpenAPI via @fastify/swagger)
 * and serialize object answers. Records of the content store are open objects: their fields are the
 * collection's, plus whatever an editor stored.
 */
export const OpenObject = (description?: string) => Type.Object({}, { additionalProperties: true, ...(description ? { description } : {}) });

export const StoredRecord = OpenObject('A stored record: id, the collection\'s fields, createdAt, updatedAt');

/** `{success:false, error}`: maintenance, recommendations and sync routes. */
export const SuccessFalse = Type.Object(
  { success: Type.Literal(false), error: Type.String(), message: Type.Optional(Type.String()) },
  { description: 'Failure', examples: [{ success: false, error: 'Missing or invalid x-store-api-key' }] },
);

/** `{error}` below 500, `{error, message}` from 500: home and preorder routes. */
export const ErrorMessage = Type.Object(
  { error: Type.String(), message: Type.Optional(Type.String()) },
  { description: 'Failure', examples: [{ error: 'Preorder product "prod_404" not found' }] },
);

/** `{errors:[{message, field}]}`: the content API. */
export const FieldErrors = Type.Object(
  { errors: Type.Array(Type.Object({ message: Type.String(), field: Type.Optional(Type.String()) })) },
  { description: 'Failure', examples: [{ errors: [{ message: 'title is required.', field: 'title' }] }] },
);

/** The answers of a route: its success schema(s) and the error family for the given statuses. */
export function answers(success: Record<number, TSchema>, errorBody: TSchema, errorStatuses: readonly number[]) {
  return { ...Object.fromEntries(errorStatuses.map((status) => [status, errorBody])), ...success };
}

export const adminSecurity: { [scheme: string]: string[] }[] = [{ adminBearer: [] }, {}];
