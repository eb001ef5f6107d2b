/**
 * The JSON Schemas as the form library needs them: one self-contained schema per section type
 * (references to defs.schema.json copied in), a uiSchema choosing our widgets by `x-kind`, and
 * starting props for a new section.
 */
import { generateKey, type Docs, type Language } from './model';
import { localizeSchemas, valueName } from './schema-words';

export type JsonSchema = {
  $id?: string;
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  minItems?: number;
  minimum?: number;
  definitions?: Record<string, JsonSchema>;
  'x-kind'?: string;
  [key: string]: unknown;
};

export type Schemas = Record<string, JsonSchema>;

export function schemasById(list: readonly JsonSchema[]): Schemas {
  return Object.fromEntries(list.filter((s) => s.$id).map((s) => [s.$id as string, s]));
}

/** `schema` with every `$ref` replaced by the schema it names (our schemas have no cycles but navItem). */
export function inlineRefs(
  schema: JsonSchema,
  schemas: Schemas,
  fromId: string,
  depth = 0,
): JsonSchema {
  if (depth > 12) return {};
  const resolve = (ref: string, from: string): { target: JsonSchema; id: string } => {
    const [file, pointer = ''] = ref.split('#');
    const baseDir = from.includes('/') ? from.slice(0, from.lastIndexOf('/') + 1) : '';
    const id = file ? new URL(file, `http://x/${baseDir}`).pathname.slice(1) : from;
    let target: unknown = schemas[id];
    for (const segment of pointer.split('/').filter(Boolean))
      target = (target as Record<string, unknown>)?.[segment];
    return { target: (target ?? {}) as JsonSchema, id };
  };
  const walk = (node: unknown, id: string, d: number): unknown => {
    if (Array.isArray(node)) return node.map((n) => walk(n, id, d));
    if (!node || typeof node !== 'object') return node;
    const object = node as JsonSchema;
    // `allOf` with one entry is a reference with words of its own (the heading definitions).
    if (Array.isArray(object.allOf) && object.allOf.length === 1) {
      const { allOf, ...rest } = object;
      return walk({ ...(allOf[0] as JsonSchema), ...rest }, id, d);
    }
    if (typeof object.$ref === 'string') {
      const { target, id: targetId } = resolve(object.$ref, id);
      const { $ref: _ref, ...rest } = object;
      // The shared definitions (text key, link, file) explain the file format, and their one
      // title would name every field alike: the form's widgets and the property's name say it.
      const shared = target['x-kind'] ? withoutWords(target) : target;
      return walk({ ...shared, ...rest }, targetId, d + 1);
    }
    if (d > 12) return {};
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(object)) {
      if (key === '$id' || key === '$schema' || key === 'definitions') continue;
      // "HeroProps", "CallToAction": names of generated types, not labels for people.
      if (key === 'title' && typeof value === 'string' && TYPE_NAME.test(value)) continue;
      out[key] = walk(value, id, d);
    }
    return out;
  };
  return walk(schema, fromId, depth) as JsonSchema;
}

/** A generated type's name (two or more capitalised words run together), not a one-word title. */
const TYPE_NAME = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/;

function withoutWords(schema: JsonSchema): JsonSchema {
  const copy = { ...schema };
  delete copy.title;
  delete copy.description;
  return copy;
}

/**
 * `schema` with `required` kept only where a value must always be there: the fields inside an
 * optional group (a link that may be left out) are needed only once the group is filled, and
 * the problems list says so then; marking them would make the whole group look required.
 */
export function requiredOnlyWhereAlways(schema: JsonSchema, always = true): JsonSchema {
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    const required = always ? (schema.required ?? []) : [];
    if (always && schema.required) out.required = required;
    else delete out.required;
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [
        key,
        requiredOnlyWhereAlways(value, required.includes(key)),
      ]),
    );
  }
  // A list's entries are there once added; an optional list's entries are optional groups too.
  if (schema.items) out.items = requiredOnlyWhereAlways(schema.items, always);
  return out;
}

