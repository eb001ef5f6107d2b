import { formatReport } from '../problem';
import { validateProject, type ProjectReport } from '../validate-project';
import { ValidationCache } from '../validation-cache';
import type { ProjectFiles } from './project-files';
import { readProject } from './read-project';

export type ContentReport = ProjectReport & { text: string };

export interface ValidateOptions {
  /** Read from here instead of the disk (the git index for the pre-commit check). */
  files?: ProjectFiles;
  /** Keep compiled schemas and per-file results from earlier runs (a long-running process). */
  cache?: ValidationCache;
}

/** Validates the content of the project at `root` (used by the CLI, the build, dev server and tests). */
export function validateContentAt(root: string, options: ValidateOptions = {}): ContentReport {
  const report = validateProject(readProject(root, options.files), options.cache);
  return { ...report, text: formatReport(report.problems, report.checkedFiles, report.skipped) };
}

/** A validator that re-checks only changed files on each call (the dev server keeps one). */
export function createContentValidator(root: string): () => ContentReport {
  const cache = new ValidationCache();
  return () => validateContentAt(root, { cache });
}
