import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSiteDataSource } from '../../src/content/node/site-data-source';
import {
  articleDataUrl,
  articleIndexUrl,
  pageDataUrl,
  routeDataUrl,
  type ArticlePayload,
  type PagePayload,
} from '../../src/content/site-data';

const source = createSiteDataSource(resolve(import.meta.dirname, '..', '..'), {
  hashSharedTexts: true,
});

describe('site data (what the browser and the prerender read)', () => {
  it('answers a page URL in either language with its page file, page and own texts', () => {
    const de = source.get(routeDataUrl('/faq')) as PagePayload<{ path: string }>;
    const en = source.get(routeDataUrl('/en/faq')) as PagePayload<{ path: string }>;
    expect(de.route).toMatchObject({ file: 'faq', path: '/faq' });
    expect(de.page.path).toBe('/faq');
    expect([de.language, en.language]).toEqual(['de', 'en']);
    expect(Object.keys(de.texts)).toContain('faq');
    // The texts every page shows are apart, named by their content.
    expect(Object.keys(de.texts)).not.toContain('common');
    expect(de.sharedTexts).toMatch(/^\/assets\/texts\.de\.[\w-]{10}\.json$/);
    expect(Object.keys(source.get(de.sharedTexts) as object)).toContain('common');
  });

  it('serves an alias (/blog) like its page, and nothing for a URL no page serves', () => {
    expect((source.get(routeDataUrl('/blog')) as PagePayload).route.file).toBe('news');
    expect(source.get(routeDataUrl('/no-such-page'))).toBeNull();
    expect(source.get(pageDataUrl('not-found', 'en'))).toMatchObject({ language: 'en' });
  });

  it('finds an article by the slug of either language, with its URL in both', () => {
    const byOwn = source.get(
      articleDataUrl('en', 'prol-acquires-techpuls-media'),
    ) as ArticlePayload<{ id: string; title: string }>;
    const byGerman = source.get(
      articleDataUrl('en', 'prol-uebernimmt-techpuls-media'),
    ) as ArticlePayload<{ id: string; title: string }>;
    expect(byGerman.article.title).toBe(byOwn.article.title);
    expect(byOwn.paths).toEqual({
      de: '/news/prol-uebernimmt-techpuls-media',
      en: '/news/prol-acquires-techpuls-media',
    });
    expect(source.get(articleDataUrl('de', 'no-such-article'))).toBeNull();
  });

  it('lists article cards newest first, without their bodies', () => {
    const cards = source.get(articleIndexUrl('de')) as Array<Record<string, unknown>>;
    expect(cards).toHaveLength(5);
    expect(cards.every((card) => !('content' in card))).toBe(true);
  });

  it('serves extra pages that are not in pages/ (the section examples of the dev server) with their texts', () => {
    const withExtra = createSiteDataSource(resolve(import.meta.dirname, '..', '..'), {
      hashSharedTexts: false,
      extraPages: () => [
        {
          file: '__example',
          page: {
            path: '/__example',
            sections: [{ type: 'text-block', props: { title: 'faq.hero.title' } }],
          },
        },
      ],
    });
    const en = withExtra.get(routeDataUrl('/en/__example')) as PagePayload;
    expect(en.route).toEqual({ file: '__example', path: '/__example', sections: ['text-block'] });
    expect(Object.keys(en.texts)).toContain('faq');
    // The site's own data is not touched.
    expect(source.get(routeDataUrl('/__example'))).toBeNull();
  });
});
