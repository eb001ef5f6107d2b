import type { Problem } from '../problem';
import { RULE_IDS, RULES, type RuleId } from '../rules';
import { splitByChange, type ReportInput } from './report-input';

const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

/**
 * SARIF 2.1.0, which code-scanning tools and editors read. Rules and their help come from the
 * same catalogue as everything else (src/content/rules.ts, docs/editing.md section 7).
 * With --changed-since, problems the change caused are `new`, the others `unchanged`.
 */
export function formatSarif(input: ReportInput, ruleHelp: Partial<Record<RuleId, string>>): string {
  const { own, others } = splitByChange(input);
  const result = (problem: Problem, baseline: 'new' | 'unchanged') => ({
    ruleId: problem.rule,
    ruleIndex: RULE_IDS.indexOf(problem.rule),
    level: 'error',
    message: {
      text: [problem.message, ...(problem.suggestion ? [problem.suggestion] : [])].join('\n'),
    },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: problem.file, uriBaseId: '%SRCROOT%' },
          region: {
            startLine: problem.line,
            startColumn: problem.column,
            endLine: problem.endLine,
            // SARIF's end column is the one after the region.
            endColumn: problem.endColumn + 1,
          },
        },
        logicalLocations: [{ fullyQualifiedName: problem.path }],
      },
    ],
    ...(input.changes ? { baselineState: baseline } : {}),
    ...(problem.where ? { properties: { where: problem.where } } : {}),
  });
  const log = {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'prol-content-validation',
            rules: RULE_IDS.map((id) => ({
              id,
              shortDescription: { text: RULES[id] },
              help: { text: ruleHelp[id] ?? RULES[id], markdown: ruleHelp[id] ?? RULES[id] },
              defaultConfiguration: { level: 'error' },
            })),
          },
        },
        invocations: [
          {
            executionSuccessful: true,
            toolExecutionNotifications: input.skipped.map((note) => ({
              level: 'note',
              message: { text: note },
            })),
          },
        ],
        results: [
          ...own.map((p) => result(p, 'new')),
          ...others.map((p) => result(p, 'unchanged')),
        ],
      },
    ],
  };
  return JSON.stringify(log, null, 2);
}
