import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { withoutSoftHyphens } from './support/soft-hyphens';

/** The prerendered files, read without a browser: what a crawler or link preview sees. */
const root = join(import.meta.dirname, '..', '..');
const client = join(root, process.env.BUILD_OUT_DIR ?? 'dist', 'client');
const html = (file: string) => readFileSync(join(client, file), 'utf8');

test.describe('built HTML', () => {
  const cases = [
    {
      file: 'index.html',
      lang: 'de',
      h1: 'Ein\u00a0Input. Alle\u00a0Formate. Ohne\u00a0Prompting.',
      canonical: '/',
    },
    {
      file: 'en/index.html',
      lang: 'en',
      h1: 'One\u00a0input. Every\u00a0format. No\u00a0prompting.',
      canonical: '/en',
    },
    {
      file: 'contact/index.html',
      lang: 'de',
      h1: 'Sprechen wir über Ihre Texte',
      canonical: '/contact',
    },
    {
      file: 'en/products/enterprise/index.html',
      lang: 'en',
      h1: 'Your corporate language, as an AI newsroom',
      canonical: '/en/products/enterprise',
    },
    { file: 'blog/index.html', lang: 'de', h1: 'Neuigkeiten von ProL', canonical: '/news' },
  ];
  for (const c of cases) {
    test(`${c.file} holds its heading and metadata`, () => {
      const page = withoutSoftHyphens(html(c.file));
      expect(page).toContain(`<html lang="${c.lang}">`);
      expect(page).toMatch(
        new RegExp(`<h1[^>]*>${c.h1.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`),
      );
      expect(page).toMatch(/<title>[^<]+ \| ProL<\/title>/);
      expect(page).toContain(
        `<link data-head rel="canonical" href="https://www.prol.example${c.canonical}">`,
      );
      expect(page).toMatch(/<meta data-head name="description" content="[^"]{20,}">/);
      expect(page).toMatch(
        /<meta data-head property="og:image" content="https:\/\/www\.prol\.example\/images\/share\/[^"]+">/,
      );
    });
  }

  test('privacy, terms and the 404 page are not indexed', () => {
    for (const file of ['privacy/index.html', 'en/terms/index.html', '404.html', 'en/404.html']) {
      expect(html(file)).toContain('<meta data-head name="robots" content="noindex, nofollow">');
    }
    expect(existsSync(join(client, 'en', '404.html'))).toBe(true);
  });
});

test('sitemap.xml lists exactly the indexable pages and articles, with alternates; robots.txt names it', () => {
  const pagesDir = join(root, 'pages');
  const site = JSON.parse(readFileSync(join(pagesDir, 'site.json'), 'utf8')) as {
    siteOrigin: string;
  };
  const expected = new Set<string>();
  for (const file of readdirSync(pagesDir).filter(
    (f) => f.endsWith('.json') && f !== 'site.json',
  )) {
    const page = JSON.parse(readFileSync(join(pagesDir, file), 'utf8')) as {
      path: string;
      meta: { robots?: string };
    };
    if (page.path === '*' || page.path.includes(':') || page.meta.robots === 'noindex') continue;
    expected.add(site.siteOrigin + page.path);
    expected.add(site.siteOrigin + (page.path === '/' ? '/en' : `/en${page.path}`));
  }
  for (const language of ['de', 'en']) {
    for (const file of readdirSync(join(pagesDir, 'articles', language))) {
      expected.add(
        `${site.siteOrigin}${language === 'en' ? '/en' : ''}/news/${file.replace(/\.json$/, '')}`,
      );
    }
  }
  const sitemap = html('sitemap.xml');
  const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
  expect([...listed].sort()).toEqual([...expected].sort());
  expect(sitemap).toContain(
    `<xhtml:link rel="alternate" hreflang="en" href="${site.siteOrigin}/en/faq"/>`,
  );
  expect(html('robots.txt')).toContain(`Sitemap: ${site.siteOrigin}/sitemap.xml`);
});

