import { lstatSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path';
import type { FolderLink } from '../folder-link-problems';

/**
 * Symbolic links in the content folders (pages/, locales/, public/, schema/). A link that stays
 * inside its folder is just another name for a file there; one that leads out of it (to
 * /etc/passwd, to data/) or to nothing is not content: the editor neither reads nor writes
 * through it, the validator reports it, the dev servers refuse to serve it (decision 127).
 */

/** Whether `path` is `base` or lies below it (both absolute, compared as written). */
export function isInside(base: string, path: string): boolean {
  const rest = relative(base, path);
  return rest === '' || (!isAbsolute(rest) && rest.split(sep)[0] !== '..');
}

/** The real path of `folder`, or the folder as written when it does not exist. */
export function realFolder(folder: string): string {
  try {
    return realpathSync(folder);
  } catch {
    return folder;
  }
}

/**
 * Whether `path` (absolute) really lies in `folder` once every link on the way is followed;
 * false for a dangling link or a loop. `folder` itself may be a link (the person who runs the
 * server chose it; the tests' scratch copies link public/). A path not there yet is judged by
 * its nearest existing folder.
 */
export function staysWithin(folder: string, path: string): boolean {
  const base = realFolder(folder);
  const rest: string[] = [];
  let probe = path;
  for (;;) {
    try {
      return isInside(base, join(realpathSync(probe), ...rest));
    } catch {
      // A link to nothing (or a loop) is no way into the folder; a missing name is looked at
      // from its parent.
      if (lstatSync(probe, { throwIfNoEntry: false }) || dirname(probe) === probe) return false;
      rest.unshift(basename(probe));
      probe = dirname(probe);
    }
  }
}

/**
 * Whether `file` (project-relative, `/`-separated) really lies in its top folder (pages/,
 * locales/, schema/, public/) of `root`, wherever that folder lies.
 */
export function staysInFolder(root: string, file: string): boolean {
  const top = file.split('/')[0] ?? '';
  return staysWithin(join(root, top), join(root, file));
}

/** Describes the link `file` of `root` that leads out of its folder. */
export function linkOut(root: string, file: string): FolderLink {
  const path = join(root, file);
  let target: string | null = null;
  try {
    target = readlinkSync(path);
  } catch {
    // not a link itself: a folder on the way is one
  }
  return { file, target, exists: statSync(path, { throwIfNoEntry: false }) !== undefined };
}

/**
 * Every file under `dir` (project-relative) of `root`, sorted, except those behind a link that
 * leaves the top folder or leads nowhere: `onLinkOut` hears of each such link (or of `dir`
 * itself, when it lies behind one). Linked folders inside the content are listed once (no loops).
 */
export function filesInFolder(
  root: string,
  dir: string,
  onLinkOut: (file: string) => void,
): string[] {
  const walk = (folder: string, seen: Set<string>): string[] => {
    const out: string[] = [];
    for (const entry of readdirSync(join(root, folder)).sort()) {
      const file = `${folder}/${entry}`;
      const path = join(root, file);
      const link = lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink();
      if (link && !staysInFolder(root, file)) {
        onLinkOut(file);
        continue;
      }
      const stat = statSync(path, { throwIfNoEntry: false });
      if (stat?.isDirectory()) {
        const real = realpathSync(path);
        if (seen.has(real)) continue;
        out.push(...walk(file, new Set([...seen, real])));
      } else if (stat) out.push(file);
    }
    return out;
  };
  const path = join(root, dir);
  if (!statSync(path, { throwIfNoEntry: false })?.isDirectory()) {
    // A link to nothing where the folder should be (a missing folder is no problem).
    if (lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink() && dir.includes('/'))
      onLinkOut(dir);
    return [];
  }
  if (!staysInFolder(root, dir)) {
    onLinkOut(dir);
    return [];
  }
  return walk(dir, new Set([realpathSync(path)]));
}
