import { useTranslation } from 'react-i18next';
import type { Language } from '../../../content/locales';
import type { ArticleSummary } from '../../lib/articles/article-data';
import { ArticleCard } from '../../components/article-card';
import { BareSectionFrame } from '../../components/section-frame';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

/** Cards of the articles to read next (chosen by relatedArticles). */
export function RelatedArticles({
  articles,
  title,
  language,
  tagLimit,
}: {
  articles: readonly ArticleSummary[];
  title: string;
  language: Language;
  tagLimit: number;
}) {
  const { t } = useTranslation();
  if (articles.length === 0) return null;
  return (
    <BareSectionFrame tone="tinted" labelledBy="related-title">
      <div className="mx-auto max-w-content px-5 py-14 twocol:py-20">
        <h2 id="related-title" className="text-2xl font-bold tracking-tight text-navy-950">
          <BreakableText text={t(title, WITH_BREAK_POINTS)} />
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} language={language} tagLimit={tagLimit} />
            </li>
          ))}
        </ul>
      </div>
    </BareSectionFrame>
  );
}
