import { LANGUAGES, type Language } from '../../../content/locales';

/**
 * Which slug each article has in each language, without loading any article text: only the
 * `id` field of every file is bundled (the file name is the slug; the validator ensures it).
 * Lets an article page name its URL in the other language and read a slug of either language.
 */
// The query makes these modules distinct from the ones the per-language chunks import whole,
// so the bundler keeps only the `id` constant here instead of sharing the full article files.
const ids = import.meta.glob<string>('../../../../pages/articles/*/*.json', {
  eager: true,
  import: 'id',
  query: '?article-id.json',
});

export interface ArticleIndexEntry {
  id: string;
  language: Language;
  slug: string;
}

export const articleIndex: readonly ArticleIndexEntry[] = Object.entries(ids).flatMap(
  ([file, id]) => {
    const match = /\/articles\/([a-z]+)\/([^/]+)\.json$/.exec(file);
    const language = match?.[1];
    if (!match || !LANGUAGES.includes(language as Language)) return [];
    return [{ id, language: language as Language, slug: match[2] as string }];
  },
);

/** The id of the article a slug names: the language's own slug first, then the other's. */
export function articleIdForSlug(
  slug: string,
  language: Language,
  index: readonly ArticleIndexEntry[] = articleIndex,
): string | null {
  const own = index.find((e) => e.language === language && e.slug === slug);
  const any = own ?? index.find((e) => e.slug === slug);
  return any?.id ?? null;
}

/** `/news/<slug>` of an article in every language it exists in. */
export function articlePaths(
  id: string,
  index: readonly ArticleIndexEntry[] = articleIndex,
): Partial<Record<Language, string>> {
  const paths: Partial<Record<Language, string>> = {};
  for (const entry of index) if (entry.id === id) paths[entry.language] = articlePath(entry.slug);
  return paths;
}

/** The site path of an article (German form; localizePath adds /en). */
export function articlePath(slug: string): string {
  return `/news/${slug}`;
}
