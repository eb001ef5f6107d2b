import { execFileSync } from 'node:child_process';
import type { FileChanges } from '../report/changes';

/** Files changed since `ref`: committed, staged, unstaged or new (untracked, not ignored). */
export function changesSince(root: string, ref: string): FileChanges {
  const diff = git(root, ['diff', '--name-status', '--no-renames', '--relative', ref, '--']);
  const untracked = git(root, ['ls-files', '--others', '--exclude-standard']);
  return parse(diff, untracked);
}

/** Files the next commit changes (the staged ones). */
export function stagedChanges(root: string): FileChanges {
  return parse(git(root, ['diff', '--cached', '--name-status', '--no-renames', '--relative']), '');
}

function parse(nameStatus: string, untracked: string): FileChanges {
  const changed = new Set<string>();
  const deleted = new Set<string>();
  for (const line of nameStatus.split('\n').filter(Boolean)) {
    const [status = '', file = ''] = line.split('\t');
    (status.startsWith('D') ? deleted : changed).add(file);
  }
  for (const file of untracked.split('\n').filter(Boolean)) changed.add(file);
  return { changed, deleted };
}

function git(root: string, args: string[]): string {
  try {
    return execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`git ${args.join(' ')} failed${stderr ? `: ${stderr}` : ''}`);
  }
}
