import { useTranslation } from 'react-i18next';
import type { NewsListProps } from '../../../generated/content-types';
import { useRouteLanguage } from '../../app/page-route-data';
import { ArticleCard } from '../../components/article-card';
import type { SectionComponentProps } from '../section-definition';
import type { NewsListData } from '.';
import { LiveIndicator } from './live-indicator';

/** SPEC §2 "News list": hero with a live indicator, then every article of the language as a card. */
export function NewsList({
  props,
  index,
  data,
}: SectionComponentProps<NewsListProps, NewsListData>) {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const { articles } = data;
  const Heading = index === 0 ? 'h1' : 'h2';
  return (
    <>
      <section className="bg-navy-950 text-white">
        <div className="mx-auto max-w-content px-5 py-16 twocol:py-20">
          <div className="flex flex-wrap items-center gap-4">
            {props.eyebrow && (
              <p className="text-sm font-semibold uppercase tracking-widest text-orange-200">
                {t(props.eyebrow)}
              </p>
            )}
            <LiveIndicator label={t(props.liveLabel)} />
          </div>
          <Heading className="mt-4 max-w-3xl text-4xl font-bold leading-tight tracking-tight text-balance twocol:text-5xl">
            {t(props.title)}
          </Heading>
          {props.subtitle && (
            <p className="mt-5 max-w-2xl text-lg text-slate-200">{t(props.subtitle)}</p>
          )}
        </div>
      </section>
      <section aria-labelledby="news-list-title" className="bg-navy-50">
        <div className="mx-auto max-w-content px-5 py-12 twocol:py-16">
          <h2 id="news-list-title" className="sr-only">
            {t(props.listTitle)}
          </h2>
          {articles.length === 0 ? (
            <p className="text-lg text-muted">{t(props.emptyText)}</p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 twocol:grid-cols-4">
              {articles.map((article, position) => (
                <li key={article.id}>
                  <ArticleCard
                    article={article}
                    language={language}
                    tagLimit={props.tagLimit}
                    // Below the hero, the first card's image is the largest element of the first
                    // screen at every width (the LCP).
                    priority={index === 0 && position === 0}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