export const sectionSchemaId = (type: string) => `sections/${type}.schema.json`;

export function sectionTypes(schemas: Schemas): string[] {
  return Object.keys(schemas)
    .map((id) => /^sections\/(.+)\.schema\.json$/.exec(id)?.[1])
    .filter((t): t is string => !!t)
    .sort();
}

/** A section type's schema, self-contained, its titles and descriptions in `language`. */
export function sectionSchema(
  schemas: Schemas,
  type: string,
  language: Language = 'en',
): JsonSchema | null {
  const localized = localizeSchemas(schemas, language);
  const schema = localized[sectionSchemaId(type)];
  return schema ? inlineRefs(schema, localized, sectionSchemaId(type)) : null;
}

/** The schema of a page's metadata (title, description, …), its words in `language`. */
export function metaSchema(schemas: Schemas, language: Language = 'en'): JsonSchema | null {
  const localized = localizeSchemas(schemas, language);
  const meta = localized['page.schema.json']?.properties?.meta;
  return meta ? inlineRefs(meta, localized, 'page.schema.json') : null;
}

/** `secondaryCta` -> `Secondary cta`: a property name as a label when the schema has no title. */
export const humanize = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`)
    .replace(/^./, (c) => c.toUpperCase());

export type WidgetKind = 'textKey' | 'pageLink' | 'asset';
const KIND_WIDGETS: Record<string, WidgetKind> = {
  'text-key': 'textKey',
  'internal-link': 'pageLink',
  'public-asset': 'asset',
};

/** The uiSchema: our widget for each text key, internal link and public asset. */
export function uiSchemaFor(
  schema: JsonSchema,
  name: (property: string) => string = humanize,
  language: Language = 'en',
): Record<string, unknown> {
  const kind = schema['x-kind'];
  if (kind && KIND_WIDGETS[kind])
    return { 'ui:widget': KIND_WIDGETS[kind], 'ui:options': { label: false } };
  if (schema.enum)
    return {
      'ui:enumNames': schema.enum.map((value) => valueName(String(value), language)),
    };
  if (schema.type === 'array' && schema.items)
    return { items: uiSchemaFor(schema.items, name, language) };
  if (schema.properties)
    return Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [
        key,
        {
          ...(value.title ? {} : { 'ui:title': name(key) }),
          ...uiSchemaFor(value, name, language),
        },
      ]),
    );
  return {};
}

/**
 * Props for a new section: every required value, text keys newly generated (their texts start
 * empty in both languages, so the problems list asks for them), links to the home page.
 */
export function starterProps(
  schema: JsonSchema,
  docs: Docs,
  namespace: string,
  section: string,
): { props: Record<string, unknown>; keys: string[] } {
  const keys: string[] = [];
  const taken = new Set<string>();
  const value = (node: JsonSchema, field: Array<string | number>): unknown => {
    if (node['x-kind'] === 'text-key') {
      let key = generateKey(docs, namespace, section, field);
      for (let n = 2; taken.has(key); n++)
        key = `${generateKey(docs, namespace, section, field)}-${n}`;
      taken.add(key);
      keys.push(key);
      return key;
    }
    if (node['x-kind'] === 'internal-link') return '/contact';
    if (node.const !== undefined) return node.const;
    if (node.default !== undefined) return node.default;
    if (node.enum) return node.enum[0];
    if (node.type === 'integer' || node.type === 'number') return node.minimum ?? 1;
    if (node.type === 'boolean') return false;
    if (node.type === 'array' && node.items)
      return Array.from({ length: node.minItems ?? 0 }, (_, i) =>
        value(node.items as JsonSchema, [...field, i]),
      );
    if (node.properties) {
      const out: Record<string, unknown> = {};
      for (const key of node.required ?? [])
        if (node.properties[key]) out[key] = value(node.properties[key], [...field, key]);
      return out;
    }
    return '';
  };
  return { props: value(schema, []) as Record<string, unknown>, keys };
}
