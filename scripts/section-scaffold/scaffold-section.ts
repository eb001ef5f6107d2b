import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { writeGeneratedTypes } from '../../src/content/node/generate-types';
import { writeCatalogue } from '../section-catalogue/write-catalogue';
import { defaultWords, sectionFiles, type SectionWords } from './section-files';

/** A section type is a folder, a schema file and the JSON `type`: lower-case words and dashes. */
const TYPE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Why `type` cannot be a new section type in `root`, or null. */
export function typeNameProblem(root: string, type: string): string | null {
  if (!TYPE_NAME.test(type))
    return `"${type}" cannot be a section type: use lower-case words joined by dashes, starting with a letter (e.g. quote, price-banner); it becomes the folder, the schema file and the "type" in page files.`;
  const taken = [
    `schema/sections/${type}.schema.json`,
    `src/web/sections/${type}`,
    `locales/de/${type}.json`,
    `locales/en/${type}.json`,
  ].filter((path) => existsSync(join(root, path)));
  if (taken.length === 0) return null;
  return taken[0]?.startsWith('locales/')
    ? `"${type}" cannot be a section type: ${taken.join(' and ')} already hold other texts (a page's or a component's); choose another name.`
    : `There is already a section type "${type}" (${taken.join(', ')}).`;
}

export class ScaffoldRefused extends Error {}

/**
 * `npm run new:section -- <type>`: writes the new type's files (section-files.ts), then what is
 * generated from the schemas: the types and the section list (`npm run gen:types`) and the
 * catalogue's text (`npm run docs:sections -- --text-only`). Returns every file written.
 */
export async function scaffoldSection(
  root: string,
  type: string,
  words: Partial<SectionWords> = {},
): Promise<string[]> {
  const problem = typeNameProblem(root, type);
  if (problem) throw new ScaffoldRefused(problem);
  const files = sectionFiles(type, defaultWords(type, words));
  for (const [path, text] of Object.entries(files)) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    const options = (await resolveConfig(file)) ?? {};
    writeFileSync(file, await format(text, { ...options, filepath: file }));
  }
  const generated = await writeGeneratedTypes(root);
  await writeCatalogue(root);
  return [...Object.keys(files), ...generated, 'docs/sections.md'];
}
