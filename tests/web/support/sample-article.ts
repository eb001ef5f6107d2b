import type { Article } from '../../../src/generated/content-types';

/** One article as an article file holds it, for tests of how articles are shown. */
export const sampleArticle: Article = {
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
