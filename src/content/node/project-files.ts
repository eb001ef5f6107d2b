import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Where the validator reads the project from: the files on disk, or (for the pre-commit check)
 * the git index, i.e. exactly what the commit will contain. Paths are project-relative, with `/`.
 */
export interface ProjectFiles {
  /** Every file under `dir` (recursively), sorted. */
  list(dir: string): string[];
  read(file: string): string;
}

export function diskFiles(root: string): ProjectFiles {
  const walk = (dir: string): string[] => {
    if (!existsSync(dir)) return [];
    const out: string[] = [];
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) out.push(...walk(path));
      else out.push(relative(root, path).split(sep).join('/'));
    }
    return out;
  };
  return {
    list: (dir) => walk(join(root, dir)),
    read: (file) => readFileSync(join(root, file), 'utf8'),
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
      return { blob: meta.split(' ')[1] as string, path };
    })
    .sort((a, b) => (a.path < b.path ? -1 : 1));
  const blobs = new Map(entries.map((e) => [e.path, e.blob]));
  const texts = new Map<string, string>();
  return {
    list: (dir) => entries.map((e) => e.path).filter((p) => p.startsWith(`${dir}/`)),
    read: (file) => {
      let text = texts.get(file);
      if (text === undefined) {
        const blob = blobs.get(file);
        if (!blob) throw new Error(`${file} is not in the git index`);
        text = git(['cat-file', 'blob', blob]);
        texts.set(file, text);
      }
      return text;
    },
  };
}
