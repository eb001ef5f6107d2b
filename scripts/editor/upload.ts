import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { PathRefused, writablePath } from './content-paths';

/** Uploads larger than this are refused (images on the site are a few hundred kB at most). */
export const UPLOAD_LIMIT_BYTES = 2 * 1024 * 1024;

const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  png: (b) =>
    b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  webp: (b) => b.subarray(0, 4).toString() === 'RIFF' && b.subarray(8, 12).toString() === 'WEBP',
  svg: (b) => /<svg[\s>]/i.test(b.subarray(0, 4096).toString('utf8')),
};

/** An SVG without scripts, event handlers or foreign objects (DOMPurify's SVG profile). */
export function sanitizeSvg(svg: string): string {
  const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  return purify.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true } });
}

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

/** Stores an uploaded image in public/images/ and returns its site path, or refuses it. */
export function storeUpload(root: string, name: string, bytes: Buffer, folder = ''): string {
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
  let file = `public/images/${folder ? `${folder}/` : ''}${clean}`;
  for (let n = 2; existsSync(writablePath(root, file)); n++)
    file = file.replace(/(-\d+)?\.([a-z]+)$/, `-${n}.$2`);
  const path = writablePath(root, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, extension === 'svg' ? sanitizeSvg(bytes.toString('utf8')) : bytes);
  return file.slice('public'.length);
}
