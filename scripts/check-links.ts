/**
 * `npm run check:links`: serves the build (BUILD_OUT_DIR, default dist) with the real server and
 * lets linkinator crawl it from every prerendered page: every link, image, script, stylesheet,
 * font (CSS url()) and #fragment on this site must resolve. Links to other hosts (the app,
 * partners, share targets, mailto:) are not followed: the machines reach no other host.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LinkChecker } from 'linkinator';
import { builtRoutes } from './quality/built-pages';
import { serveBuild } from './quality/serve-build';

const clientDir = resolve(process.env.BUILD_OUT_DIR ?? 'dist', 'client');
const port = Number(process.env.CHECK_LINKS_PORT ?? 4391);
const routes = builtRoutes(clientDir);
// Canonical, hreflang and share-image URLs name the public origin; they are checked here too.
const { siteOrigin } = JSON.parse(readFileSync('pages/site.json', 'utf8')) as {
  siteOrigin: string;
};
if (routes.length === 0) {
  console.error(`check:links: no pages in ${clientDir}; run npm run build first`);
  process.exit(1);
}

const { origin, stop } = await serveBuild(clientDir, port);
let broken: { url: string; status?: number; parent?: string }[] = [];
let checked = 0;
try {
  const checker = new LinkChecker();
  const result = await checker.check({
    path: routes.map((route) => `${origin}${route}`),
    recurse: true,
    concurrency: 8,
    checkCss: true,
    checkFragments: true,
    timeout: 20_000,
    // Unprefixed paths are German; without this the server would negotiate English for the
    // crawler's default Accept-Language and the German pages would go unchecked.
    headers: { 'Accept-Language': 'de' },
    urlRewriteExpressions: [{ pattern: new RegExp(`^${escape(siteOrigin)}`), replacement: origin }],
    linksToSkip: async (link) => !link.startsWith(origin),
  });
  checked = result.links.filter((link) => link.state !== 'SKIPPED').length;
  broken = result.links.filter((link) => link.state === 'BROKEN');
} finally {
  await stop();
}
for (const link of broken)
  console.error(`broken  ${link.url} (${link.status ?? 'no answer'}) on ${link.parent ?? '?'}`);
console.log(
  `check:links: ${routes.length} start pages, ${checked} links checked, ${broken.length} broken`,
);
process.exit(broken.length > 0 ? 1 : 0);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
