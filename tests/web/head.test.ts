import { describe, expect, it } from 'vitest';
import { buildHead, documentTitle, routeHead } from '../../src/web/app/head/route-head';
import type { PageRouteData } from '../../src/web/site/shown-page';
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

  it('describes the share picture: size and alt for og and twitter (issue 39)', () => {
    const head = buildHead({
      ...base,
      language: 'de',
      path: '/faq',
      image: '/images/share/pages/faq.de.abc.png',
      imageAlt: 'FAQ – Häufige Fragen – ProL',
      imageWidth: 1200,
      imageHeight: 630,
    });
    expect(attr(head, { property: 'og:image:width' }, 'content')).toBe('1200');
    expect(attr(head, { property: 'og:image:height' }, 'content')).toBe('630');
    expect(attr(head, { property: 'og:image:alt' }, 'content')).toBe('FAQ – Häufige Fragen – ProL');
    expect(attr(head, { name: 'twitter:image:alt' }, 'content')).toBe(
      'FAQ – Häufige Fragen – ProL',
    );
  });

  it("writes the page's JSON-LD, one script each, that no text can close (issue 39)", () => {
    const data: PageRouteData = {
      language: 'en',
      path: '/faq',
      file: 'faq',
      page: { path: '/faq', meta: { title: 't', description: 'd', keywords: 'k' }, sections: [] },
      sectionData: [],
      notFound: false,
      head: {},
      pageHead: {
        image: { url: '/images/share/pages/faq.en.x.png', alt: 'FAQ', width: 1200, height: 630 },
        jsonLd: [
          { '@type': 'FAQPage', name: 'A </script><script>alert(1)</script>' },
          { '@type': 'BreadcrumbList' },
        ],
      },
    };
    const head = routeHead(data, (key) => key, {
      productName: 'ProL',
      siteOrigin: 'https://x.example',
    });
    const html = renderHeadTags(head);
    expect(html.match(/<script data-head type="application\/ld\+json">/g)).toHaveLength(2);
    expect(html).not.toContain('</script><script>alert');
    const json = /<script data-head type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '')).toEqual(data.pageHead?.jsonLd[0]);
    expect(attr(head, { property: 'og:image' }, 'content')).toBe(
      'https://x.example/images/share/pages/faq.en.x.png',
    );
    // A 404 page says nothing about itself.
    expect(
      renderHeadTags(
        routeHead({ ...data, notFound: true }, (k) => k, {
          productName: 'ProL',
          siteOrigin: 'https://x.example',
        }),
      ),
    ).not.toContain('ld+json');
  });
});
