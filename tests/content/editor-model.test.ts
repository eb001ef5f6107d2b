import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createPage,
  deletePage,
  duplicatePage,
  generateKey,
  getText,
  isPlaced,
  linkPlaces,
  rebase,
  setPlaced,
  type Docs,
} from '../../editor/src/model';
import { byPageOrder } from '../../editor/src/page-order';
import { PROJECT_ROOT } from '../helpers/temp-project';

const read = (file: string) =>
  JSON.parse(readFileSync(join(PROJECT_ROOT, file), 'utf8')) as unknown;
const docs: Docs = Object.fromEntries(
  [
    'pages/site.json',
    'pages/about.json',
    'pages/values.json',
    'locales/de/about.json',
    'locales/en/about.json',
    'locales/de/common.json',
    'locales/en/common.json',
  ].map((f) => [f, read(f)]),
);

describe('editor content model', () => {
  it('new page: page file and both locale files', () => {
    const next = createPage(docs, {
      name: 'careers',
      path: '/careers',
      texts: {
        de: { title: 'Karriere', description: 'Stellen' },
        en: { title: 'Careers', description: 'Jobs' },
      },
      sections: [],
    });
    expect(next['pages/careers.json']).toMatchObject({
      path: '/careers',
      meta: { title: 'careers.meta.title' },
    });
    expect(getText(next, 'de', 'careers.meta.title')).toBe('Karriere');
    expect(getText(next, 'en', 'careers.meta.description')).toBe('Jobs');
  });

  it('menu toggle adds and removes the page in site.json with a label in both languages', () => {
    const page = createPage(docs, {
      name: 'careers',
      path: '/careers',
      texts: {
        de: { title: 'Karriere', description: 'x' },
        en: { title: 'Careers', description: 'x' },
      },
      sections: [],
    });
    const placed = setPlaced(page, 'pages/careers.json', 'menu', true);
    expect(isPlaced(placed, '/careers', 'menu')).toBe(true);
    expect(getText(placed, 'en', 'common.nav.careers')).toBe('Careers');
    const footer = setPlaced(placed, 'pages/careers.json', 'footer', true);
    expect(isPlaced(footer, '/careers', 'footer')).toBe(true);
    const removed = setPlaced(footer, 'pages/careers.json', 'menu', false);
    expect(isPlaced(removed, '/careers', 'menu')).toBe(false);
    expect(isPlaced(removed, '/careers', 'footer')).toBe(true);
  });

  it('delete is refused while links point to the page: the places are listed', () => {
    expect(linkPlaces(docs, '/about', 'pages/about.json')).toEqual(
      expect.arrayContaining([
        { file: 'pages/site.json', at: ['navigation', 'secondary', expect.any(Number), 'to'] },
      ]),
    );
    const gone = deletePage(docs, 'pages/about.json');
    expect(gone['pages/about.json']).toBeNull();
    expect(gone['locales/de/about.json']).toBeNull();
  });

  it('duplicate copies the texts under the new page name', () => {
    const copy = duplicatePage(docs, 'pages/about.json', 'about-copy', '/about-copy');
    expect(copy['pages/about-copy.json']).toMatchObject({
      path: '/about-copy',
      meta: { title: 'about-copy.meta.title' },
    });
    expect(getText(copy, 'de', 'about-copy.hero.title')).toBe(
      getText(docs, 'de', 'about.hero.title'),
    );
  });

  it('generated keys are unique in both languages', () => {
    expect(generateKey(docs, 'about', 'hero', ['title'])).toBe('about.hero.title-2');
    expect(generateKey(docs, 'about', 'hero', ['cta', 'label'])).toBe('about.hero.cta.label');
    expect(generateKey(docs, 'careers', 'textBlock', ['paragraphs', 0])).toBe(
      'careers.textBlock.paragraphs.1',
    );
  });

  it('keep mine lays my changes onto a file changed on disk', () => {
    const base = { a: 1, b: { c: 1, d: 1 } };
    const mine = { a: 2, b: { c: 1, d: 1 } };
    const theirs = { a: 1, b: { c: 1, d: 5 }, e: 3 };
    expect(rebase(base, mine, theirs)).toEqual({ a: 2, b: { c: 1, d: 5 }, e: 3 });
    expect(rebase(base, { ...mine, b: { c: 9, d: 1 } }, theirs)).toEqual({
      a: 2,
      b: { c: 9, d: 5 },
      e: 3,
    });
  });
});

describe('editor: links from articles', () => {
  it('a link in an article body counts when deleting the linked page', () => {
    const article = readFileSync(
      join(PROJECT_ROOT, 'pages/articles/de', 'prol-uebernimmt-techpuls-media.json'),
      'utf8',
    );
    const articles = {
      'pages/articles/de/x.json': article,
      'pages/articles/de/y.json': '{"body":"<a href=\\"/values\\">"}',
    };
    expect(linkPlaces(docs, '/values', 'pages/values.json', articles)).toContainEqual({
      file: 'pages/articles/de/y.json',
      at: [],
    });
    expect(linkPlaces(docs, '/value', 'pages/values.json', articles)).toEqual([]);
  });
});

/** A tryout found the page list in file-name order, the home page somewhere in the middle. */
describe('the page list order', () => {
  it('home first, then by address alphabetically (umlauts with their letter, numbers by value), patterns last', () => {
    const paths = ['/zukunft', '*', '/news/:slug', '/about', '/Über', '/', '/page-10', '/page-9'];
    const sorted = paths.map((path) => ({ path })).sort(byPageOrder('de'));
    expect(sorted.map((p) => p.path)).toEqual([
      '/',
      '/about',
      '/page-9',
      '/page-10',
      '/Über',
      '/zukunft',
      '*',
      '/news/:slug',
    ]);
  });
});
