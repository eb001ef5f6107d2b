/**
 * The section schemas as documentation: each type's title, description, example, and its
 * properties with their titles and descriptions (decision 150). Pure: callers read the files.
 * Used by the section catalogue (docs/sections.md, the dev server's /__sections) and by the
 * test that every section is documented and its example is valid.
 */
export type JsonSchema = Record<string, unknown>;

export interface SectionSchemaFile {
  /** The section type: the file name without `.schema.json`. */
  type: string;
  schema: JsonSchema;
}

/** Where the properties many sections share are described: defs.schema.json. */
export const SHARED_DEFINITION = 'sharedSectionProperties';

/**
 * The props every section has in common by name (eyebrow, title, subtitle …), described once in
 * defs.schema.json's `sharedSectionProperties`. A top-level property with one of these names
 * needs no words of its own; `tone`, whose values differ by section, still lists them.
 */
export function sharedProperties(defs: JsonSchema): Record<string, JsonSchema> {
  const definitions = (defs.definitions ?? {}) as Record<string, JsonSchema>;
  return (definitions[SHARED_DEFINITION]?.properties ?? {}) as Record<string, JsonSchema>;
}

/** Names whose words come only from the shared description (never repeated per section). */
export const SHARED_HEADING_NAMES = ['eyebrow', 'title', 'subtitle'] as const;

export function isSharedHeading(name: string, depth: number): boolean {
  return depth === 0 && (SHARED_HEADING_NAMES as readonly string[]).includes(name);
}

/** One property of a section, in reading order, with its path (`items[].title`). */
export interface PropertyEntry {
  path: string;
  name: string;
  depth: number;
  schema: JsonSchema;
  required: boolean;
}

/** Every property of a section schema, depth first (objects, array items, anyOf branches). */
export function sectionProperties(schema: JsonSchema): PropertyEntry[] {
  const entries: PropertyEntry[] = [];
  const visit = (node: JsonSchema, prefix: string, depth: number) => {
    const required = new Set((node.required as string[] | undefined) ?? []);
    for (const [name, child] of Object.entries(
      (node.properties ?? {}) as Record<string, JsonSchema>,
    )) {
      const path = `${prefix}${name}`;
      entries.push({ path, name, depth, schema: child, required: required.has(name) });
      visitChildren(child, path, depth + 1);
    }
  };
  const visitChildren = (node: JsonSchema, path: string, depth: number) => {
    visit(node, `${path}.`, depth);
    const items = node.items;
    if (items && typeof items === 'object' && !Array.isArray(items))
      visitChildren(items as JsonSchema, `${path}[]`, depth);
    for (const key of ['anyOf', 'oneOf'])
      for (const branch of (node[key] as JsonSchema[] | undefined) ?? [])
        if (branch.properties) visit(branch, `${path}.`, depth);
  };
  visit(schema, '', 0);
  return entries;
}

/** What a section schema lacks for the catalogue and the visual editor; empty when complete. */
export function missingDocumentation(file: SectionSchemaFile): string[] {
  const { type, schema } = file;
  const missing: string[] = [];
  const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
  if (!text(schema.title)) missing.push(`${type}: the section has no title`);
  else if (/^[A-Z][A-Za-z]*Props$/.test(schema.title as string))
    missing.push(`${type}: the title "${String(schema.title)}" is a type name, not words`);
  if (!text(schema.description)) missing.push(`${type}: the section has no description`);
  if (!Array.isArray(schema.examples) || schema.examples.length === 0)
    missing.push(`${type}: the section has no examples`);
  for (const entry of sectionProperties(schema)) {
    if (isSharedHeading(entry.name, entry.depth)) continue;
    if (!text(entry.schema.title)) missing.push(`${type}: ${entry.path} has no title`);
    if (!text(entry.schema.description)) missing.push(`${type}: ${entry.path} has no description`);
  }
  return missing;
}

/** A page holding one section per example, for checking them with the site's own validator. */
export function examplesPage(
  files: readonly SectionSchemaFile[],
  path: string,
  meta: Record<string, string>,
): unknown {
  return {
    $schema: '../schema/page.schema.json',
    version: 1,
    path,
    meta,
    sections: files.flatMap(({ type, schema }) =>
      ((schema.examples as unknown[] | undefined) ?? []).map((props) => ({ type, props })),
    ),
  };
}
