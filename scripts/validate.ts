/** `npm run validate [dir]`: checks every page, locale and site file; exits 1 on any problem. */
import { resolve } from 'node:path';
import { validateContentAt } from '../src/content/node/validate-content';

const root = resolve(process.argv[2] ?? '.');
const report = validateContentAt(root);
console.log(report.text);
process.exit(report.problems.length > 0 ? 1 : 0);
