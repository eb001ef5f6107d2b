import { formatReport } from '../problem';
import { validateProject, type ProjectReport } from '../validate-project';
import { readProject } from './read-project';

/** Validates the content of the project at `root` (used by the CLI, the build, dev server and tests). */
export function validateContentAt(root: string): ProjectReport & { text: string } {
  const report = validateProject(readProject(root));
  return { ...report, text: formatReport(report.problems, report.checkedFiles, report.skipped) };
}
