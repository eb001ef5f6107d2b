import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, head } from './support/console-guard';
import { openPage } from './support/page-ready';
import { articleCount, sectionProps } from './support/page-files';

/** SPEC §2 "News list" and "Article page", §8 "Article not found"; facts come from the files. */
const root = join(import.meta.dirname, '..', '..');
const site = JSON.parse(readFileSync(join(root, 'pages', 'site.json'), 'utf8')) as {
  productName: string;
  siteOrigin: string;
};

interface ArticleFile {
  id: string;
  slug: string;
  title: string;
  subtitle: string;
  source: string;
  author: string;
  excerpt: string;
  tags: string[];
  imageUrl: string;
  imageAlt: string;
  shareImageUrl: string;
}

const articlesOf = (language: 'de' | 'en') => {
  const dir = join(root, 'pages', 'articles', language);
  return readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as ArticleFile);
};

const cases = {
  de: {
    prefix: '',
    listTitle: 'Neuigkeiten von ProL',
    newestTitle: 'ProL übernimmt Techpuls Media',
    launchDate: '15. Mai 2025',
    byline: 'von',
    back: 'Zurück zu den News',
    tagsLabel: 'Themen',
    share: { twitter: 'Auf X (Twitter) teilen', linkedIn: 'Auf LinkedIn teilen' },
    copy: 'Link kopieren',
    copied: 'Link kopiert',
    menu: 'Menü',
    toggle: 'English',
    notFound: [
      'Artikel nicht gefunden',
      'Den gesuchten Artikel gibt es nicht.',
      'Zurück zu den News',
    ],
  },
  en: {
    prefix: '/en',
    listTitle: 'News from ProL',
    newestTitle: 'ProL acquires Techpuls Media',
    launchDate: '15 May 2025',
    byline: 'by',
    back: 'Back to news',
    tagsLabel: 'Topics',
    share: { twitter: 'Share on X (Twitter)', linkedIn: 'Share on LinkedIn' },
    copy: 'Copy link',
    copied: 'Link copied',
    menu: 'Menu',
    toggle: 'Deutsch',
    notFound: [
      'Article Not Found',
      "The article you're looking for doesn't exist.",
      'Back to News',
    ],
  },
} as const;

