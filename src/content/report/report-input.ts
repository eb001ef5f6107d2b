import type { Problem } from '../problem';

/** What every report format is made from. */
export interface ReportInput {
  problems: readonly Problem[];
  /** Every content file checked (JUnit has one test case per file). */
  files: readonly string[];
  /** One line per file that does not parse: the checks skipped until it does. */
  skipped: readonly string[];
  /** With `--changed-since <ref>`: the ref, and which problems the change is answerable for. */
  changes?: { ref: string; touches: (problem: Problem) => boolean };
}

export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
  );
}

/** Problems the change is answerable for first; all of them when no change is given. */
export function splitByChange(input: ReportInput): { own: Problem[]; others: Problem[] } {
  const sorted = sortProblems(input.problems);
  const touches = input.changes?.touches;
  if (!touches) return { own: sorted, others: [] };
  return { own: sorted.filter(touches), others: sorted.filter((p) => !touches(p)) };
}

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
