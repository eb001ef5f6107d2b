import type { Problem } from '../problem';

/** Files a change added, modified or deleted (project-relative, `/`). */
export interface FileChanges {
  changed: ReadonlySet<string>;
  deleted: ReadonlySet<string>;
}

/**
 * Is a change answerable for a problem? When it touched the problem's file, or a file the problem
 * depends on (the locale files of a missing text), or deleted a page (dead links anywhere).
 */
export function changeTouches(changes: FileChanges): (problem: Problem) => boolean {
  const pageDeleted = [...changes.deleted].some((f) => f.startsWith('pages/'));
  return (problem) =>
    changes.changed.has(problem.file) ||
    (problem.related ?? []).some((f) => changes.changed.has(f)) ||
    (pageDeleted && (problem.rule === 'dead-link' || problem.rule === 'missing-anchor'));
}
