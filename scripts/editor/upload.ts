import { lstatSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { UPLOAD_LIMIT_BYTES } from '../../editor/src/upload-limit';
import { PathRefused, writablePath } from './content-paths';
import { assertNoLink, writeNoFollow } from './link-safe-files';
import { sanitizeSvg } from './svg-sanitiser';

export { UPLOAD_LIMIT_BYTES, sanitizeSvg };

const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  png: (b) =>
    b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  webp: (b) => b.subarray(0, 4).toString() === 'RIFF' && b.subarray(8, 12).toString() === 'WEBP',
  svg: (b) => /<svg[\s>]/i.test(b.subarray(0, 4096).toString('utf8')),
};

/** A file name the site can serve: lower case, dashes, the extension kept. */
export function cleanFileName(name: string): string {
  const match = /^(.*?)\.([A-Za-z0-9]+)$/.exec(name.split(/[/\\]/).pop() ?? '');
  const stem = (match?.[1] ?? 'image')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${stem || 'image'}.${(match?.[2] ?? '').toLowerCase()}`;
}

/** An upload's cleaned name and content (an svg sanitised), or PathRefused with the reason. */
export function checkUpload(name: string, bytes: Buffer): { clean: string; data: Buffer } {
  if (bytes.length > UPLOAD_LIMIT_BYTES)
    throw new PathRefused(
      `The file is larger than ${UPLOAD_LIMIT_BYTES / 1024 / 1024} MB.`,
      'too-large',
    );
  const clean = cleanFileName(name);
  const extension = clean.split('.').pop() ?? '';
  const check = SIGNATURES[extension];
  if (!check)
    throw new PathRefused(
      'Only png, jpg, webp and svg images can be uploaded.',
      'not-an-image-type',
    );
  if (!check(bytes))
    throw new PathRefused(`The file's content is not a ${extension} image.`, 'not-that-image');
  const data = extension === 'svg' ? Buffer.from(sanitizeSvg(bytes.toString('utf8'))) : bytes;
  return { clean, data };
}

/** Whether a project file's name is taken: by any entry, a link to nothing too. */
export const isTaken = (root: string, file: string) =>
  !!lstatSync(writablePath(root, file), { throwIfNoEntry: false });

/** `public/images/a.png`, then `a-2.png`, `a-3.png` … : the first name `taken` does not hold. */
export function freeName(file: string, taken: (file: string) => boolean): string {
  let candidate = file;
  for (let n = 2; taken(candidate); n++) candidate = file.replace(/\.([a-z]+)$/, `-${n}.$1`);
  return candidate;
}

/**
 * Writes `data` as the new file `file` (project-relative); refuses a link on the way and, with
 * EEXIST, a name that appeared meanwhile (it never replaces a file).
 */
export function writeNewFile(root: string, file: string, data: Buffer): void {
  const path = writablePath(root, file);
  assertNoLink(root, file, path);
  mkdirSync(dirname(path), { recursive: true });
  writeNoFollow(path, data, true);
}

/** Stores an uploaded image in public/images/ and returns its site path, or refuses it. */
export function storeUpload(root: string, name: string, bytes: Buffer, folder = ''): string {
  const { clean, data } = checkUpload(name, bytes);
  const wanted = `public/images/${folder ? `${folder}/` : ''}${clean}`;
  for (;;) {
    const file = freeName(wanted, (f) => isTaken(root, f));
    try {
      writeNewFile(root, file, data);
      return file.slice('public'.length);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}
