import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type ValidatorRoute = Parameters<ReturnType<AjvCompiler.BuildCompilerFromPool>>[0];
type SerializerRoute = SerializerSelector.RouteDefinition;
type Validate = ((data: unknown, dataContext?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };

/**
 * Fastify's own compilers (Ajv for requests, fast-json-stringify for answers), each route's code
 * built on the route's first use instead of at start-up. Compiling every route's schemas was the
 * largest part of a start (about 220 ms of 1 s in a CPU profile, 2026-11-27); most routes of a
 * running service are never called, and the hot ones are answered by the fast lane.
 *
 * The validator keeps what Fastify reads from Ajv's: `errors` after a call, and `schemaEnv`, whose
 * presence makes Fastify pass the parent object so that a coerced root value is written back (no
 * route's schema coerces its root today; kept so that one would behave as with Fastify's compilers).
 * The compiled schemas and their errors are Ajv's and fast-json-stringify's, unchanged. (With
 * compilers of its own, Fastify no longer lower-cases a request-headers schema's names: no route
 * declares one.) `test/http/lazy-schema-compilers.test.ts` compiles every route's schemas.
 */
export function lazySchemaCompilers(): SchemaController {
  const buildValidator = AjvCompiler();
  const buildSerializer = SerializerSelector();
  return {
    compilersFactory: {
      buildValidator: (externalSchemas: unknown, ajvOptions: unknown) => {
        const compile = (buildValidator as (schemas: unknown, options: unknown) => (route: ValidatorRoute) => Validate)(externalSchemas, ajvOptions);
        return (route: ValidatorRoute) => {
          let compiled: Validate | undefined;
          const validate: Validate = (data, dataContext) => {
            compiled ??= compile(route);
            const valid = compiled(data, dataContext);
            validate.errors = compiled.errors;
            return valid;
          };
          validate.schemaEnv = true;
          return validate;
        };
      },
      buildSerializer: (externalSchemas: unknown, serializerOptions: unknown) => {
        const compile = (buildSerializer as (schemas: unknown, options: unknown) => (route: SerializerRoute) => (doc: unknown) => string)(externalSchemas, serializerOptions);
        return (route: SerializerRoute) => {
          let compiled: ((doc: unknown) => string) | undefined;
          return (doc: unknown) => (compiled ??= compile(route))(doc);
        };
      },
    },
  } as SchemaController;
}
