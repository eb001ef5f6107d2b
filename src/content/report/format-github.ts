import type { Problem } from '../problem';
import { RULES } from '../rules';
import { plural, splitByChange, type ReportInput } from './report-input';

/**
 * GitHub Actions workflow commands: one `::error` per problem, so a pull request shows each
 * message on its line. The message keeps its suggestion and the place in words on lines of
 * their own (`%0A`, the escaped line break GitHub shows as one).
 */
export function formatGithub(input: ReportInput): string {
  const { own, others } = splitByChange(input);
  const lines = own.map(errorCommand);
  for (const note of input.skipped) lines.push(`::notice title=skipped::${escapeData(note)}`);
  if (input.changes && others.length > 0) {
    lines.push(
      `::notice title=not changed::${escapeData(
        `${plural(others.length, 'more problem')} in files not changed since ${input.changes.ref}`,
      )}`,
    );
  }
  lines.push(
    own.length === 0
      ? 'Content validation: no problems.'
      : `Content validation: ${plural(own.length, 'problem')}.`,
  );
  return lines.join('\n');
}

function errorCommand(problem: Problem): string {
  const properties = [
    `file=${problem.file}`,
    `line=${problem.line}`,
    `col=${problem.column}`,
    `endLine=${problem.endLine}`,
    `endColumn=${problem.endColumn}`,
    `title=${problem.rule}: ${RULES[problem.rule]}`,
  ]
    .map(escapeProperty)
    .join(',');
  const text = [
    problem.message,
    ...(problem.suggestion ? [problem.suggestion] : []),
    ...placeInWords(problem),
  ].join('\n');
  return `::error ${properties}::${escapeData(text)}`;
}

/** `(1st section (hero), property title; sections[0].props.title)`; nothing for `(syntax)`. */
function placeInWords(problem: Problem): string[] {
  if (problem.where) return [`(${problem.where}; ${problem.path})`];
  return problem.path.startsWith('(') ? [] : [`(${problem.path})`];
}

/** GitHub's escaping for a command's message. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** … and for a property (`key=value`, commas separate properties). */
export function escapeProperty(pair: string): string {
  const at = pair.indexOf('=');
  const value = escapeData(pair.slice(at + 1))
    .replace(/:/g, '%3A')
    .replace(/,/g, '%2C');
  return `${pair.slice(0, at)}=${value}`;
}
