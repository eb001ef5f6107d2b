import type { FastifyInstance } from 'fastify';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { allApiSchemas, createApiAjv } from './api-schemas';
import { NUL_KEYWORD } from './validation-messages';

/**
 * Replaces Fastify's validator compiler with two ajv instances that know every schema/api file:
 * one strict for bodies, one coercing for query strings and path params. The serializer gets
 * the same schemas through addSchema so response schemas can $ref them. Every part also refuses
 * U+0000 in its strings (see withoutNul), so no route has to.
 */
export function installApiValidation(app: FastifyInstance): void {
  const bodyAjv = createApiAjv('body');
  const textAjv = createApiAjv('text');
  app.setValidatorCompiler(({ schema, httpPart }) =>
    withoutNul((httpPart === 'body' ? bodyAjv : textAjv).compile(schema)),
  );
  for (const schema of allApiSchemas()) app.addSchema(schema);
}

/**
 * PostgreSQL cannot store U+0000 in text (error 22021, which answered 500) while SQLite can:
 * every string of a validated part (query, body, params), at any depth, is refused with a field
 * message when it holds one, the same on both databases. The NUL error comes first, so it is the
 * message its field shows. A part without a schema is not read by its route.
 */
function withoutNul(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown) => {
    const nulErrors = nulPaths(data, '').map((instancePath): ErrorObject => ({
      keyword: NUL_KEYWORD,
      instancePath,
      schemaPath: '#',
      params: {},
    }));
    const valid = validate(data);
    const errors = [...nulErrors, ...(validate.errors ?? [])];
    checked.errors = errors.length > 0 ? errors : null;
    return valid && nulErrors.length === 0;
  }) as ValidateFunction;
  return checked;
}

/**
 * JSON-pointer paths of the strings holding U+0000 (depth-first). A loop with its own stack, not
 * recursion: a body of a few thousand nested brackets fits the size limit and would overflow the
 * call stack (a 500 with a stack trace in the log for each such request).
 */
function nulPaths(data: unknown, path: string): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[data, path]];
  while (pending.length > 0) {
    const [value, at] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\0')) found.push(at);
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        pending.push([child, `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`]);
      }
    }
  }
  return found;
}
