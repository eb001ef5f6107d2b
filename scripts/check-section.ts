/**
 * `npm run check:section -- <type>`: what a change to one section type needs checked (content,
 * the section tests and its own, types, lint and formatting of its files), not the whole suite.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkSteps, runCheckSteps, sectionReminders } from './section-scaffold/check-section';

const [type] = process.argv.slice(2);
const root = resolve('.');
if (!type) {
  console.error('Usage: npm run check:section -- <type>   (e.g. npm run check:section -- quote)');
  process.exit(2);
}
if (!existsSync(join(root, 'schema', 'sections', `${type}.schema.json`))) {
  console.error(`There is no section type "${type}" (schema/sections/${type}.schema.json).`);
  process.exit(2);
}
const ok = runCheckSteps(root, checkSteps(root, type));
for (const reminder of sectionReminders(root, type)) console.log(`! ${reminder}`);
console.log(ok ? `\nSection "${type}": all checks pass.` : `\nSection "${type}": see ✘ above.`);
process.exit(ok ? 0 : 1);
