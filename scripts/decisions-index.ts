/**
 * `npx tsx scripts/decisions-index.ts`: writes docs/decisions/README.md, the index of the
 * decision records, from each record's heading and `Status:` line. Stops with the problems
 * when a record lacks a status or names a record that does not exist.
 */
import { resolve } from 'node:path';
import { readRecords, recordProblems, writeIndex } from './decisions/decision-index';

const root = resolve('.');
const problems = recordProblems(readRecords(root));
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`wrote ${await writeIndex(root)}`);
