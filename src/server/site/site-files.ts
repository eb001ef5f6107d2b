import fs from 'node:fs/promises';
import path from 'node:path';

/** Looks files up inside the built site; nothing outside it is ever reported as existing. */
export class SiteFiles {
  private constructor(private readonly root: string) {}

  /** Undefined when the folder does not exist (API-only runs and tests need no build). */
  static async open(siteDir: string): Promise<SiteFiles | undefined> {
    try {
      const root = await fs.realpath(siteDir);
      return (await fs.stat(root)).isDirectory() ? new SiteFiles(root) : undefined;
    } catch {
      return undefined;
    }
  }

  get rootDir(): string {
    return this.root;
  }

  /** True for a regular file at `relative` (a posix path without leading slash). */
  async isFile(relative: string): Promise<boolean> {
    const absolute = path.resolve(this.root, relative);
    if (!this.contains(absolute)) return false;
    try {
      if (!(await fs.stat(absolute)).isFile()) return false;
      // A symlink inside the build must not lead outside it.
      return this.contains(await fs.realpath(absolute));
    } catch {
      return false;
    }
  }

  private contains(absolute: string): boolean {
    return absolute.startsWith(this.root + path.sep);
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
