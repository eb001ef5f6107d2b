import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv, _ } from 'ajv';
import standaloneModule from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';

/**
 * `virtual:admin-validators`: the admin screens check their forms with the API's own JSON
 * Schemas (schema/api/), compiled here, at build time, into plain functions with ajv's standalone
 * code. Compiling in the browser would need `new Function`, which the CSP forbids
 * (script-src 'self'; decision 143).
 */

const VIRTUAL_ID = 'virtual:admin-validators';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const SCHEMA_DIR = fileURLToPath(new URL('../schema/api/', import.meta.url));
const FORMATS_MODULE = fileURLToPath(
  new URL('../src/web/admin/validation/formats.ts', import.meta.url),
);
const ID_BASE = 'https://prol.example/schema/api/';

/** Export name -> schema file name (without .schema.json). */
export const ADMIN_VALIDATORS = {
  adminSessionCreate: 'admin-session-create',
  recipientCreate: 'recipient-create',
  recipientPatch: 'recipient-patch',
} as const;

const standaloneCode = ((standaloneModule as unknown as { default?: unknown }).default ??
  standaloneModule) as typeof standaloneModule;

export function adminValidatorsSource(): string {
  const schemas = readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.schema.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(SCHEMA_DIR + file, 'utf8')) as object);
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    schemas,
    code: { source: true, esm: true, formats: _`__formats` },
  });
  // Only `email` is used by these schemas; the others are declared so the set compiles.
  ajv.addFormat('email', () => true);
  ajv.addFormat('uuid', () => true);
  ajv.addFormat('date-time', () => true);
  const refs = Object.fromEntries(
    Object.entries(ADMIN_VALIDATORS).map(([name, file]) => [name, `${ID_BASE}${file}.schema.json`]),
  );
  const code = standaloneCode(ajv, refs)
    // ajv's one runtime helper here: string length in code points.
    .replaceAll('require("ajv/dist/runtime/ucs2length")', '__ucs2length');
  if (code.includes('require(')) {
    throw new Error('admin validators: ajv standalone code needs a runtime helper not provided');
  }
  return [
    `import { formats as __formats } from ${JSON.stringify(FORMATS_MODULE)};`,
    'const __ucs2length = { default: (text) => Array.from(text).length };',
    code.replace(/^"use strict";/, ''),
  ].join('\n');
}

export function adminValidatorsPlugin(): Plugin {
  return {
    name: 'admin-validators',
    // Filters: the bundler skips the hooks for every other module without calling into JS.
    resolveId: {
      filter: { id: /^virtual:admin-validators$/ },
      handler: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    },
    load: {
      filter: { id: /^\0virtual:admin-validators$/ },
      handler: (id) => (id === RESOLVED_ID ? adminValidatorsSource() : undefined),
    },
  };
}
