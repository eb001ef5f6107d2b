import { closeSync, constants, lstatSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesInFolder, staysInFolder } from '../../src/content/node/folder-links';
import type { ProjectFiles } from '../../src/content/node/project-files';
import { PathRefused } from './content-paths';

const linkRefusal = (file: string) =>
  new PathRefused(
    `"${file}" is a link, or a link on the way to it leads out of its folder; the editor does not write through links.`,
    'is-a-link',
  );

/** Refuses to write or delete `file` when it is a link itself or lies behind one out of its folder. */
export function assertNoLink(root: string, file: string, absolute: string): void {
  if (lstatSync(absolute, { throwIfNoEntry: false })?.isSymbolicLink()) throw linkRefusal(file);
  if (!staysInFolder(root, file)) throw linkRefusal(file);
}

/**
 * Writes without following a link in the last component (O_NOFOLLOW where the system has it;
 * assertNoLink checked the way there). `create` also refuses an existing name (O_EXCL), so an
 * upload never replaces a file that appeared meanwhile.
 */
export function writeNoFollow(path: string, data: string | Buffer, create = false): void {
  const flags =
    constants.O_WRONLY |
    constants.O_CREAT |
    (create ? constants.O_EXCL : constants.O_TRUNC) |
    (constants.O_NOFOLLOW ?? 0);
  let fd: number;
  try {
    fd = openSync(path, flags, 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') throw linkRefusal(path);
    throw error;
  }
  try {
    writeFileSync(fd, data);
  } finally {
    closeSync(fd);
  }
}

/**
 * The project's files as the editor may see them: every file under a folder, except those
 * behind a link that leaves its folder or leads nowhere (`onSkip` hears of each); reading such
 * a file is refused. Linked folders inside the content are listed once (no loops).
 */
export function linkSafeFiles(root: string, onSkip: (file: string) => void): ProjectFiles {
  return {
    list: (dir) => filesInFolder(root, dir, onSkip),
    read: (file) => {
      if (!staysInFolder(root, file)) throw linkRefusal(file);
      return readFileSync(join(root, file), 'utf8');
    },
  };
}
