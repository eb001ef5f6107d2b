import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentStore } from '../../scripts/editor/content-store';
import { heldUploads } from '../../scripts/editor/held-uploads';
import { PROJECT_ROOT } from '../helpers/temp-project';

/**
 * Issue 38.4, decision 265: an uploaded picture is written when the person saves, not before;
 * meanwhile it is served and counts as present.
 */
let root = '';
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'prol-held-'));
  for (const dir of ['schema', 'pages', 'locales'])
    cpSync(join(PROJECT_ROOT, dir), join(root, dir), { recursive: true });
  // A public/ of its own: the temp projects of other tests link the real one.
  mkdirSync(join(root, 'public', 'images'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('editor: uploads wait for Save', () => {
  it('holds an upload in memory, serves it, and writes it only when asked', () => {
    const uploads = heldUploads(root);
    const path = uploads.add('Team Foto.PNG', PNG);
    expect(path).toBe('/images/team-foto.png');
    expect(existsSync(join(root, 'public', path))).toBe(false);
    expect(uploads.served(path)).toEqual({ type: 'image/png', data: PNG });
    expect(uploads.paths()).toEqual([path]);
    expect(uploads.write([path])).toEqual([`public${path}`]);
    expect(readFileSync(join(root, 'public', path))).toEqual(PNG);
    expect(uploads.paths()).toEqual([]);
    expect(uploads.served(path)).toBeUndefined();
  });

  it('gives a second picture of the same name, held or on disk, a name of its own', () => {
    writeFileSync(join(root, 'public', 'images', 'photo.png'), PNG);
    const uploads = heldUploads(root);
    expect(uploads.add('photo.png', PNG)).toBe('/images/photo-2.png');
    expect(uploads.add('photo.png', PNG)).toBe('/images/photo-3.png');
  });

  it('never replaces a file that took the name meanwhile', () => {
    const uploads = heldUploads(root);
    const path = uploads.add('late.png', PNG);
    writeFileSync(join(root, 'public', path), 'someone else');
    expect(() => uploads.write([path])).toThrow(/EEXIST/);
    expect(readFileSync(join(root, 'public', path), 'utf8')).toBe('someone else');
  });

  it('a page using a held picture has no missing-asset problem; without it, it has', () => {
    const store = contentStore(root, PROJECT_ROOT);
    const about = JSON.parse(store.project().files['pages/about.json']!.text) as {
      meta: { image: string };
    };
    about.meta.image = '/images/held.png';
    const overlay = { 'pages/about.json': JSON.stringify(about, null, 2) };
    const missing = (held: string[]) =>
      store
        .validate(overlay, held)
        .filter((p) => p.rule === 'missing-asset' && p.message.includes('/images/held.png'));
    expect(missing([])).toHaveLength(1);
    expect(missing(['public/images/held.png'])).toEqual([]);
  });

  it('Save writes the held pictures before the content, and none when a file conflicts', async () => {
    const store = contentStore(root, PROJECT_ROOT);
    const uploads = heldUploads(root);
    const path = uploads.add('new.png', PNG);
    const state = store.project().files['pages/about.json']!;
    const change = { file: 'pages/about.json', value: JSON.parse(state.text), base: 'stale' };
    const refused = await store.save([change], [], () => uploads.write([path]));
    expect(refused).toEqual({ ok: false, conflicts: ['pages/about.json'] });
    expect(existsSync(join(root, 'public', path))).toBe(false);
    const saved = await store.save([{ ...change, base: state.hash }], [], () =>
      uploads.write([path]),
    );
    expect(saved).toMatchObject({ ok: true, written: [`public${path}`] });
    expect(existsSync(join(root, 'public', path))).toBe(true);
  });
});