for (const language of ['de', 'en'] as const) {
  const c = cases[language];
  const articles = articlesOf(language);
  const launch = articles.find((a) => a.id === 'self-service-launch') as ArticleFile;
  const launchUrl = `${c.prefix}/news/${launch.slug}`;

  test.describe(`news in ${language}`, () => {
    test('the list shows a live hero and a card per article, newest first, with at most tagLimit tags', async ({
      page,
    }) => {
      await openPage(page, `${c.prefix}/news`);
      await expect(page.locator('h1')).toHaveText(c.listTitle);
      await expect(page.getByText('Live', { exact: true })).toBeVisible();
      const cards = page.locator('main li > article');
      const tagLimit = sectionProps('news', { type: 'news-list' }).tagLimit as number;
      await expect(cards).toHaveCount(articles.length);
      await expect(cards.first().getByRole('heading')).toHaveText(c.newestTitle);
      await expect(cards.nth(1).getByRole('heading')).toHaveText(launch.title);
      for (let i = 0; i < articles.length; i++) {
        const card = cards.nth(i);
        const tags = card.getByRole('list', { name: c.tagsLabel }).getByRole('listitem');
        expect(await tags.count()).toBeGreaterThan(0);
        expect(await tags.count()).toBeLessThanOrEqual(tagLimit);
        const title = (await card.getByRole('heading').textContent())?.replace(/\u00AD/g, '') ?? '';
        const article = articles.find((a) => a.title === title) as ArticleFile;
        await expect(card).toContainText(article.source);
        await expect(card).toContainText(article.excerpt);
        await expect(tags).toHaveText(article.tags.slice(0, 3));
      }
      await cards.nth(1).getByRole('link').click();
      await expect(page).toHaveURL(launchUrl);
      await expect(page.locator('h1')).toHaveText(launch.title);
    });

    test('an article shows every field, the long date, and its own head', async ({ page }) => {
      const response = await openPage(page, launchUrl);
      expect(response?.status()).toBe(200);
      const header = page.locator('article header');
      await expect(header.getByRole('link', { name: c.back })).toHaveAttribute(
        'href',
        `${c.prefix}/news`,
      );
      await expect(header).toContainText(launch.source);
      await expect(header.locator('time')).toHaveText(c.launchDate);
      await expect(header.locator('time')).toHaveAttribute('datetime', '2025-05-15T09:00');
      await expect(header).toContainText(`${c.byline} ${launch.author}`);
      await expect(page.locator('h1')).toHaveText(launch.title);
      await expect(header).toContainText(launch.subtitle);
      await expect(
        header.getByRole('list', { name: c.tagsLabel }).getByRole('listitem'),
      ).toHaveText(launch.tags);
      const image = page.getByRole('img', { name: launch.imageAlt });
      await expect(image).toHaveAttribute('src', launch.imageUrl);
      await expect(image).toHaveAttribute('width', '1200');
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(page.locator('article h2').first()).toBeVisible();
      await expect(page.locator('article blockquote')).toBeVisible();
      const meta = await head(page);
      expect(meta.title).toBe(`${launch.title} | ${site.productName}`);
      expect(meta.description).toBe(launch.excerpt);
      expect(meta.canonical).toBe(site.siteOrigin + launchUrl);
      expect(meta.robots).toBe('index, follow');
      const og = (property: string) =>
        page.locator(`meta[property="${property}"]`).getAttribute('content');
      expect(await og('og:image')).toBe(site.siteOrigin + launch.shareImageUrl);
      expect(await og('og:type')).toBe('article');
      // After a navigation too: the article's NewsArticle, then its trail News › article.
      const jsonLd = (
        await page.locator('script[type="application/ld+json"]').allTextContents()
      ).map((text) => JSON.parse(text) as Record<string, unknown>);
      expect(jsonLd[0]).toMatchObject({ '@type': 'NewsArticle', headline: launch.title });
      expect(jsonLd[1]).toMatchObject({ '@type': 'BreadcrumbList' });
      await expect(page.getByRole('heading', { level: 2, name: c.notFound[0] })).toHaveCount(0);
    });

    test('share links carry the encoded URL; copy link confirms', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openPage(page, launchUrl);
      const url = site.siteOrigin + launchUrl;
      const encoded = encodeURIComponent(url);
      const twitter = page.getByRole('link', { name: c.share.twitter });
      await expect(twitter).toHaveAttribute(
        'href',
        `https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent(launch.title)}`,
      );
      await expect(twitter).toHaveAttribute('target', '_blank');
      await expect(page.getByRole('link', { name: c.share.linkedIn })).toHaveAttribute(
        'href',
        `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
      );
      await page.getByRole('button', { name: c.copy }).click();
      await expect(page.getByRole('button', { name: c.copied })).toBeVisible();
      await expect(page.getByRole('status')).toHaveText(c.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    });

    test('the language toggle keeps the same article', async ({ page }) => {
      // The menu works once the page has hydrated (its chunks have loaded).
      await openPage(page, launchUrl);
      await page.getByRole('button', { name: c.menu }).click();
      await page.getByRole('dialog').getByRole('link', { name: c.toggle }).click();
      const other = language === 'de' ? 'en' : 'de';
      const twin = articlesOf(other).find((a) => a.id === launch.id) as ArticleFile;
      await expect(page).toHaveURL(`${cases[other].prefix}/news/${twin.slug}`);
      await expect(page.locator('h1')).toHaveText(twin.title);
      await expect(page.locator('article header time')).toHaveText(cases[other].launchDate);
      // The head follows once the new page's first frame is painted (decision 222).
      await expect.poll(async () => (await head(page)).lang).toBe(other);
      const meta = await head(page);
      expect(meta.title).toBe(`${twin.title} | ${site.productName}`);
      expect(meta.lang).toBe(other);
      const hreflang = await page
        .locator('link[rel=alternate][hreflang]')
        .evaluateAll((links) =>
          links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
        );
      expect(hreflang).toContain(`${language} ${site.siteOrigin}${launchUrl}`);
    });

    test('an unknown slug shows "Article Not Found", not indexed', async ({ page }) => {
      const response = await openPage(page, `${c.prefix}/news/does-not-exist`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText(c.notFound[0]);
      await expect(page.getByText(c.notFound[1])).toBeVisible();
      await expect(page.getByRole('link', { name: c.notFound[2] })).toHaveAttribute(
        'href',
        `${c.prefix}/news`,
      );
      const meta = await head(page);
      expect(meta.robots).toBe('noindex, nofollow');
      expect(meta.canonical).toBeNull();
      expect(meta.title).toBe(`${c.notFound[0]} | ${site.productName}`);
    });
  });
}

test('an article body rendered in the browser equals the prerendered one (no drift)', async ({
  page,
  request,
}) => {
  const german = articlesOf('de').find((a) => a.id === 'self-service-launch') as ArticleFile;
  const english = articlesOf('en').find((a) => a.id === 'self-service-launch') as ArticleFile;
  const served = await (await request.get(`/en/news/${english.slug}`)).text();
  const prerendered = /<div data-article-body=""[^>]*>([\s\S]*?)<\/div>/.exec(served)?.[1];
  expect(prerendered).toBeTruthy();
  // A stored English choice the server cannot see (no cookie): the German page arrives, and the
  // browser loads, sanitises and renders the English article in its place.
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await openPage(page, `/news/${german.slug}`);
  await expect(page.locator('h1')).toHaveText(english.title);
  expect(await page.locator('[data-article-body]').innerHTML()).toBe(prerendered);
});

test('an unprefixed German article URL shows the same article in an English browser', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  const german = articlesOf('de').find((a) => a.id === 'self-service-launch') as ArticleFile;
  const english = articlesOf('en').find((a) => a.id === 'self-service-launch') as ArticleFile;
  await openPage(page, `/news/${german.slug}`);
  await expect(page.locator('h1')).toHaveText(english.title);
  // The move to the English URL is an in-app navigation: the head follows after its first frame.
  await expect
    .poll(async () => (await head(page)).canonical)
    .toBe(`${site.siteOrigin}/en/news/${english.slug}`);
  await context.close();
});

test('a German visitor on an English article slug gets the German article at once (issue 27)', async ({
  page,
}) => {
  const response = await openPage(page, '/news/prol-acquires-techpuls-media');
  expect(response?.status()).toBe(200);
  await expect(page.locator('main h1')).toHaveText('ProL übernimmt Techpuls Media');
  const tags = await head(page);
  expect(tags.title).toBe('ProL übernimmt Techpuls Media | ProL');
  expect(tags.robots).toBe('index, follow');
  expect(tags.canonical).toBe('https://www.prol.example/news/prol-uebernimmt-techpuls-media');
});

test('/blog shows the same list', async ({ page }) => {
  await openPage(page, '/blog');
  await expect(page.locator('main li > article')).toHaveCount(articleCount('de'));
});
