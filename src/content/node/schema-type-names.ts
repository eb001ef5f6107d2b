import type { JSONSchema } from 'json-schema-to-typescript';

/**
 * The schemas of sections and shared definitions carry plain-language `title`s for people (the
 * section catalogue, the visual editor, VS Code's hover); json-schema-to-typescript would turn
 * every titled node into a named TypeScript type. Before compiling, those titles are replaced by
 * the type names the code uses: a section's props are `<PascalType>Props` (`hero` -> `HeroProps`),
 * a shared definition is named by its `x-type-name`, and every other title is dropped so the
 * property stays inline (decision 150).
 */
export const TYPE_NAME_KEYWORD = 'x-type-name';

/** `card-grid` -> `CardGridProps`: the name of a section's props type. */
export function propsTypeName(type: string): string {
  return `${type.replace(/(^|-)([a-z0-9])/g, (_m, _dash, letter: string) => letter.toUpperCase())}Props`;
}

/** Files whose titles are for people: defs.schema.json and sections/*.schema.json. */
export function hasPlainTitles(relativePath: string): boolean {
  const path = relativePath.replace(/\\/g, '/');
  return path === 'defs.schema.json' || /^sections\/[^/]+\.schema\.json$/.test(path);
}

/** A copy of a section or defs schema with type names as titles (see above). */
export function withTypeNames(schema: JSONSchema, rootTypeName?: string): JSONSchema {
  const copy = renameNode(schema) as JSONSchema;
  // A shared definition whose title is already a type name (`Eyebrow`) keeps it.
  for (const [name, def] of Object.entries(schema.definitions ?? {})) {
    const title = (def as JSONSchema).title;
    const target = copy.definitions?.[name] as JSONSchema | undefined;
    if (target && !target.title && title && /^[A-Z][A-Za-z0-9]*$/.test(title)) target.title = title;
  }
  if (rootTypeName) copy.title = rootTypeName;
  else delete copy.title;
  return copy;
}

const ANNOTATIONS = ['description', 'examples', '$comment'];
const SCHEMA_MAPS = ['properties', 'definitions', 'patternProperties', '$defs'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'];
const SCHEMA_VALUES = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'];

function renameNode(node: unknown): unknown {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
  const source = node as Record<string, unknown>;
  const out: Record<string, unknown> = { ...source };
  delete out.title;
  delete out[TYPE_NAME_KEYWORD];
  if (typeof source[TYPE_NAME_KEYWORD] === 'string') out.title = source[TYPE_NAME_KEYWORD];
  // Words beside a $ref describe the property, not a new type: the compiler would otherwise
  // declare a copy of the referenced type for each (`CallToAction1`).
  if (typeof source.$ref === 'string') for (const word of ANNOTATIONS) delete out[word];
  for (const key of SCHEMA_MAPS) {
    const map = source[key];
    if (map && typeof map === 'object')
      out[key] = Object.fromEntries(
        Object.entries(map as Record<string, unknown>).map(([name, child]) => [
          name,
          renameNode(child),
        ]),
      );
  }
  for (const key of SCHEMA_LISTS)
    if (Array.isArray(source[key])) out[key] = (source[key] as unknown[]).map(renameNode);
  for (const key of SCHEMA_VALUES) {
    const value = source[key];
    if (Array.isArray(value)) out[key] = value.map(renameNode);
    else if (value !== undefined) out[key] = renameNode(value);
  }
  return out;
}
