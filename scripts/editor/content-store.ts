import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as prettier from 'prettier';
import { diskFiles, type ProjectFiles } from '../../src/content/node/project-files';
import { readProject } from '../../src/content/node/read-project';
import type { Problem } from '../../src/content/problem';
import { validateProject } from '../../src/content/validate-project';
import { ValidationCache } from '../../src/content/validation-cache';
import { PathRefused, isJsonContent, writablePath, type RefusalCode } from './content-paths';
import { editJson, newJsonText } from './json-edit';
import { assertNoLink, linkSafeFiles, writeNoFollow } from './link-safe-files';

export interface FileState {
  text: string;
  hash: string;
}

export interface Change {
  file: string;
  /** The new content (parsed JSON), or null to delete the file. */
  value: unknown;
  /** Hash of the text the editor read, or null for a file the editor creates. */
  base: string | null;
}

export type SaveResult =
  | { ok: true; written: string[]; files: Record<string, FileState | null> }
  | { ok: false; conflicts: string[] }
  | { ok: false; refused: string; code: RefusalCode };

export const hashText = (text: string) =>
  createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The content the editor reads and writes in `root`; code (src/web) is read from `codeRoot`. */
export function contentStore(root: string, codeRoot: string) {
  const cache = new ValidationCache();
  // A link planted in the content that leads out of its folder (or nowhere) is left out of
  // everything the editor reads; the console says so once (issue 35).
  const warned = new Set<string>();
  const disk = linkSafeFiles(root, (file) => {
    if (warned.has(file)) return;
    warned.add(file);
    console.warn(
      `Page editor: skipped ${file}, a link that leads out of its folder or to nothing.`,
    );
  });

  const contentFiles = (): string[] =>
    [...disk.list('pages'), ...disk.list('locales/de'), ...disk.list('locales/en')]
      .filter((file) => /^(pages|locales\/(de|en))\/[^/]+\.json$/.test(file))
      .sort();

  const readState = (file: string): FileState | null => {
    let text: string;
    try {
      text = disk.read(file);
    } catch (error) {
      if (error instanceof PathRefused || (error as NodeJS.ErrnoException).code === 'ENOENT')
        return null;
      throw error;
    }
    return { text, hash: hashText(text) };
  };

  /** Everything the editor starts from: content files, schemas, the files in public/. */
  const project = () => {
    const files: Record<string, FileState> = {};
    for (const file of contentFiles()) {
      const state = readState(file);
      if (state) files[file] = state;
    }
    const schemas = disk
      .list('schema')
      .filter((f) => f.endsWith('.json') && !/^schema\/(api|reports)\//.test(f))
      .map((f) => JSON.parse(disk.read(f)) as unknown);
    const publicFiles = disk.list('public').map((f) => f.slice('public'.length));
    // Read only: the editor does not edit articles, but may not delete a page they link to.
    const articles: Record<string, string> = {};
    for (const file of disk.list('pages/articles').filter((f) => f.endsWith('.json')))
      articles[file] = disk.read(file);
    return { files, schemas, publicFiles, articles, codeAssets: codeAssets() };
  };

  /** Files in public/ the site's code names itself: deleting a page never deletes them. */
  const codeAssets = () => {
    const code = diskFiles(codeRoot);
    const named = new Set<string>();
    for (const file of code.list('src/web').filter((f) => /\.(tsx?|css)$/.test(f)))
      for (const match of code.read(file).matchAll(/\/images\/[\w./-]+\.\w+/g)) named.add(match[0]);
    return [...named];
  };

  const hashes = () => {
    const out: Record<string, string> = {};
    for (const file of contentFiles()) {
      const state = readState(file);
      if (state) out[file] = state.hash;
    }
    return out;
  };

  /**
   * The project's validator on the disk with the editor's unsaved files laid over it; `held`
   * lists files not yet on disk that Save will write (uploaded pictures, held-uploads.ts).
   */
  const validate = (
    overlay: Record<string, string | null>,
    held: readonly string[] = [],
  ): Problem[] => {
    const code = diskFiles(codeRoot);
    const files: ProjectFiles = {
      list: (dir) => {
        if (dir === 'src/web') return code.list(dir);
        const listed = new Set(disk.list(dir));
        for (const [file, text] of Object.entries(overlay)) {
          if (!file.startsWith(`${dir}/`)) continue;
          if (text === null) listed.delete(file);
          else listed.add(file);
        }
        for (const file of held) if (file.startsWith(`${dir}/`)) listed.add(file);
        return [...listed].sort();
      },
      read: (file) => {
        if (file.startsWith('src/web/')) return code.read(file);
        const text = overlay[file];
        return typeof text === 'string' ? text : disk.read(file);
      },
    };
    return validateProject(readProject(root, files), cache).problems;
  };

  const format = async (file: string, text: string) =>
    prettier.format(text, {
      ...((await prettier.resolveConfig(join(codeRoot, 'package.json'))) ?? {}),
      filepath: file,
    });

  /**
   * Writes the changes, each as the smallest edit of the file read; refuses on any conflict.
   * `writeFirst` writes what the changed files need (held pictures) once nothing conflicts,
   * before them, and names what it wrote.
   */
  const save = async (
    changes: Change[],
    keepMine: string[] = [],
    writeFirst: () => string[] = () => [],
  ): Promise<SaveResult> => {
    try {
      for (const change of changes) {
        assertNoLink(root, change.file, writablePath(root, change.file));
        // An image is only deleted here (with the page that alone showed it, issue 38.2).
        if (!isJsonContent(change.file) && change.value !== null)
          throw new PathRefused(`"${change.file}" is not JSON.`);
      }
    } catch (error) {
      if (error instanceof PathRefused)
        return { ok: false, refused: error.message, code: error.code };
      throw error;
    }
    const conflicts = changes
      .filter((c) => isJsonContent(c.file))
      .filter((c) => !keepMine.includes(c.file) && (readState(c.file)?.hash ?? null) !== c.base)
      .map((c) => c.file);
    if (conflicts.length > 0) return { ok: false, conflicts };
    const written: string[] = writeFirst();
    const files: Record<string, FileState | null> = {};
    for (const change of changes) {
      const path = writablePath(root, change.file);
      if (change.value === null) {
        rmSync(path, { force: true });
        // An image folder the deletion emptied goes too (public/images/careers/).
        const folder = dirname(path);
        if (/^public\/images\/.+\//.test(change.file) && readdirSync(folder).length === 0)
          rmdirSync(folder);
        files[change.file] = null;
      } else {
        const before = readState(change.file);
        const text = await format(
          change.file,
          before ? editJson(before.text, change.value) : newJsonText(change.value),
        );
        if (before?.text === text) continue;
        mkdirSync(dirname(path), { recursive: true });
        writeNoFollow(path, text);
        files[change.file] = { text, hash: hashText(text) };
      }
      written.push(change.file);
    }
    return { ok: true, written, files };
  };

  return { project, hashes, validate, save, readState };
}
