import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The files of the built site, listed once at start: the build does not change while the server
 * runs (a new build needs a restart, as `npm start` does), so a lookup costs no system call.
 * Nothing outside the folder is ever listed: a symlink counts only when it leads to a file inside.
 */
export class SiteFiles {
  private constructor(
    private readonly root: string,
    private readonly files: ReadonlySet<string>,
  ) {}

  /** Undefined when the folder does not exist (API-only runs and tests need no build). */
  static async open(siteDir: string): Promise<SiteFiles | undefined> {
    let root: string;
    try {
      root = await fs.realpath(siteDir);
      if (!(await fs.stat(root)).isDirectory()) return undefined;
    } catch {
      return undefined;
    }
    const files = new Set<string>();
    for (const entry of await fs.readdir(root, { recursive: true, withFileTypes: true })) {
      const absolute = path.join(entry.parentPath, entry.name);
      if (entry.isFile() || (entry.isSymbolicLink() && (await isFileInside(root, absolute)))) {
        files.add(path.relative(root, absolute).split(path.sep).join('/'));
      }
    }
    return new SiteFiles(root, files);
  }

  get rootDir(): string {
    return this.root;
  }

  /** True for a regular file at `relative` (a posix path without leading slash). */
  isFile(relative: string): boolean {
    return this.files.has(relative);
  }

  /** The absolute path of a listed file. */
  absolute(relative: string): string {
    return path.join(this.root, relative);
  }
}

async function isFileInside(root: string, absolute: string): Promise<boolean> {
  try {
    const real = await fs.realpath(absolute);
    return real.startsWith(root + path.sep) && (await fs.stat(real)).isFile();
  } catch {
    return false;
  }
}

/**
 * Splits a raw URL path into safe segments, or undefined when it cannot name a file of the site:
 * bad percent-encoding, "..", ".", dot-files, NUL or backslashes (Windows separators).
 */
export function safeSegments(rawPath: string): string[] | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  const segments = decoded.split('/').filter((segment) => segment !== '');
  const unsafe = segments.some(
    (segment) => segment.startsWith('.') || segment.includes('\0') || segment.includes('\\'),
  );
  return unsafe ? undefined : segments;
}
