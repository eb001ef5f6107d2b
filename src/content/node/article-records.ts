import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sortNewestFirst } from '../article-order';
import { LANGUAGES, isLanguage, type Language } from '../locales';
import { articlePath } from '../routes';
import type { JsonReader } from './json-file-cache';
import { typesetArticle } from './typography';

/** One news article as read from pages/articles/<language>/<file>.json, typeset. */
export interface ArticleRecord {
  id: string;
  slug: string;
  date: string;
  content?: string;
  [field: string]: unknown;
}

/** Per language, every article, newest first. */
export type ArticlesByLanguage = ReadonlyMap<Language, ArticleRecord[]>;

const isArticleRecord = (value: unknown): value is ArticleRecord =>
  typeof (value as ArticleRecord | null)?.id === 'string' &&
  typeof (value as ArticleRecord | null)?.slug === 'string';

/** Reads and typesets every article file; a language without a folder has none. */
export function readArticles(root: string, read: JsonReader): ArticlesByLanguage {
  const articles = new Map<Language, ArticleRecord[]>();
  for (const language of LANGUAGES) {
    const dir = join(root, 'pages', 'articles', language);
    let names: string[] = [];
    try {
      names = readdirSync(dir).filter((name) => name.endsWith('.json'));
    } catch {
      // No articles in this language.
    }
    const records = names
      .map((name) =>
        read(join(dir, name), (value) =>
          isArticleRecord(value) ? typesetArticle(value, language) : null,
        ),
      )
      .filter(isArticleRecord);
    articles.set(language, sortNewestFirst(records));
  }
  return articles;
}

/** The cards of a language, newest first: every field but the body. */
export function articleCards(articles: ArticlesByLanguage, language: Language): unknown[] {
  return (articles.get(language) ?? []).map(({ content: _body, ...card }) => card);
}

/**
 * The article a slug names in `language` (its own slug first, else the other language's, so a
 * language switch on an article lands on its translation), with its address in each language.
 */
export function findArticle(
  articles: ArticlesByLanguage,
  language: Language,
  slug: string,
): { article: ArticleRecord; paths: Partial<Record<Language, string>> } | null {
  const id =
    articles.get(language)?.find((a) => a.slug === slug)?.id ??
    [...articles.values()].flat().find((a) => a.slug === slug)?.id;
  const article = articles.get(language)?.find((a) => a.id === id);
  if (!id || !article) return null;
  const paths: Partial<Record<Language, string>> = {};
  for (const [other, records] of articles) {
    const same = records.find((a) => a.id === id);
    if (same && isLanguage(other)) paths[other] = articlePath(same.slug);
  }
  return { article, paths };
}