test('the admin screens are not indexed and no public page links to them (issue 23)', () => {
  for (const file of ['admin/index.html', 'en/admin/index.html']) {
    expect(html(file)).toMatch(/<meta name="robots" content="noindex, nofollow"\s*\/?>/);
  }
  const pages = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !/^(en\/)?admin\//.test(file),
  );
  expect(pages.length).toBeGreaterThan(40);
  const linking = pages.filter((file) => /href="(\/en)?\/admin[/"?#]/.test(html(file)));
  expect(linking).toEqual([]);
});

/** Every route and article in both languages, as a crawler reads it (issue 10). */
test.describe('every prerendered page carries its heading, text and share metadata', () => {
  const pagesDir = join(root, 'pages');
  const site = JSON.parse(readFileSync(join(pagesDir, 'site.json'), 'utf8')) as {
    siteOrigin: string;
  };
  const locale = (lang: string, key: string): string => {
    const [file, ...rest] = key.split('.');
    let value: unknown = JSON.parse(
      readFileSync(join(root, 'locales', lang, `${file}.json`), 'utf8'),
    );
    for (const part of rest) value = (value as Record<string, unknown>)[part];
    return value as string;
  };
  const escapeAttr = (v: string) =>
    v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const prefixed = (lang: string, path: string) =>
    lang === 'de' ? path : path === '/' ? '/en' : `/en${path}`;
  const fileOf = (url: string) => (url === '/' ? 'index.html' : `${url.slice(1)}/index.html`);

  for (const file of readdirSync(pagesDir).filter(
    (f) => f.endsWith('.json') && f !== 'site.json',
  )) {
    const page = JSON.parse(readFileSync(join(pagesDir, file), 'utf8')) as {
      path: string;
      meta: { title: string; description: string; robots?: string };
    };
    if (page.path === '*' || page.path.includes(':')) continue;
    for (const lang of ['de', 'en']) {
      const url = prefixed(lang, page.path);
      test(`${url}`, () => {
        const doc = html(fileOf(url));
        expect(doc).toContain(`<html lang="${lang}">`);
        // The heading's text; a long word sits in BreakableText's spans
        // (src/web/components/breakable-text.tsx).
        const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(doc)?.[1] ?? '';
        expect(heading.replace(/<[^>]*>/g, '').trim().length).toBeGreaterThanOrEqual(3);
        expect(doc).toContain(
          `<title>${locale(lang, page.meta.title).replace(/&/g, '&amp;').replace(/</g, '&lt;')} | ProL</title>`,
        );
        expect(doc).toContain(
          `<meta data-head name="description" content="${escapeAttr(locale(lang, page.meta.description))}">`,
        );
        expect(doc).toContain(`<link data-head rel="canonical" href="${site.siteOrigin}${url}">`);
        expect(doc).toContain(
          `<meta data-head property="og:url" content="${site.siteOrigin}${url}">`,
        );
        expect(doc).toContain(
          `<meta data-head property="og:locale" content="${lang === 'de' ? 'de_DE' : 'en_US'}">`,
        );
        expect(doc).toMatch(/<meta data-head name="twitter:card" content="summary_large_image">/);
        if (page.meta.robots !== 'noindex') {
          for (const [hreflang, target] of [
            ['de', 'de'],
            ['en', 'en'],
            ['x-default', 'de'],
          ]) {
            expect(doc).toContain(
              `<link data-head rel="alternate" hreflang="${hreflang}" href="${site.siteOrigin}${prefixed(target as string, page.path)}">`,
            );
          }
        }
      });
    }
  }

  for (const lang of ['de', 'en']) {
    for (const file of readdirSync(join(pagesDir, 'articles', lang))) {
      const article = JSON.parse(readFileSync(join(pagesDir, 'articles', lang, file), 'utf8')) as {
        slug: string;
        title: string;
        excerpt: string;
        shareImageUrl?: string;
        imageUrl: string;
      };
      const url = prefixed(lang, `/news/${article.slug}`);
      test(`${url} (article)`, () => {
        const doc = html(fileOf(url));
        expect(doc).toContain(`<html lang="${lang}">`);
        expect(doc).toContain(
          `<title>${article.title.replace(/&/g, '&amp;').replace(/</g, '&lt;')} | ProL</title>`,
        );
        expect(doc).toContain(
          `<meta data-head property="og:title" content="${escapeAttr(article.title)} | ProL">`,
        );
        expect(doc).toContain(
          `<meta data-head property="og:image" content="${site.siteOrigin}${article.shareImageUrl ?? article.imageUrl}">`,
        );
        expect(doc).toContain(`<meta data-head property="og:type" content="article">`);
        expect(doc).toContain('"@type":"NewsArticle"');
        // The heading's text; a long word sits in BreakableText's spans
        // (src/web/components/breakable-text.tsx).
        const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(doc)?.[1] ?? '';
        expect(heading.replace(/<[^>]*>/g, '').trim().length).toBeGreaterThanOrEqual(3);
        expect(doc).toContain(`<link data-head rel="canonical" href="${site.siteOrigin}${url}">`);
      });
    }
  }
});

