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

  it('answers the route file of a URL a pattern serves (/news/:slug), in either language', () => {
    const de = source.get(routeDataUrl('/news/some-slug')) as PagePayload;
    const en = source.get(routeDataUrl('/en/news/some-slug')) as PagePayload;
    expect([de.route.file, en.route.file]).toEqual(['news-article', 'news-article']);
    expect([de.language, en.language]).toEqual(['de', 'en']);
    expect(source.get(routeDataUrl('/news/a/b'))).toBeNull();
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

  it('leaves out what ended before its day: the setup-fee notice through 2025-10-31 (issue 37.7)', () => {
    const root = resolve(import.meta.dirname, '..', '..');
    const on = (today: string) => createSiteDataSource(root, { hashSharedTexts: true, today });
    const notes = (day: string, url: string) =>
      JSON.stringify((on(day).get(routeDataUrl(url)) as PagePayload).page).match(
        /"pricingNote":\{[^}]*\}/g,
      );
    for (const url of ['/', '/en', '/pricing', '/en/pricing', '/comparison', '/en/comparison']) {
      expect(notes('2025-10-31', url)?.join(), url).toContain('"setupFeeWaivedUntil":"2025-10"');
      expect(notes('2025-11-01', url)?.join() ?? '', url).not.toContain('setupFeeWaivedUntil');
    }
    // The prices' month stays.
    expect(notes('2025-11-01', '/')?.join()).toContain('"pricesValidFrom":"2025-11"');
  });

  it('leaves out a section whose "until" has passed, and does not load its code', () => {
    const root = resolve(import.meta.dirname, '..', '..');
    const page = {
      path: '/__offer',
      sections: [
        { type: 'hero', props: { title: 'faq.hero.title' } },
        { type: 'text-block', until: '2026-03-01', props: { title: 'faq.hero.title' } },
      ],
    };
    const on = (today: string) =>
      createSiteDataSource(root, {
        hashSharedTexts: false,
        today,
        extraPages: () => [{ file: '__offer', page }],
      }).get(routeDataUrl('/__offer')) as PagePayload<{ sections: Array<{ type: string }> }>;
    expect(on('2026-03-01').page.sections.map((s) => s.type)).toEqual(['hero', 'text-block']);
    expect(on('2026-03-02').page.sections.map((s) => s.type)).toEqual(['hero']);
    expect(on('2026-03-02').route.sections).toEqual(['hero']);
  });
});
