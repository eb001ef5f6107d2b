import { describe, expect, it } from 'vitest';
import { buildHead, documentTitle } from '../../src/web/app/head/route-head';
import { renderHeadTags } from '../../src/web/app/head/render-head';

const base = {
  title: 'Kontakt',
  description: 'Schreiben Sie uns',
  keywords: 'a, b',
  image: '/images/share/prol-share.png',
  productName: 'ProL',
  siteOrigin: 'https://www.example.org',
  noindex: false,
} as const;

const attr = (head: ReturnType<typeof buildHead>, match: Record<string, string>, name: string) =>
  head.tags.find((t) => Object.entries(match).every(([k, v]) => t.attrs[k] === v))?.attrs[name];

describe('page metadata (SPEC §2)', () => {
  it('titles as "Page | Product"', () => {
    expect(documentTitle('Kontakt', 'ProL')).toBe('Kontakt | ProL');
  });

  it('has canonical, og and hreflang URLs from the site origin and path', () => {
    const head = buildHead({ ...base, language: 'en', path: '/contact' });
    expect(attr(head, { rel: 'canonical' }, 'href')).toBe('https://www.example.org/en/contact');
    expect(attr(head, { property: 'og:url' }, 'content')).toBe(
      'https://www.example.org/en/contact',
    );
    expect(attr(head, { hreflang: 'de' }, 'href')).toBe('https://www.example.org/contact');
    expect(attr(head, { hreflang: 'x-default' }, 'href')).toBe('https://www.example.org/contact');
    expect(attr(head, { property: 'og:image' }, 'content')).toBe(
      'https://www.example.org/images/share/prol-share.png',
    );
    expect(attr(head, { property: 'og:locale' }, 'content')).toBe('en_US');
    expect(attr(head, { name: 'robots' }, 'content')).toBe('index, follow');
  });

  it('keeps unindexed pages out of search and without alternates', () => {
    const head = buildHead({ ...base, language: 'de', path: '/privacy', noindex: true });
    expect(attr(head, { name: 'robots' }, 'content')).toBe('noindex, nofollow');
    expect(head.tags.some((t) => t.attrs.hreflang)).toBe(false);
  });

  it('gives the 404 page no canonical URL', () => {
    const head = buildHead({ ...base, language: 'de', path: null, noindex: true });
    expect(attr(head, { rel: 'canonical' }, 'href')).toBeUndefined();
  });

  it('escapes text in the rendered HTML', () => {
    const html = renderHeadTags(
      buildHead({ ...base, language: 'de', path: '/', title: 'A "B" <C>' }),
    );
    expect(html).toContain('<title>A "B" &lt;C&gt; | ProL</title>');
    expect(html).toContain('content="A &quot;B&quot; &lt;C> | ProL"');
  });
});
