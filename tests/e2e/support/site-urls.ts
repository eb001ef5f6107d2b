import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every URL of the site in both languages, derived from the page files and the article files
 * (as routes.spec.ts does), so a new page or article is checked without touching the specs.
 */
const root = join(import.meta.dirname, '..', '..', '..');
export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/** German path -> the path in this language ("/" -> "/en", "/faq" -> "/en/faq"). */
export function localized(language: Language, path: string): string {
  if (language === 'de') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/** Concrete page paths (no 404 "*", no "/news/:slug" pattern), German form, home first. */
export function pagePaths(): string[] {
  return readdirSync(join(root, 'pages'))
    .filter((file) => file.endsWith('.json') && file !== 'site.json')
    .map((file) => readJson<{ path: string }>(join(root, 'pages', file)).path)
    .filter((path) => path !== '*' && !path.includes(':'))
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}

/** The article URLs of one language ("/news/<slug>" or "/en/news/<slug>"). */
export function articleUrls(language: Language): string[] {
  const dir = join(root, 'pages', 'articles', language);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => readJson<{ slug: string }>(join(dir, file)).slug)
    .sort()
    .map((slug) => localized(language, `/news/${slug}`));
}

/** An address no page answers, for the 404 page (the console guard expects this name). */
export const MISSING_PATH = '/does-not-exist';

/** Every URL a visitor can land on in this language: pages, articles and the 404 page. */
export function everyUrl(language: Language): string[] {
  return [
    ...pagePaths().map((path) => localized(language, path)),
    ...articleUrls(language),
    localized(language, MISSING_PATH),
  ];
}
