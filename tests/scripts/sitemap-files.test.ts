import { describe, expect, it } from 'vitest';
import { SITEMAP_LIMITS, sitemapFiles } from '../../scripts/prerender/sitemap-files';

const ORIGIN = 'https://www.prol.example';
/** A generated site's sitemap entries: `/page-<n>` with its English alternate. */
const site = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    loc: `${ORIGIN}/page-${i}`,
    alternates: [{ hreflang: 'en', href: `${ORIGIN}/en/page-${i}` }],
  }));
const urlCount = (xml: string) => xml.match(/<url>/g)?.length ?? 0;

describe('sitemap within the protocol limits (issue 26)', () => {
  it('is one sitemap.xml up to 50,000 URLs', () => {
    const files = sitemapFiles(site(50_000), ORIGIN);
    expect(Object.keys(files)).toEqual(['sitemap.xml']);
    expect(urlCount(files['sitemap.xml'] as string)).toBe(50_000);
  });

  it('splits 50,001 URLs into two files under a sitemap index', () => {
    const files = sitemapFiles(site(50_001), ORIGIN);
    expect(Object.keys(files).sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap.xml']);
    expect(urlCount(files['sitemap-1.xml'] as string)).toBe(50_000);
    expect(urlCount(files['sitemap-2.xml'] as string)).toBe(1);
    const index = files['sitemap.xml'] as string;
    expect(index).toContain('<sitemapindex');
    expect(index).toContain(`<loc>${ORIGIN}/sitemap-1.xml</loc>`);
    expect(index).toContain(`<loc>${ORIGIN}/sitemap-2.xml</loc>`);
  });

  it('splits by size too: no file passes the byte limit', () => {
    const limits = { urls: SITEMAP_LIMITS.urls, bytes: 20_000 };
    const files = sitemapFiles(site(500), ORIGIN, limits);
    const parts = Object.entries(files).filter(([name]) => name !== 'sitemap.xml');
    expect(parts.length).toBeGreaterThan(1);
    for (const [, xml] of parts) expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(20_000);
    expect(parts.reduce((sum, [, xml]) => sum + urlCount(xml), 0)).toBe(500);
  });
});
