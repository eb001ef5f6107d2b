import type { RuleId } from './rules';

/** One thing wrong in a content file, located precisely enough to jump to it in an editor. */
export interface Problem {
  /** What kind of problem (stable id, explained in docs/editing.md under `### <rule>`). */
  rule: RuleId;
  /** Path relative to the project root, with forward slashes. */
  file: string;
  line: number;
  column: number;
  /** The last character of what is wrong (a value, a property name), inclusive. */
  endLine: number;
  endColumn: number;
  /** Readable JSON path, e.g. `sections[2].type`; `(root)` for the whole document. */
  path: string;
  /** The path in words for editors: `2nd section (text-block), property title`. */
  where?: string;
  message: string;
  suggestion?: string;
  /** A few lines of the file around the location, with a marker. */
  frame?: string;
  /**
   * Other files whose change can cause this problem (the locale files of a missing text), so
   * `--changed-since` counts it as caused by a change to any of them.
   */
  related?: string[];
}

/** JSON pointer segments (`/sections/2/type`) -> readable path (`sections[2].type`). */
export function readablePath(segments: ReadonlyArray<string | number>): string {
  if (segments.length === 0) return '(root)';
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number' || /^\d+$/.test(segment)) out += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

export function pointerToSegments(pointer: string): string[] {
  if (pointer === '') return [];
  const segments = pointer.slice(1).split('/');
  // Escapes are rare; a validation collects a pointer for every text key of every page.
  return pointer.includes('~')
    ? segments.map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    : segments;
}

export function formatProblem(problem: Problem, withFrame = true): string {
  const head = `${problem.file}:${problem.line}:${problem.column} ${problem.path}: ${problem.message}`;
  const hint = problem.suggestion ? `\n  ${problem.suggestion}` : '';
  const frame = withFrame && problem.frame ? `\n${problem.frame}` : '';
  return head + hint + frame;
}

export function formatReport(
  problems: readonly Problem[],
  checkedFiles: number,
  skipped: readonly string[] = [],
): string {
  const sorted = [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
  );
  const body = sorted.map((p) => formatProblem(p)).join('\n\n');
  const notes = skipped.join('\n');
  const summary =
    problems.length === 0
      ? `✔ ${checkedFiles} content files checked, no problems.`
      : `✖ ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${new Set(problems.map((p) => p.file)).size} file(s) (${checkedFiles} checked).`;
  return [body, notes, summary].filter(Boolean).join('\n\n');
}
