import { describe, expect, it } from 'vitest';
import { matchPage, servedPathCheck } from '../../src/content/page-match';
import { localizePath, servedPaths, splitLanguage } from '../../src/content/routes';

const pages = [
  { path: '/', name: 'home' },
  { path: '/news', aliases: ['/blog'], name: 'news' },
  { path: '/news/:slug', name: 'article' },
  { path: '*', name: '404' },
];

describe('which page serves a URL (React Router matching the pages’ routes)', () => {
  it('finds a page path and its /en twin, with the language', () => {
    expect(matchPage(pages, '/news')).toMatchObject({
      page: { name: 'news' },
      language: 'de',
      notFound: false,
    });
    expect(matchPage(pages, '/en/news')).toMatchObject({
      page: { name: 'news' },
      language: 'en',
      notFound: false,
    });
    expect(matchPage(pages, '/')?.page.name).toBe('home');
    expect(matchPage(pages, '/en')).toMatchObject({ page: { name: 'home' }, language: 'en' });
  });

  it('finds aliases, ignoring a trailing slash', () => {
    expect(matchPage(pages, '/blog')?.page.name).toBe('news');
    expect(matchPage(pages, '/en/blog')?.page.name).toBe('news');
    expect(matchPage(pages, '/news/')?.page.name).toBe('news');
  });

  it('finds a news article by its slug, in either language', () => {
    expect(matchPage(pages, '/news/launch-day')).toMatchObject({
      page: { name: 'article' },
      language: 'de',
      params: { slug: 'launch-day' },
      notFound: false,
    });
    expect(matchPage(pages, '/en/news/launch-day')).toMatchObject({
      page: { name: 'article' },
      language: 'en',
      params: { slug: 'launch-day' },
    });
  });

  it('serves the 404 page of the URL’s language for an unknown path', () => {
    expect(matchPage(pages, '/does-not-exist')).toMatchObject({
      page: { name: '404' },
      language: 'de',
      notFound: true,
    });
    expect(matchPage(pages, '/en/does-not-exist')).toMatchObject({
      page: { name: '404' },
      language: 'en',
      notFound: true,
    });
    expect(matchPage(pages, '/news/a/b')?.notFound).toBe(true);
    // Like the server, which serves files by their exact name.
    expect(matchPage(pages, '/NEWS')?.notFound).toBe(true);
  });

  it('finds no page for an unknown path when there is no 404 page', () => {
    expect(matchPage(pages.slice(0, 3), '/does-not-exist')).toBeNull();
  });
});

describe('the validator’s link check', () => {
  it('accepts paths, aliases and pattern matches; refuses the rest', () => {
    const isServed = servedPathCheck(pages);
    for (const path of ['/', '/news', '/blog', '/news/launch-day'])
      expect(isServed(path)).toBe(true);
    for (const path of ['/does-not-exist', '/news/a/b', '/NEWS', '*'])
      expect(isServed(path)).toBe(false);
  });
});

describe('language prefixes', () => {
  it('splits and adds the English prefix; German keeps the spec paths', () => {
    expect(splitLanguage('/en/about')).toEqual({ language: 'en', path: '/about' });
    expect(splitLanguage('/en')).toEqual({ language: 'en', path: '/' });
    expect(splitLanguage('/english')).toEqual({ language: null, path: '/english' });
    expect(localizePath('/about', 'en')).toBe('/en/about');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/#self-service', 'en')).toBe('/en#self-service');
    expect(localizePath('/about', 'de')).toBe('/about');
  });

  it('lists the concrete paths links may point at', () => {
    expect([...servedPaths(pages)].sort()).toEqual(['/', '/blog', '/news']);
  });
});
