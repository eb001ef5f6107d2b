import { formatProblem, type Problem } from '../problem';
import { plural, sortProblems, type ReportInput } from './report-input';

/** JUnit XML, one test case per checked file, for CI services that show JUnit reports. */
export function formatJunit(input: ReportInput): string {
  const byFile = new Map<string, Problem[]>();
  for (const file of input.files) byFile.set(file, []);
  for (const problem of sortProblems(input.problems)) {
    // Problems also come from files that are not content (a text key written in a component).
    byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem]);
  }
  const files = [...byFile.keys()].sort();
  const failures = files.filter((f) => (byFile.get(f) ?? []).length > 0).length;
  const cases = files.map((file) => {
    const problems = byFile.get(file) ?? [];
    const open = `    <testcase classname="${xml(file.replace(/\/[^/]*$/, ''))}" name="${xml(file)}" file="${xml(file)}"`;
    if (problems.length === 0) return `${open}/>`;
    const first = problems[0] as Problem;
    const message = problems.length === 1 ? first.message : plural(problems.length, 'problem');
    const details = problems.map((p) => `[${p.rule}] ${formatProblem(p, false)}`).join('\n\n');
    return [
      `${open}>`,
      `      <failure message="${xml(message)}" type="${xml(first.rule)}">${xml(details)}</failure>`,
      '    </testcase>',
    ].join('\n');
  });
  const counts = `tests="${files.length}" failures="${failures}" errors="0"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="content validation" ${counts}>`,
    `  <testsuite name="content validation" ${counts} skipped="0">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
  ].join('\n');
}

function xml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
