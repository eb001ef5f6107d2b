import { describe, expect, it } from 'vitest';
import { routeHead } from '../../../src/web/app/head/route-head';
import type { PageRouteData } from '../../../src/web/site/shown-page';
import { articleHead } from '../../../src/web/sections/news-article/article-head';
import { formatArticleDate } from '../../../src/web/lib/articles/format-article-date';
import { shareLinks } from '../../../src/web/lib/articles/share-links';
import { sampleArticle } from '../support/sample-article';

const site = { productName: 'ProL', siteOrigin: 'https://www.prol.example' };
const article = sampleArticle;

describe('long dates through Intl (SPEC §2)', () => {
  it('German: "15. Mai 2025"; English: "15 May 2025"', () => {
    expect(formatArticleDate('15.5.2025, 09:00', 'de')).toBe('15. Mai 2025');
    expect(formatArticleDate('15.5.2025', 'en')).toBe('15 May 2025');
    expect(formatArticleDate('3.1.2025', 'de')).toBe('3. Januar 2025');
    expect(formatArticleDate('14.11.2024, 23:59', 'de')).toBe('14. November 2024');
  });

  it('shows an unreadable date as written', () => {
    expect(formatArticleDate('soon', 'en')).toBe('soon');
  });
});

describe('share links carry the encoded page URL', () => {
  it('Twitter/X intent and LinkedIn', () => {
    const url = 'https://www.prol.example/en/news/prol-self-service-launch';
    const links = shareLinks(url, 'Launch day: ProL & co');
    expect(links.twitter).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fwww.prol.example%2Fen%2Fnews%2Fprol-self-service-launch&text=Launch%20day%3A%20ProL%20%26%20co',
    );
    expect(links.linkedIn).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.prol.example%2Fen%2Fnews%2Fprol-self-service-launch',
    );
  });
});

describe('the head of an article page (news-article resolveData and the head module)', () => {
  const paths = { de: '/news/marktstart-prol-self-service', en: '/news/prol-self-service-launch' };
  const route = (notFound: boolean): PageRouteData => ({
    language: 'en',
    path: '/news/prol-self-service-launch',
    file: 'news-article',
    page: {
      path: '/news/:slug',
      meta: {
        title: 'meta.title',
        description: 'meta.description',
        keywords: 'k',
        image: '/x.png',
      },
      sections: [],
    },
    sectionData: [],
    notFound,
    head: notFound ? {} : articleHead('en', article, paths, site),
  });
  const tag = (head: ReturnType<typeof routeHead>, attrs: Record<string, string>) =>
    head.tags.find((t) => Object.entries(attrs).every(([k, v]) => t.attrs[k] === v));

  it('takes title, description, image, type and URLs from the article, with NewsArticle JSON-LD', () => {
    const head = routeHead(route(false), (key) => key, site);
    expect(head.title).toBe('Launch day | ProL');
    expect(tag(head, { name: 'description' })?.attrs.content).toBe('Three plans.');
    expect(tag(head, { property: 'og:type' })?.attrs.content).toBe('article');
    expect(tag(head, { property: 'og:image' })?.attrs.content).toBe(
      'https://www.prol.example/images/news/share/self-service-launch-en.png',
    );
    expect(tag(head, { rel: 'canonical' })?.attrs.href).toBe(
      'https://www.prol.example/en/news/prol-self-service-launch',
    );
    expect(tag(head, { hreflang: 'de' })?.attrs.href).toBe(
      'https://www.prol.example/news/marktstart-prol-self-service',
    );
    const jsonLd = JSON.parse(
      tag(head, { type: 'application/ld+json' })?.content ?? '{}',
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Launch day',
      datePublished: '2025-05-15T09:00',
      inLanguage: 'en',
      mainEntityOfPage: 'https://www.prol.example/en/news/prol-self-service-launch',
      author: [{ '@type': 'Person', name: 'Jonas Berger' }],
    });
  });

  it('keeps an unknown slug out of search engines, without a URL of its own', () => {
    const head = routeHead(route(true), (key) => key, site);
    expect(tag(head, { name: 'robots' })?.attrs.content).toBe('noindex, nofollow');
    expect(tag(head, { rel: 'canonical' })).toBeUndefined();
    expect(tag(head, { type: 'application/ld+json' })).toBeUndefined();
  });
});
