import { describe, expect, it } from 'vitest';
import type { Article } from '../../../src/generated/content-types';
import { articleHead } from '../../../src/web/lib/articles/article-head';
import { formatArticleDate } from '../../../src/web/lib/articles/format-article-date';
import { shareLinks } from '../../../src/web/lib/articles/share-links';

const site = { productName: 'ProL', siteOrigin: 'https://www.prol.example' };
const article: Article = {
  version: 1,
  id: 'launch',
  slug: 'prol-self-service-launch',
  title: 'Launch day',
  subtitle: 'Sub',
  source: 'ProL Newsroom',
  date: '15.5.2025, 09:00',
  author: 'Jonas Berger',
  excerpt: 'Three plans.',
  tags: ['Product', 'AI'],
  imageUrl: '/images/news/self-service-launch.svg',
  imageAlt: 'Cards',
  imageWidth: 1200,
  imageHeight: 675,
  shareImageUrl: '/images/news/share/self-service-launch-en.png',
  content: '<p>x</p>',
};

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

describe('the head of an article page', () => {
  const paths = { de: '/news/marktstart-prol-self-service', en: '/news/prol-self-service-launch' };

  it('takes title, description, image and type from the article, with NewsArticle JSON-LD', () => {
    const head = articleHead({ language: 'en', article, alternatePaths: paths }, site);
    expect(head?.input).toMatchObject({
      title: 'Launch day',
      description: 'Three plans.',
      image: '/images/news/share/self-service-launch-en.png',
      ogType: 'article',
      alternatePaths: paths,
    });
    const jsonLd = JSON.parse(head?.tags[0]?.content ?? '{}') as Record<string, unknown>;
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
    expect(articleHead({ language: 'de', article: null }, site)).toEqual({
      input: { path: null, noindex: true },
      tags: [],
    });
  });

  it('changes nothing on other pages', () => {
    expect(articleHead({ language: 'de' }, site)).toBeNull();
  });
});
