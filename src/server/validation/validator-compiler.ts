import type { FastifyInstance } from 'fastify';
import { allApiSchemas, createApiAjv } from './api-schemas';

/**
 * Replaces Fastify's validator compiler with two ajv instances that know every schema/api file:
 * one strict for bodies, one coercing for query strings and path params. The serializer gets
 * the same schemas through addSchema so response schemas can $ref them.
 */
export function installApiValidation(app: FastifyInstance): void {
  const bodyAjv = createApiAjv('body');
  const textAjv = createApiAjv('text');
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodyAjv : textAjv).compile(schema),
  );
  for (const schema of allApiSchemas()) app.addSchema(schema);
}
