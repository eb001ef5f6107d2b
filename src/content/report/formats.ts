import type { RuleId } from '../rules';
import { formatGithub } from './format-github';
import { formatJson } from './format-json';
import { formatJunit } from './format-junit';
import { formatSarif } from './format-sarif';
import { formatText } from './format-text';
import type { ReportInput } from './report-input';

export const FORMATS = ['text', 'github', 'json', 'sarif', 'junit'] as const;
export type ReportFormat = (typeof FORMATS)[number];

export function isReportFormat(value: string): value is ReportFormat {
  return (FORMATS as readonly string[]).includes(value);
}

export function formatReportAs(
  format: ReportFormat,
  input: ReportInput,
  ruleHelp: Partial<Record<RuleId, string>> = {},
): string {
  switch (format) {
    case 'github':
      return formatGithub(input);
    case 'json':
      return formatJson(input);
    case 'sarif':
      return formatSarif(input, ruleHelp);
    case 'junit':
      return formatJunit(input);
    default:
      return formatText(input);
  }
}
