import { describe, expect, it } from 'vitest';
import { localizePath, resolvePage, servedPaths, splitLanguage } from '../../src/content/routes';

const pages = [
  { path: '/', name: 'home' },
  { path: '/news', aliases: ['/blog'], name: 'news' },
  { path: '/news/:slug', name: 'article' },
  { path: '*', name: '404' },
];

describe('routing from page files', () => {
  it('finds exact paths, aliases and patterns, ignoring a trailing slash', () => {
    expect(resolvePage(pages, '/')?.page.name).toBe('home');
    expect(resolvePage(pages, '/blog')?.page.name).toBe('news');
    expect(resolvePage(pages, '/news/')?.page.name).toBe('news');
    expect(resolvePage(pages, '/news/launch-day')).toMatchObject({
      page: { name: 'article' },
      params: { slug: 'launch-day' },
      notFound: false,
    });
  });

  it('serves the 404 page for anything else', () => {
    expect(resolvePage(pages, '/does-not-exist')).toMatchObject({
      page: { name: '404' },
      notFound: true,
    });
    expect(resolvePage(pages, '/news/a/b')?.notFound).toBe(true);
  });

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
