import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentStore, hashText } from '../../scripts/editor/content-store';
import { PathRefused } from '../../scripts/editor/content-paths';
import { storeUpload } from '../../scripts/editor/upload';
import { PROJECT_ROOT } from '../helpers/temp-project';

/**
 * Issue 35: links planted in the content folders. The editor neither reads, lists nor writes
 * through a link that leaves its folder, and a dangling link does not break it.
 */
let root = '';
let outside = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'prol-links-'));
  outside = mkdtempSync(join(tmpdir(), 'prol-outside-'));
  for (const dir of ['schema', 'pages', 'locales'])
    cpSync(join(PROJECT_ROOT, dir), join(root, dir), { recursive: true });
  // A public/ of its own (the temp projects of other tests link the real one).
  mkdirSync(join(root, 'public', 'images'), { recursive: true });
  cpSync(join(PROJECT_ROOT, 'public', 'images'), join(root, 'public', 'images'), {
    recursive: true,
  });
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const SECRET = 'a secret outside the project';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const refusal = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    if (error instanceof PathRefused) return error.code;
    throw error;
  }
};

describe('editor: links in the content folders', () => {
  it('does not overwrite or delete a file through a page linked out of the project', async () => {
    const target = join(outside, 'target.json');
    const text = readFileSync(join(root, 'pages', 'about.json'), 'utf8');
    writeFileSync(target, text);
    symlinkSync(target, join(root, 'pages', 'symlinked.json'));
    const store = contentStore(root, PROJECT_ROOT);
    const value = { ...(JSON.parse(text) as object), path: '/overwritten' };
    const saved = await store.save([{ file: 'pages/symlinked.json', value, base: hashText(text) }]);
    expect(saved.ok).toBe(false);
    expect(readFileSync(target, 'utf8')).toBe(text);
    const deleted = await store.save([
      { file: 'pages/symlinked.json', value: null, base: hashText(text) },
    ]);
    expect(deleted.ok).toBe(false);
    expect(lstatSync(join(root, 'pages', 'symlinked.json')).isSymbolicLink()).toBe(true);
  });

  it('does not write through a link even when it stays in its folder', async () => {
    const about = readFileSync(join(root, 'pages', 'about.json'), 'utf8');
    symlinkSync('about.json', join(root, 'pages', 'alias.json'));
    const store = contentStore(root, PROJECT_ROOT);
    const value = { ...(JSON.parse(about) as object), path: '/alias' };
    const saved = await store.save([{ file: 'pages/alias.json', value, base: hashText(about) }]);
    expect(saved).toMatchObject({ ok: false, code: 'is-a-link' });
    expect(readFileSync(join(root, 'pages', 'about.json'), 'utf8')).toBe(about);
  });

  it('lists and reads nothing behind a link that leaves its folder; a dangling link is skipped', () => {
    writeFileSync(join(outside, 'secret.json'), JSON.stringify({ secret: SECRET }));
    writeFileSync(join(outside, 'secret.svg'), `<svg><!-- ${SECRET} --></svg>`);
    symlinkSync(join(outside, 'secret.json'), join(root, 'pages', 'leak.json'));
    symlinkSync(join(outside, 'secret.json'), join(root, 'locales', 'de', 'leak.json'));
    symlinkSync(join(outside, 'secret.json'), join(root, 'schema', 'sections', 'leak.schema.json'));
    symlinkSync(join(outside, 'secret.json'), join(root, 'pages', 'articles', 'de', 'leak.json'));
    symlinkSync(outside, join(root, 'public', 'images', 'linked-folder'));
    symlinkSync(join(outside, 'missing.json'), join(root, 'pages', 'dangling.json'));
    symlinkSync(join(outside, 'missing.png'), join(root, 'public', 'images', 'dangling.png'));
    const store = contentStore(root, PROJECT_ROOT);
    const project = store.project();
    expect(Object.keys(project.files)).not.toContain('pages/leak.json');
    expect(Object.keys(project.files)).not.toContain('pages/dangling.json');
    expect(Object.keys(project.files)).toContain('pages/about.json');
    expect(project.publicFiles).not.toContain('/images/dangling.png');
    expect(project.publicFiles.some((f) => f.includes('linked-folder'))).toBe(false);
    expect(JSON.stringify(project)).not.toContain(SECRET);
    expect(Object.keys(store.hashes())).not.toContain('pages/dangling.json');
    expect(JSON.stringify(store.validate({}))).not.toContain(SECRET);
  });

  it('creates no file outside the project through a dangling link or a linked image folder', () => {
    const created = join(outside, 'created.png');
    symlinkSync(created, join(root, 'public', 'images', 'photo.png'));
    const stored = (() => {
      try {
        return storeUpload(root, 'photo.png', PNG);
      } catch (error) {
        if (error instanceof PathRefused) return null;
        throw error;
      }
    })();
    expect(existsSync(created)).toBe(false);
    expect(stored).not.toBe('/images/photo.png');

    rmSync(join(root, 'public', 'images'), { recursive: true });
    symlinkSync(outside, join(root, 'public', 'images'));
    expect(refusal(() => storeUpload(root, 'other.png', PNG))).toBe('is-a-link');
    expect(existsSync(join(outside, 'other.png'))).toBe(false);
  });
});
