/** Hashed build assets never change under the same name; HTML must be revalidated every time. */
export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  // Site data (_app/: page files and texts by URL) must always match the HTML it hydrates.
  if (relativePath.endsWith('.html') || relativePath.startsWith('_app/')) return 'no-cache';
  // Fonts, images, video, robots.txt, sitemap.xml: unhashed names, so only briefly cacheable.
  return 'public, max-age=3600';
}

/**
 * Text files the build writes .br and .gz siblings for (scripts/prerender/precompress.ts) and the
 * server answers with `Vary: Accept-Encoding`; images, fonts and video are compressed already.
 */
export const PRECOMPRESSED_FILE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;