test.describe('the named stack runs in the browser (issue 17)', () => {
  const chunkModules = () =>
    JSON.parse(html('.vite/chunk-modules.json')) as Record<string, string[]>;
  const routeStart = (file: string) =>
    JSON.parse(
      /<script type="application\/json" id="route-start">([^<]*)<\/script>/.exec(html(file))?.[1] ??
        '{}',
    ) as { modules: string[] };

  test('every page loads React Router, i18next and react-i18next (module ids of its chunks)', () => {
    const modules = chunkModules();
    for (const file of ['index.html', 'en/faq/index.html', 'news/ffg-foerdert-prol/index.html']) {
      const chunks = [
        /<script type="module" src="\/([^"]+)"/.exec(html(file))?.[1] as string,
        ...routeStart(file).modules.map((href) => href.slice(1)),
      ];
      const ids = chunks.flatMap((chunk) => modules[chunk] ?? []);
      // react-router-dom only re-exports react-router: its own module holds no code.
      for (const pkg of ['react-router', 'i18next', 'react-i18next', 'react-dom'])
        expect(
          ids.some((id) => id.includes(`node_modules/${pkg}/`)),
          `${file} loads ${pkg}`,
        ).toBe(true);
    }
  });

  test('before the first paint the page fetches only its tiny entry: no React, no shared chunk (decision 007)', () => {
    const manifest = JSON.parse(html('.vite/manifest.json')) as Record<
      string,
      { file: string; imports?: string[] }
    >;
    const modules = chunkModules();
    // The entry's static imports, all the way down: the browser fetches them before running it.
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit('src/web/app/start/entry-client.tsx');
    for (const file of files) {
      const ids = modules[file] ?? [];
      expect(ids.length, `${file} is in the chunk list`).toBeGreaterThan(0);
      expect(
        ids.filter((id) => id.includes('node_modules/') && !id.includes('vite/preload-helper')),
        `${file} (fetched before the first paint) holds no library`,
      ).toEqual([]);
    }
    const bytes = [...files].reduce((sum, file) => sum + gzipSync(html(file)).length, 0);
    expect(bytes, `the entry and its imports (${[...files].join(', ')})`).toBeLessThan(2048);
  });

  test('the package dependencies hold the router and i18next', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const name of ['react-router-dom', 'i18next', 'react-i18next'])
      expect(pkg.dependencies[name], name).toMatch(/^\d/);
  });

  test('no page carries the list of every page (routes are discovered from route files)', () => {
    const start = routeStart('faq/index.html') as { modules: string[]; routes?: unknown[] };
    expect(start.routes?.length).toBeLessThanOrEqual(3);
    for (const chunk of Object.keys(chunkModules()))
      expect(
        readFileSync(join(client, chunk), 'utf8'),
        `${chunk} names no page file`,
      ).not.toContain('pages/values.json');
  });
});
