import type { JsonSchema } from './section-schemas';

/**
 * What a property holds, in the words an editor uses ("text (German and English)", "link to a
 * page", "image from public/", "one of: dark, light"), for the section catalogue's tables.
 */
const BY_DEFINITION: Record<string, string> = {
  textKey: 'text (German and English)',
  internalPath: 'link to a page',
  rootOrInternalPath: 'link to a page',
  publicAsset: 'file from public/',
  image: 'image from public/',
  callToAction: 'button (text and link to a page)',
  pricingNote: 'price terms',
  yearMonth: 'month (year-month)',
  anchor: 'anchor name',
  until: 'day (year-month-day)',
};

/** The definition name a `$ref` points at: `../defs.schema.json#/definitions/textKey` -> textKey. */
export function definitionName(schema: JsonSchema): string | undefined {
  const ref = schema.$ref;
  return typeof ref === 'string' ? /#\/definitions\/([^/]+)$/.exec(ref)?.[1] : undefined;
}

/**
 * `definitions`: defs.schema.json's, to follow a definition named here to what it is (a heading
 * definition that is a text key is "text (German and English)").
 */
export function kindInWords(
  schema: JsonSchema,
  definitions: Record<string, JsonSchema> = {},
): string {
  const definition = definitionName(schema);
  if (definition) {
    const known = BY_DEFINITION[definition];
    if (known) return known;
    const target = definitions[definition];
    return target ? kindInWords(target, definitions) : 'value';
  }
  // `allOf` with one entry is a reference with words of its own (the heading definitions).
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1)
    return kindInWords(schema.allOf[0] as JsonSchema, definitions);
  if (Array.isArray(schema.enum)) return `one of: ${schema.enum.map((v) => format(v)).join(', ')}`;
  if ('const' in schema) return `always ${format(schema.const)}`;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) {
      const kinds = unique((branches as JsonSchema[]).map((b) => kindInWords(b, definitions)));
      return kinds.length > 1
        ? `${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}`
        : kinds.join('');
    }
  }
  switch (schema.type) {
    case 'array': {
      const items = schema.items as JsonSchema | undefined;
      if (!items) return 'list';
      const kind = kindInWords(items, definitions);
      // A list of mixed entries: "list, each a number, yes or no … or text …".
      return items.anyOf || items.oneOf ? `list, each ${kind}` : `list of ${plural(kind)}`;
    }
    case 'object':
      return schema.properties ? 'group (its parts follow)' : 'group of named values';
    case 'boolean':
      return 'yes or no (true or false)';
    case 'integer':
      return 'whole number';
    case 'number':
      return 'number';
    case 'string':
      return stringKind(schema);
    default:
      return 'value';
  }
}

function stringKind(schema: JsonSchema): string {
  if (schema.format === 'date-time') return 'date and time';
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : '';
  if (pattern.startsWith('^https://')) return 'web address (https://…)';
  if (pattern.includes('mailto:')) return 'web, mail or phone address';
  if (pattern.includes('@')) return 'e-mail address';
  if (schema['x-kind'] === 'text-key' || pattern.startsWith('^[a-z][a-zA-Z0-9-]*(\\.'))
    return 'text key of a group of texts';
  return 'text written as is (the same in both languages)';
}

function plural(kind: string): string {
  return kind
    .replace(/^text \(German and English\)/, 'texts (German and English)')
    .replace(/^group \(its parts follow\)/, 'groups (their parts follow)')
    .replace(/^image from/, 'images from')
    .replace(/^file from/, 'files from')
    .replace(/^link to a page/, 'links to pages')
    .replace(/^button /, 'buttons ')
    .replace(/^whole number/, 'whole numbers')
    .replace(/^number/, 'numbers');
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** Limits and defaults in words: "2 to 6 entries", "default: dark" (the values are the kind). */
export function allowedInWords(schema: JsonSchema): string {
  const parts: string[] = [];
  const min = schema.minItems as number | undefined;
  const max = schema.maxItems as number | undefined;
  if (min !== undefined && max !== undefined) parts.push(`${min} to ${max} entries`);
  else if (min !== undefined) parts.push(`at least ${min} ${min === 1 ? 'entry' : 'entries'}`);
  else if (max !== undefined) parts.push(`at most ${max} entries`);
  const low = schema.minimum as number | undefined;
  const high = schema.maximum as number | undefined;
  if (low !== undefined && high !== undefined) parts.push(`${low} to ${high}`);
  else if (low !== undefined) parts.push(`${low} or more`);
  else if (high !== undefined) parts.push(`up to ${high}`);
  if ('default' in schema) parts.push(`default: ${format(schema.default)}`);
  return parts.join('; ');
}

function format(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
