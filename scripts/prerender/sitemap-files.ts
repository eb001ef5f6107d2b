export interface SitemapEntry {
  loc: string;
  alternates: Array<{ hreflang: string; href: string }>;
}

/** The sitemap protocol's limits per file (sitemaps.org): 50,000 URLs and 50 MB uncompressed. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 } as const;

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function urlElement(entry: SitemapEntry): string {
  const alternates = entry.alternates
    .map(
      (a) =>
        `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
    )
    .join('\n');
  return `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>\n${alternates}\n  </url>\n`;
}

/**
 * The sitemap files for `entries`: one `sitemap.xml` while it fits the protocol's limits;
 * otherwise `sitemap-1.xml`, `sitemap-2.xml`… each within them, and `sitemap.xml` as the index
 * that lists them (robots.txt keeps naming sitemap.xml either way).
 */
export function sitemapFiles(
  entries: readonly SitemapEntry[],
  siteOrigin: string,
  limits: { urls: number; bytes: number } = SITEMAP_LIMITS,
): Record<string, string> {
  const overhead = Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE);
  const parts: string[][] = [[]];
  let bytes = overhead;
  for (const entry of entries) {
    const element = urlElement(entry);
    const size = Buffer.byteLength(element);
    const current = parts.at(-1) as string[];
    if (current.length > 0 && (current.length >= limits.urls || bytes + size > limits.bytes)) {
      parts.push([element]);
      bytes = overhead + size;
    } else {
      current.push(element);
      bytes += size;
    }
  }
  const urlset = (elements: string[]) => URLSET_OPEN + elements.join('') + URLSET_CLOSE;
  if (parts.length === 1) return { 'sitemap.xml': urlset(parts[0] as string[]) };
  const files: Record<string, string> = {};
  const index = parts.map((elements, i) => {
    const name = `sitemap-${i + 1}.xml`;
    files[name] = urlset(elements);
    return `  <sitemap>\n    <loc>${escapeXml(`${siteOrigin}/${name}`)}</loc>\n  </sitemap>\n`;
  });
  files['sitemap.xml'] =
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    index.join('') +
    '</sitemapindex>\n';
  return files;
}
