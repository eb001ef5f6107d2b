/**
 * `npm run new:section -- <type> [--title "Quote"] [--title-de "Zitat"] [--description "…"]
 * [--description-de "…"]`: a new section type, ready to render (docs/new-section.md).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ScaffoldRefused, scaffoldSection } from './section-scaffold/scaffold-section';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    title: { type: 'string' },
    'title-de': { type: 'string' },
    description: { type: 'string' },
    'description-de': { type: 'string' },
  },
});
const [type, ...rest] = positionals;
if (!type || rest.length > 0) {
  console.error('Usage: npm run new:section -- <type>   (e.g. npm run new:section -- quote)');
  process.exit(2);
}

try {
  const written = await scaffoldSection(resolve('.'), type, {
    title: values.title,
    titleDe: values['title-de'],
    description: values.description,
    descriptionDe: values['description-de'],
  });
  console.log(`New section type "${type}":\n${written.map((file) => `  ${file}`).join('\n')}`);
  const named =
    values.title && values['title-de'] && values.description && values['description-de'];
  const first = named
    ? `Add the props the section needs to schema/sections/${type}.schema.json`
    : `Replace the placeholder title and description in schema/sections/${type}.schema.json`;
  console.log(`Next (docs/new-section.md):
  1. ${first}
     (and their German in ${type}.words.de.json), then draw the section in
     src/web/sections/${type}/${type}.tsx.
  2. Put it on a page: { "type": "${type}", "props": { "title": "<page>.${type}.title" } }.
  3. npm run docs:sections -- --only ${type}   (its screenshots)
  4. npm run check:section -- ${type}`);
} catch (error) {
  if (!(error instanceof ScaffoldRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
