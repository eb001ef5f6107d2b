import fs from 'node:fs';
import { Ajv } from 'ajv';
import type { AnySchemaObject, Options, ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { isEmailAddress } from './email-address';

/**
 * schema/api/*.schema.json are the single source of every body, query, params and response
 * shape: Fastify validates and serializes with them, docs and the front end read them.
 */
const SCHEMA_DIR = new URL('../../../schema/api/', import.meta.url);
const ID_BASE = 'https://prol.example/schema/api/';

export type ApiSchemaName =
  | 'error'
  | 'admin-session'
  | 'admin-session-create'
  | 'contact-form-create'
  | 'contact-form-created'
  | 'contact-form'
  | 'contact-form-page'
  | 'contact-form-list-query'
  | 'contact-form-id-params'
  | 'contact-form-requeue-result'
  | 'recipient'
  | 'recipient-create'
  | 'recipient-patch'
  | 'recipient-page'
  | 'recipient-list-query'
  | 'recipient-id-params'
  | 'recipient-email-params'
  | 'recipients-seed';

let loaded: AnySchemaObject[] | undefined;

export function allApiSchemas(): AnySchemaObject[] {
  loaded ??= fs
    .readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.schema.json'))
    .sort()
    .map(
      (file) => JSON.parse(fs.readFileSync(new URL(file, SCHEMA_DIR), 'utf8')) as AnySchemaObject,
    );
  return loaded;
}

/** A route-schema reference that both the validator and the serializer resolve. */
export function apiSchemaRef(name: ApiSchemaName): { $ref: string } {
  return { $ref: `${ID_BASE}${name}.schema.json` };
}

// ajv-formats is CommonJS; depending on the loader its default export may be wrapped once more.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

/**
 * Bodies are checked strictly (no type coercion, unknown fields are errors rather than silently
 * removed as Fastify's default would); query strings and path params arrive as text, so they are
 * coerced to the declared integer/boolean types and get their defaults filled in.
 */
export function createApiAjv(part: 'body' | 'text'): Ajv {
  const options: Options = {
    allErrors: true,
    strict: true,
    removeAdditional: false,
    useDefaults: part === 'text',
    coerceTypes: part === 'text',
    schemas: allApiSchemas(),
  };
  const ajv = new Ajv(options);
  addFormats(ajv);
  // Length limits per part and internationalised domains (ajv-formats' pattern has neither).
  ajv.addFormat('email', isEmailAddress);
  return ajv;
}

export function compileStandaloneValidator(name: ApiSchemaName): ValidateFunction {
  return createApiAjv('body').compile(apiSchemaRef(name));
}
