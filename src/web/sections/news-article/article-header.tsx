import { BreakableText } from '../../components/breakable-text';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../content/locales';
import type { Article, NewsArticleProps } from '../../../generated/content-types';
import { ArticleTags } from '../../components/article-tags';
import { SiteLink } from '../../components/site-link';
import { ArticleDate } from '../../components/article-date';
import { SectionTitle } from '../../components/section-heading';
import { ArrowLeftIcon } from './share-icons';

/** Back to news; source, long date and author; title, subtitle and every tag. */
export function ArticleHeader({
  article,
  language,
  props,
}: {
  article: Article;
  language: Language;
  props: NewsArticleProps;
}) {
  const { t } = useTranslation();
  return (
    <header className="bg-navy-950 text-white">
      <div className="mx-auto max-w-4xl px-5 pb-36 pt-10 twocol:pb-44 twocol:pt-14">
        <SiteLink
          to={props.back.to}
          className="inline-flex items-center gap-2 rounded-full text-sm font-semibold text-orange-200 underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon />
          {t(props.back.label)}
        </SiteLink>
        <p className="mt-8 text-sm font-semibold uppercase tracking-wider text-orange-200">
          {article.source}
        </p>
        <p className="mt-1 text-sm text-slate-200">
          <ArticleDate date={article.date} language={language} />
          <span aria-hidden="true"> · </span>
          <span>{t(props.byline, { author: article.author })}</span>
        </p>
        <SectionTitle className="mt-4 text-4xl font-bold leading-tight tracking-tight text-balance twocol:text-5xl">
          <BreakableText text={article.title} />
        </SectionTitle>
        <p className="mt-5 text-xl leading-relaxed text-slate-200">
          <BreakableText text={article.subtitle} />
        </p>
        <ArticleTags tags={article.tags} label={t(props.tagsLabel)} tone="dark" className="mt-6" />
      </div>
    </header>
  );
}
