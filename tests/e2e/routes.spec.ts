import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localizePath } from '../../src/content/routes';
import { test, expect, head } from './support/console-guard';
import { openPage } from './support/page-ready';

/** Every concrete route of the page files, in both languages (SPEC §2 route table). */
const root = join(import.meta.dirname, '..', '..');
const pages = readdirSync(join(root, 'pages'))
  .filter((f) => f.endsWith('.json') && f !== 'site.json')
  .map(
    (f) =>
      JSON.parse(readFileSync(join(root, 'pages', f), 'utf8')) as {
        path: string;
        aliases?: string[];
        meta: { title: string; robots?: string };
      },
  );
const site = JSON.parse(readFileSync(join(root, 'pages', 'site.json'), 'utf8')) as {
  productName: string;
  siteOrigin: string;
};
const texts = (lang: string, key: string) => {
  const [file, ...rest] = key.split('.');
  let value: unknown = JSON.parse(
    readFileSync(join(root, 'locales', lang, `${file}.json`), 'utf8'),
  );
  for (const part of rest) value = (value as Record<string, unknown>)[part];
  return value as string;
};

const routes = pages.filter((p) => p.path !== '*' && !p.path.includes(':'));

for (const language of ['de', 'en'] as const) {
  test.describe(`every route in ${language}`, () => {
    for (const page of routes) {
      const url = localizePath(page.path, language);
      test(`${url} has its title, canonical and robots`, async ({ page: browser }) => {
        const response = await openPage(browser, url);
        expect(response?.status()).toBe(200);
        await expect(browser.locator('h1')).toHaveCount(1);
        const meta = await head(browser);
        expect(meta.title).toBe(`${texts(language, page.meta.title)} | ${site.productName}`);
        expect(meta.lang).toBe(language);
        expect(meta.canonical).toBe(site.siteOrigin + url);
        expect(meta.robots).toBe(
          page.meta.robots === 'noindex' ? 'noindex, nofollow' : 'index, follow',
        );
      });
    }
  });
}

test('an alias shows the same page', async ({ page }) => {
  await openPage(page, '/blog');
  const news = pages.find((p) => p.path === '/news');
  expect((await head(page)).title).toBe(
    `${texts('de', news?.meta.title ?? '')} | ${site.productName}`,
  );
});

test('an unknown path shows the 404 page, not indexed', async ({ page }) => {
  const response = await openPage(page, '/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  expect((await head(page)).robots).toBe('noindex, nofollow');
  await openPage(page, '/en/does-not-exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/en');
});
