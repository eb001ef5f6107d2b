import { isAbsolute, normalize, resolve, sep } from 'node:path';

/** What the editor may write: page files, locale files and images (issue 20, item 7). */
const WRITABLE = [
  /^pages\/[a-z0-9][a-z0-9-]*\.json$/,
  /^locales\/(de|en)\/[a-z0-9][a-zA-Z0-9-]*\.json$/,
  /^public\/images\/([a-z0-9][a-z0-9-]*\/)*[a-z0-9][a-z0-9._-]*\.(png|jpe?g|webp|svg)$/,
];

/** Why the editor refused a path or an upload: the editor words each in its own language. */
export type RefusalCode =
  'not-writable' | 'too-large' | 'not-an-image-type' | 'not-that-image' | 'is-a-link';

export class PathRefused extends Error {
  constructor(
    message: string,
    readonly code: RefusalCode = 'not-writable',
  ) {
    super(message);
  }
}

/**
 * The absolute path of `file` (project-relative, `/`-separated) inside `root`, or PathRefused
 * with a message a person can act on: outside the project, or not a file the editor writes.
 */
export function writablePath(root: string, file: string): string {
  if (typeof file !== 'string' || file === '' || isAbsolute(file) || file.includes('\\'))
    throw new PathRefused(`"${String(file)}" is not a project path.`);
  const clean = normalize(file).split(sep).join('/');
  if (clean !== file || file.split('/').some((s) => s === '..' || s === '.' || s === ''))
    throw new PathRefused(`"${file}" leaves the content folders; the editor refuses it.`);
  if (!WRITABLE.some((pattern) => pattern.test(file)))
    throw new PathRefused(
      `"${file}" is not a page, a locale file or an image (png, jpg, webp, svg in public/images/); the editor writes only those.`,
    );
  const absolute = resolve(root, file);
  if (!absolute.startsWith(resolve(root) + sep))
    throw new PathRefused(`"${file}" leaves the project; the editor refuses it.`);
  return absolute;
}

/** Only JSON content files are saved as text (images come in through the upload). */
export function isJsonContent(file: string): boolean {
  return file.endsWith('.json') && !file.startsWith('public/');
}
