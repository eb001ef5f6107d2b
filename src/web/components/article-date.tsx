import type { Language } from '../../content/locales';
import { articleDateTime, formatArticleDate } from '../lib/articles/format-article-date';

/** An article's date as its language writes it, with the machine-readable form in `dateTime`. */
export function ArticleDate({ date, language }: { date: string; language: Language }) {
  return <time dateTime={articleDateTime(date)}>{formatArticleDate(date, language)}</time>;
}
