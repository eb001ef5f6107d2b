import type { Language } from '../../../content/locales';
import { articleIndexUrl } from '../../../content/site-data';
import type { Article } from '../../../generated/content-types';

/** An article as a card shows it: everything but the body. */
export type ArticleSummary = Omit<Article, 'content'>;

/** The article cards of a language, newest first (the build sorts them). */
export async function loadArticleSummaries(
  language: Language,
  getJson: <T>(url: string) => Promise<T | null>,
): Promise<ArticleSummary[]> {
  return (await getJson<ArticleSummary[]>(articleIndexUrl(language))) ?? [];
}
