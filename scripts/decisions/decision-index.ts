import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';

/** One record of docs/decisions/ as its heading and `Status:` line describe it. */
export interface DecisionRecord {
  file: string;
  number: string;
  title: string;
  /** The words after `Status:`, e.g. `Accepted; amended by 215` or `Superseded by 200`. */
  status: string | null;
  /** The records named after `Superseded by` (none for an accepted record). */
  supersededBy: string[];
}

const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;
const HEADING = /^# (\d{3}) (.+?)(?: \(\d{4}-\d{2}-\d{2}\))?$/;
const STATUS = /^Status: (.+)$/m;
const SUPERSEDED = /^Superseded by (\d{3}(?:(?:, | and )\d{3})*)/;

export function decisionsDir(root: string): string {
  return join(root, 'docs', 'decisions');
}

/** Reads one record's text: its number and title from the first heading, its status line. */
export function parseRecord(file: string, text: string): DecisionRecord {
  const number = RECORD_FILE.exec(file)?.[1] ?? '';
  const heading = HEADING.exec(text.split('\n', 1)[0] ?? '');
  const status = STATUS.exec(text)?.[1]?.trim() ?? null;
  const superseded = status ? SUPERSEDED.exec(status) : null;
  return {
    file,
    number,
    title: heading?.[2] ?? '',
    status,
    supersededBy: superseded ? superseded[1]!.split(/, | and /) : [],
  };
}

export function readRecords(root: string): DecisionRecord[] {
  const dir = decisionsDir(root);
  return readdirSync(dir)
    .filter((file) => RECORD_FILE.test(file))
    .sort()
    .map((file) => parseRecord(file, readFileSync(join(dir, file), 'utf8')));
}

/** What is wrong with the records: a heading, number or status that the index cannot use. */
export function recordProblems(records: readonly DecisionRecord[]): string[] {
  const problems: string[] = [];
  const files = new Map(records.map((r) => [r.number, r.file]));
  for (const record of records) {
    const heading = HEADING.exec(`# ${record.number} ${record.title}`);
    if (!record.title || !heading)
      problems.push(`${record.file}: the first line must be "# ${record.number} <title>"`);
    if (!record.status)
      problems.push(`${record.file}: no "Status: Accepted" or "Status: Superseded by NNN" line`);
    else if (!/^(Accepted|Superseded by \d{3})/.test(record.status))
      problems.push(`${record.file}: the status must start "Accepted" or "Superseded by NNN"`);
    for (const by of record.supersededBy)
      if (!files.has(by)) problems.push(`${record.file}: superseded by ${by}, which is no record`);
  }
  for (const [number, count] of countBy(records.map((r) => r.number)))
    if (count > 1) problems.push(`${count} records have the number ${number}`);
  return problems;
}

function countBy(values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** docs/decisions/README.md for these records (not yet formatted). */
export function indexMarkdown(records: readonly DecisionRecord[]): string {
  const fileOf = new Map(records.map((r) => [r.number, r.file]));
  const rows = records.map((record) => {
    const status = record.supersededBy.length > 0 ? 'Superseded' : (record.status ?? '');
    const by = record.supersededBy.map((n) => `[${n}](${fileOf.get(n)})`).join(', ');
    return `| [${record.number}](${record.file}) | ${cell(record.title)} | ${cell(status)} | ${by} |`;
  });
  return [
    '# Decision records',
    '',
    'One record per choice that was not obvious: what was decided, why, and what follows from it.',
    'A record starts with `# NNN Title` and a `Status:` line: `Accepted` (a note after a',
    'semicolon, e.g. `Accepted; amended by 215`), or `Superseded by NNN` once a later record',
    'replaced it. Records are not rewritten afterwards; a later one says what changed.',
    'Older records cite the original specification and design notes as "SPEC §N" and',
    '"DESIGN.md"; their content is in [product.md](../product.md) (same section numbers) and',
    '[house-rules.md](../house-rules.md).',
    '',
    'This index is generated from the records: `npx tsx scripts/decisions-index.ts` after adding',
    'a record or changing a status. A test fails when it is stale or a record has no status.',
    '',
    '| No. | Decision | Status | Superseded by |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/** The index as `npm run lint` expects it (the project's Prettier settings). */
export async function buildIndex(root: string): Promise<string> {
  const file = join(decisionsDir(root), 'README.md');
  const markdown = indexMarkdown(readRecords(root));
  return format(markdown, { ...(await resolveConfig(file)), filepath: file });
}

export async function writeIndex(root: string): Promise<string> {
  const file = join(decisionsDir(root), 'README.md');
  writeFileSync(file, await buildIndex(root));
  return file;
}
