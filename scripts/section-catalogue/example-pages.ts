import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../../src/content/locales';
import { localizePath } from '../../src/content/routes';
import { readSectionSchemas } from '../../src/content/node/section-schema-files';

/**
 * The dev server's preview pages of the section catalogue: one page per section type at
 * /__sections/<type> (and /en/__sections/<type>), holding only that section with its schema's
 * example. They exist only in the dev server (never in pages/ or the build); the real app
 * renders them with the real components, texts and data, so the screenshots show what a page
 * file with these props shows.
 */
export const CATALOGUE_PATH = '/__sections';

/** The wrapper of the example section on a preview page (its `anchor` is the element's id). */
export const EXAMPLE_ANCHOR = 'catalogue-example';

/**
 * Sections whose `resolveData` step reads a URL parameter get a pattern and a real value for it.
 */
const PATTERNS: Record<string, { suffix: string; value: (root: string) => string }> = {
  'news-article': { suffix: '/:slug', value: (root) => firstArticleSlug(root) },
};

const META = {
  title: 'home.meta.title',
  description: 'home.meta.description',
  keywords: 'home.meta.keywords',
  image: '/images/share/prol-share.png',
  robots: 'noindex',
};

export function examplePages(root: string): Array<{ file: string; page: unknown }> {
  return readSectionSchemas(root).map(({ type, schema }) => ({
    file: `__section-${type}`,
    page: {
      $schema: '../schema/page.schema.json',
      version: 1,
      path: `${CATALOGUE_PATH}/${type}${PATTERNS[type]?.suffix ?? ''}`,
      meta: META,
      sections: [
        { type, anchor: EXAMPLE_ANCHOR, props: (schema.examples as unknown[] | undefined)?.[0] },
      ],
    },
  }));
}

/** The address of a section type's preview page in a language. */
export function examplePageUrl(root: string, type: string, language: Language): string {
  const pattern = PATTERNS[type];
  return localizePath(
    `${CATALOGUE_PATH}/${type}${pattern ? `/${pattern.value(root)}` : ''}`,
    language,
  );
}

function firstArticleSlug(root: string): string {
  const names = readdirSync(join(root, 'pages', 'articles', 'de'))
    .filter((name) => name.endsWith('.json'))
    .sort();
  return (names[0] ?? 'none.json').slice(0, -'.json'.length);
}
