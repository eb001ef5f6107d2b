import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PathRefused, writablePath } from '../../scripts/editor/content-paths';
import { contentStore } from '../../scripts/editor/content-store';
import { editJson } from '../../scripts/editor/json-edit';
import { sanitizeSvg, storeUpload, UPLOAD_LIMIT_BYTES } from '../../scripts/editor/upload';
import { createTempProject, PROJECT_ROOT } from '../helpers/temp-project';

let project: ReturnType<typeof createTempProject> | null = null;
afterEach(() => project?.remove());

describe('editor: paths it may write', () => {
  it('allows pages, locale files and images', () => {
    expect(writablePath('/p', 'pages/careers.json')).toBe('/p/pages/careers.json');
    expect(writablePath('/p', 'locales/en/careers.json')).toBe('/p/locales/en/careers.json');
    expect(writablePath('/p', 'public/images/team/a.svg')).toBe('/p/public/images/team/a.svg');
  });
  it.each([
    '../etc/passwd',
    'pages/../package.json',
    '/etc/passwd',
    'pages/sub/../../x.json',
    'src/web/app/render/page-renderer.tsx',
    'schema/page.schema.json',
    'locales/fr/home.json',
    'public/images/x.html',
    'public/video/x.mp4',
    'pages/articles/de/x.json',
    'pages\\x.json',
  ])('refuses %s with a message', (file) => {
    expect(() => writablePath('/p', file)).toThrow(PathRefused);
  });
});

describe('editor: minimal JSON edits', () => {
  const about = readFileSync(join(PROJECT_ROOT, 'pages/about.json'), 'utf8');
  it('changes one value and nothing else', () => {
    const value = JSON.parse(about);
    value.sections[0].props.title = 'about.hero.other';
    const out = editJson(about, value);
    expect(out).toBe(about.replace('"title": "about.hero.title"', '"title": "about.hero.other"'));
  });
  it('moves blocks with their own text', () => {
    const value = JSON.parse(about);
    [value.sections[1], value.sections[2]] = [value.sections[2], value.sections[1]];
    const out = editJson(about, value);
    expect(JSON.parse(out)).toEqual(value);
    expect(out.length).toBe(about.length);
    expect(out.slice(0, about.indexOf('"sections"'))).toBe(
      about.slice(0, about.indexOf('"sections"')),
    );
  });
  it('adds a key at the end and keeps the order of the others', () => {
    const value = JSON.parse(about);
    value.meta.robots = 'noindex';
    const out = editJson(about, value);
    expect(Object.keys(JSON.parse(out).meta)).toEqual([
      'title',
      'description',
      'keywords',
      'robots',
    ]);
  });
});

describe('editor: saving', () => {
  it('writes only changed files, refuses a file changed on disk since it was read', async () => {
    project = createTempProject();
    const store = contentStore(project.root, PROJECT_ROOT);
    const { files } = store.project();
    const about = files['pages/about.json']!;
    const value = JSON.parse(about.text);
    value.sections[0].props.title = 'about.hero.eyebrow';
    project.write('pages/about.json', about.text.replace('"version": 1', '"version":  1'));
    const refused = await store.save([{ file: 'pages/about.json', value, base: about.hash }]);
    expect(refused).toEqual({ ok: false, conflicts: ['pages/about.json'] });
    const kept = await store.save(
      [{ file: 'pages/about.json', value, base: about.hash }],
      ['pages/about.json'],
    );
    expect(kept.ok).toBe(true);
    expect(JSON.parse(project.read('pages/about.json')).sections[0].props.title).toBe(
      'about.hero.eyebrow',
    );
  });
  it('refuses paths outside the content folders', async () => {
    project = createTempProject();
    const store = contentStore(project.root, PROJECT_ROOT);
    const result = await store.save([{ file: '../x.json', value: {}, base: null }]);
    expect(result.ok).toBe(false);
    expect(existsSync(join(project.root, '..', 'x.json'))).toBe(false);
  });
  it('validates the edited state with the project validator', () => {
    project = createTempProject();
    const store = contentStore(project.root, PROJECT_ROOT);
    const about = JSON.parse(store.project().files['pages/about.json']!.text);
    delete about.sections[0].props.title;
    const problems = store.validate({ 'pages/about.json': JSON.stringify(about, null, 2) });
    expect(
      problems.some((p) => p.file === 'pages/about.json' && p.path === 'sections[0].props'),
    ).toBe(true);
    expect(store.validate({})).toEqual([]);
  });
});

describe('editor: uploads', () => {
  it('sanitises svg', () => {
    const clean = sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script><rect width="1" height="1"/></svg>',
    );
    expect(clean).toContain('<rect');
    expect(clean).not.toMatch(/script|onload/);
  });
  it('refuses other types, wrong content and large files', () => {
    project = createTempProject();
    // public/ is a link to the real one in temp projects: write into a fresh folder instead.
    const root = project.root;
    writeFileSync(join(root, 'x'), '');
    expect(() => storeUpload(root, 'a.html', Buffer.from('<p>'))).toThrow(/png, jpg, webp and svg/);
    expect(() => storeUpload(root, 'a.png', Buffer.from('not a png'))).toThrow(/not a png/);
    expect(() => storeUpload(root, 'a.svg', Buffer.alloc(UPLOAD_LIMIT_BYTES + 1))).toThrow(
      /larger/,
    ); // Each refusal has a code, so the editor can say it in its own language.
    const code = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return (error as PathRefused).code;
      }
    };
    expect(code(() => storeUpload(root, 'a.html', Buffer.from('<p>')))).toBe('not-an-image-type');
    expect(code(() => storeUpload(root, 'a.png', Buffer.from('x')))).toBe('not-that-image');
    expect(code(() => storeUpload(root, 'a.svg', Buffer.alloc(UPLOAD_LIMIT_BYTES + 1)))).toBe(
      'too-large',
    );
  });
});
