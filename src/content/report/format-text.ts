import { formatProblem, formatReport } from '../problem';
import { plural, splitByChange, type ReportInput } from './report-input';

/**
 * The report for a person at a terminal (the default format). With --changed-since, the problems
 * the change caused, then how many others there are.
 */
export function formatText(input: ReportInput): string {
  if (!input.changes) return formatReport(input.problems, input.files.length, input.skipped);
  const { own, others } = splitByChange(input);
  const since = `files changed since ${input.changes.ref}`;
  const checked = `(${input.files.length} checked)`;
  let summary =
    own.length === 0
      ? `✔ no problems in ${since} ${checked}.`
      : `✖ ${plural(own.length, 'problem')} in ${since} ${checked}.`;
  if (others.length > 0)
    summary += `\n${plural(others.length, 'more problem')} in files not changed since ${input.changes.ref} (run without --changed-since to see them).`;
  const body = own.map((p) => formatProblem(p)).join('\n\n');
  return [body, input.skipped.join('\n'), summary].filter(Boolean).join('\n\n');
}
