import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { sitemapFiles, type SitemapEntry } from './sitemap-files';

/**
 * sitemap.xml and robots.txt from the prerendered HTML itself: a page is listed when its HTML
 * says `index` and names itself as canonical (so aliases and noindex pages stay out), with the
 * hreflang alternates the page declares. Past the protocol's limits the list is split into
 * several files under a sitemap index (sitemap-files.ts). Returns the number of URLs listed.
 */
export function writeSitemap(clientDir: string, siteOrigin: string): number {
  const entries = new Map<string, SitemapEntry>();
  for (const file of htmlFiles(clientDir)) {
    const html = readFileSync(file, 'utf8');
    if (!/<meta data-head name="robots" content="index/.test(html)) continue;
    const canonical = /<link data-head rel="canonical" href="([^"]+)">/.exec(html)?.[1];
    if (!canonical || canonical !== siteOrigin + urlPathOf(clientDir, file)) continue;
    const alternates = [
      ...html.matchAll(/<link data-head rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g),
    ].map((m) => ({
      hreflang: m[1] as string,
      href: m[2] as string,
    }));
    entries.set(canonical, { loc: canonical, alternates });
  }
  const sorted = [...entries.values()].sort((a, b) => a.loc.localeCompare(b.loc));
  for (const [name, xml] of Object.entries(sitemapFiles(sorted, siteOrigin)))
    writeFileSync(join(clientDir, name), xml);
  writeFileSync(
    join(clientDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin}/sitemap.xml\n`,
  );
  return entries.size;
}

/** `about/index.html` -> `/about`, `index.html` -> `/`, `en/index.html` -> `/en`. */
function urlPathOf(clientDir: string, file: string): string {
  const path = `/${relative(clientDir, file).split(sep).join('/')}`.replace(/\/?index\.html$/, '');
  return path === '' ? '/' : path;
}

function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...htmlFiles(path));
    else if (entry === 'index.html') out.push(path);
  }
  return out;
}
