/**
 * `npm run validate [dir] [-- options]`: checks every page, locale, article and site file; exits 1
 * on any problem. Options (docs/editing.md, "Checking changes before they are merged"):
 *   --format text|github|json|sarif|junit   how to print the report (default text)
 *   --changed-since <git ref>                problems of files changed since the ref first
 *   --only-changed                           fail only on those problems
 *   --staged                                 check what the next commit contains (pre-commit hook)
 *   --output <file>                          write the report to a file instead of the terminal
 *   --timing                                 say how long the check took (on stderr)
 * Besides the problems it prints notices, which never fail it: the sections and texts that end
 * within 14 days or have ended (src/content/end-date-notice.ts; CONTENT_TODAY sets the day).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  endDateNotices,
  formatEndDateNotices,
  githubEndDateNotices,
} from '../src/content/end-date-notice';
import { contentToday } from '../src/content/node/content-today';
import { changesSince, stagedChanges } from '../src/content/node/git-changes';
import { stagedFiles } from '../src/content/node/project-files';
import { ruleHelp } from '../src/content/node/rule-help';
import { validateContentAt } from '../src/content/node/validate-content';
import { changeTouches } from '../src/content/report/changes';
import { FORMATS, formatReportAs, isReportFormat } from '../src/content/report/formats';
import type { ReportInput } from '../src/content/report/report-input';
import { measureTiming } from './validate-timing';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    format: { type: 'string', short: 'f', default: 'text' },
    'changed-since': { type: 'string' },
    'only-changed': { type: 'boolean', default: false },
    staged: { type: 'boolean', default: false },
    output: { type: 'string', short: 'o' },
    timing: { type: 'boolean', default: false },
  },
});

const format = values.format ?? 'text';
if (!isReportFormat(format)) {
  console.error(`Unknown --format "${format}"; use one of ${FORMATS.join(', ')}.`);
  process.exit(2);
}
const root = resolve(positionals[0] ?? '.');
const ref = values['changed-since'];

if (values.timing) console.error(measureTiming(root));

const report = validateContentAt(root, values.staged ? { files: stagedFiles(root) } : {});
const changes = values.staged ? stagedChanges(root) : ref ? changesSince(root, ref) : undefined;
const input: ReportInput = {
  problems: report.problems,
  files: report.files,
  skipped: report.skipped,
  ...(changes
    ? {
        changes: {
          ref: values.staged ? 'the last commit' : (ref as string),
          touches: changeTouches(changes),
        },
      }
    : {}),
};
const formatted = formatReportAs(format, input, format === 'sarif' ? ruleHelp(root) : {});
// Notices, not problems, in the reports for people and GitHub; the machine-readable formats
// (json, sarif, junit) have no place for them and stay as they are.
const today = contentToday();
const notices = endDateNotices(report.pages, today);
const noticeText =
  format === 'github'
    ? githubEndDateNotices(notices, today)
    : format === 'text'
      ? formatEndDateNotices(notices, today)
      : '';
const text = noticeText ? `${noticeText}\n\n${formatted}` : formatted;
if (values.output) writeFileSync(values.output, `${text}\n`);
else console.log(text);

const failing =
  values['only-changed'] && input.changes
    ? report.problems.filter(input.changes.touches)
    : report.problems;
process.exit(failing.length > 0 ? 1 : 0);
