import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { FolderLink } from '../folder-link-problems';
import { filesInFolder, linkOut } from './folder-links';

/**
 * Where the validator reads the project from: the files on disk, or (for the pre-commit check)
 * the git index, i.e. exactly what the commit will contain. Paths are project-relative, with `/`.
 */
export interface ProjectFiles {
  /** Every file under `dir` (recursively), sorted. */
  list(dir: string): string[];
  read(file: string): string;
  /**
   * The links `list` met that lead out of their top folder or to nothing (decision 127): left
   * out of the lists, reported by the validator.
   */
  linksOut?(): FolderLink[];
}

/** Keeps one entry per link: not also the folders `list` was asked for behind a reported one. */
function outermost(links: Map<string, FolderLink>): FolderLink[] {
  const files = [...links.keys()];
  return [...links.values()]
    .filter((link) => !files.some((other) => link.file.startsWith(`${other}/`)))
    .sort((a, b) => (a.file < b.file ? -1 : 1));
}

export function diskFiles(root: string): ProjectFiles {
  const links = new Map<string, FolderLink>();
  return {
    list: (dir) => filesInFolder(root, dir, (file) => links.set(file, linkOut(root, file))),
    read: (file) => readFileSync(join(root, file), 'utf8'),
    linksOut: () => outermost(links),
  };
}

/** The staged version of every file (`git ls-files --stage`, read in one `git cat-file` call). */
export function stagedFiles(root: string): ProjectFiles {
  const git = (args: string[], input?: string) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', input, maxBuffer: 1 << 28 });
  const entries = git(['ls-files', '--stage', '-z'])
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta = '', path = ''] = line.split('\t');
      const [mode, blob] = meta.split(' ');
      return { blob: blob as string, path, link: mode === '120000' };
    })
    .sort((a, b) => (a.path < b.path ? -1 : 1));
  const blobs = new Map(entries.map((e) => [e.path, e.blob]));
  const texts = new Map<string, string>();
  const blobText = (file: string) => {
    let text = texts.get(file);
    if (text === undefined) {
      const blob = blobs.get(file);
      if (!blob) throw new Error(`${file} is not in the git index`);
      text = git(['cat-file', 'blob', blob]);
      texts.set(file, text);
    }
    return text;
  };
  // A staged link's blob is what it says. One to a staged file of its own top folder reads as
  // that file; any other is left out of the lists and reported (one to a folder is left to the
  // check on disk).
  const followed = new Map<string, string>();
  const links = new Map<string, FolderLink>();
  const left = new Set<string>();
  for (const entry of entries.filter((e) => e.link)) {
    const target = blobText(entry.path);
    const to = posix.normalize(posix.join(posix.dirname(entry.path), target));
    const top = `${entry.path.split('/')[0] ?? ''}/`;
    left.add(entry.path);
    if (!posix.isAbsolute(target) && to.startsWith(top)) {
      if (blobs.has(to) && !entries.find((e) => e.path === to)?.link) {
        followed.set(entry.path, to);
        left.delete(entry.path);
      } else if (!entries.some((e) => e.path.startsWith(`${to}/`)))
        links.set(entry.path, { file: entry.path, target, exists: false });
    } else {
      const exists = existsSync(posix.resolve(root, posix.dirname(entry.path), target));
      links.set(entry.path, { file: entry.path, target, exists });
    }
  }
  const asked = new Set<string>();
  return {
    list: (dir) => {
      asked.add(`${dir}/`);
      return entries.map((e) => e.path).filter((p) => p.startsWith(`${dir}/`) && !left.has(p));
    },
    read: (file) => blobText(followed.get(file) ?? file),
    linksOut: () =>
      [...links.values()].filter((link) => [...asked].some((dir) => link.file.startsWith(dir))),
  };
}
