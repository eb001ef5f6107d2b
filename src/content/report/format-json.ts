import type { Problem } from '../problem';
import { splitByChange, type ReportInput } from './report-input';

/** One problem in `--format json` (schema/reports/validation-problems.schema.json). */
export type JsonProblem = Pick<
  Problem,
  | 'file'
  | 'line'
  | 'column'
  | 'endLine'
  | 'endColumn'
  | 'path'
  | 'where'
  | 'rule'
  | 'message'
  | 'suggestion'
> & {
  /** With --changed-since: whether the change is answerable for it. */
  changed?: boolean;
};

/** An array of problems, for tools; with --changed-since those the change caused come first. */
export function formatJson(input: ReportInput): string {
  const { own, others } = splitByChange(input);
  const entry = (p: Problem, changed: boolean): JsonProblem => ({
    file: p.file,
    line: p.line,
    column: p.column,
    endLine: p.endLine,
    endColumn: p.endColumn,
    path: p.path,
    ...(p.where ? { where: p.where } : {}),
    rule: p.rule,
    message: p.message,
    ...(p.suggestion ? { suggestion: p.suggestion } : {}),
    ...(input.changes ? { changed } : {}),
  });
  return JSON.stringify(
    [...own.map((p) => entry(p, true)), ...others.map((p) => entry(p, false))],
    null,
    2,
  );
}
