import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyDelete, planDelete } from '../../editor/src/delete-page';
import { createPage, getText, isPlaced, setIn, setPlaced, type Docs } from '../../editor/src/model';
import { PROJECT_ROOT } from '../helpers/temp-project';

/** Issue 38.2: a deleted page takes its menu and footer entries, its label and its own images. */
const read = (file: string) =>
  JSON.parse(readFileSync(join(PROJECT_ROOT, file), 'utf8')) as unknown;
const start: Docs = Object.fromEntries(
  [
    'pages/site.json',
    'pages/about.json',
    'pages/contact.json',
    'locales/de/common.json',
    'locales/en/common.json',
  ].map((f) => [f, read(f)]),
);
const FILE = 'pages/careers.json';
const publicFiles = ['/images/careers/team.jpg', '/images/share/prol-share.png', '/images/x.svg'];

function careers(): Docs {
  let docs = createPage(start, {
    name: 'careers',
    path: '/careers',
    texts: {
      de: { title: 'Karriere', description: 'x' },
      en: { title: 'Careers', description: 'x' },
    },
    sections: [
      {
        type: 'hero',
        props: { title: 'careers.hero.title', image: { src: '/images/careers/team.jpg' } },
      },
      { type: 'hero', props: { title: 'careers.hero.title', image: { src: '/images/x.svg' } } },
    ],
  });
  docs = setPlaced(docs, FILE, 'menu', true);
  return setPlaced(docs, FILE, 'footer', true);
}
const context = { articles: {}, publicFiles, codeAssets: [] };

describe('deleting a page', () => {
  it('plans the menu, footer, label and the images only it shows', () => {
    const plan = planDelete(careers(), FILE, {
      ...context,
      // Another page shows /images/x.svg in a text.
      articles: { 'pages/articles/de/a.json': '{"body":"<img src=\\"/images/x.svg\\">"}' },
    });
    expect(plan).toEqual({
      menu: true,
      footer: true,
      blockers: [],
      labels: ['common.nav.careers'],
      images: ['public/images/careers/team.jpg'],
    });
  });

  it('leaves site.json and common.json as before the page, and deletes its files', () => {
    const docs = careers();
    const after = applyDelete(docs, FILE, planDelete(docs, FILE, context));
    for (const file of ['pages/site.json', 'locales/de/common.json', 'locales/en/common.json'])
      expect(after[file], file).toEqual(start[file]);
    expect(isPlaced(after, '/careers', 'menu')).toBe(false);
    expect(getText(after, 'de', 'common.nav.careers')).toBeUndefined();
    for (const file of [FILE, 'locales/de/careers.json', 'public/images/careers/team.jpg'])
      expect(after[file], file).toBeNull();
  });

  it('keeps an image the code names and a label another page uses; names linking pages', () => {
    let docs = careers();
    const about = start['pages/about.json'] as { sections: unknown[] };
    docs = {
      ...docs,
      'pages/about.json': setIn(about, ['sections', 0, 'props', 'cta'], {
        label: 'common.nav.careers',
        to: '/careers#jobs',
      }),
    };
    const plan = planDelete(docs, FILE, { ...context, codeAssets: ['/images/careers/team.jpg'] });
    expect(plan.labels).toEqual([]);
    expect(plan.images).toEqual(['public/images/x.svg']);
    expect(plan.blockers).toEqual([
      { file: 'pages/about.json', at: ['sections', 0, 'props', 'cta', 'to'] },
    ]);
  });
});
