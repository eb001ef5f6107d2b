import { useTranslation } from 'react-i18next';
import type { NewsListProps } from '../../../generated/content-types';
import { useShownLanguage } from '../../site/shown-page';
import { ArticleCard } from '../../components/article-card';
import { BareSectionFrame } from '../../components/section-frame';
import { Eyebrow, SectionTitle } from '../../components/section-heading';
import type { SectionComponentProps } from '../section-definition';
import type { NewsListData } from '.';
import { LiveIndicator } from './live-indicator';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

/** SPEC §2 "News list": hero with a live indicator, then every article of the language as a card. */
export function NewsList({
  props,
  index,
  data,
}: SectionComponentProps<NewsListProps, NewsListData>) {
  const { t } = useTranslation();
  const language = useShownLanguage();
  const { articles } = data;
  return (
    <>
      <BareSectionFrame tone="dark">
        {/* A composed hero rather than a picture (issue 21.4, decision 133): the title on the
            left, the subtitle on the right at the title's baseline, over a hairline rule. */}
        <div className="mx-auto grid max-w-content gap-x-16 px-5 py-16 twocol:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] twocol:items-end twocol:py-20">
          <div>
            <div className="flex flex-wrap items-center gap-4">
              <Eyebrow text={props.eyebrow} className="text-orange-200" />
              <LiveIndicator label={t(props.liveLabel)} />
            </div>
            <SectionTitle className="mt-4 max-w-3xl text-4xl font-bold leading-tight tracking-tight text-balance twocol:text-6xl">
              <BreakableText text={t(props.title, WITH_BREAK_POINTS)} />
            </SectionTitle>
          </div>
          {props.subtitle && (
            <p className="mt-5 max-w-2xl text-lg text-slate-200 twocol:mt-0 twocol:border-l-2 twocol:border-accent twocol:pb-2 twocol:pl-6">
              <BreakableText text={t(props.subtitle, WITH_BREAK_POINTS)} />
            </p>
          )}
        </div>
      </BareSectionFrame>
      <BareSectionFrame tone="tinted" labelledBy="news-list-title">
        <div className="mx-auto max-w-content px-5 py-12 twocol:py-16">
          <h2 id="news-list-title" className="sr-only">
            <BreakableText text={t(props.listTitle, WITH_BREAK_POINTS)} />
          </h2>
          {articles.length === 0 ? (
            <p className="text-lg text-muted">
              <BreakableText text={t(props.emptyText, WITH_BREAK_POINTS)} />
            </p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {articles.map((article, position) => (
                <li key={article.id} className={position === 0 ? leadSpan(articles.length) : ''}>
                  <ArticleCard
                    featured={position === 0 && articles.length > 1 && articles.length % 3 !== 0}
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
      </BareSectionFrame>
    </>
  );
}

/**
 * The newest article leads, as wide as it takes for every row to be full (issue 21.7): in three
 * columns it spans two (5, 8, 11 articles), three (4, 7, 10) or one (3, 6, 9); in two columns it
 * spans both when the rest pair up.
 */
function leadSpan(count: number): string {
  const wide = count % 3 === 2 ? 'lg:col-span-2' : count % 3 === 1 ? 'lg:col-span-3' : '';
  const phone = count % 2 === 1 ? 'sm:col-span-2' : 'sm:col-span-1';
  if (count < 2) return '';
  return `${phone} ${wide || 'lg:col-span-1'}`;
}
