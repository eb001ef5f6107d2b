/** Hashed build assets never change under the same name; HTML must be revalidated every time. */
export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (relativePath.endsWith('.html')) return 'no-cache';
  // Fonts, images, video, robots.txt, sitemap.xml: unhashed names, so only briefly cacheable.
  return 'public, max-age=3600';
}
