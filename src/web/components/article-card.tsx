import { BreakableText } from './breakable-text';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../content/locales';
import type { ArticleSummary } from '../lib/articles/article-data';
import { articlePath } from '../../content/routes';
import { ArticleDate } from './article-date';
import { ArticleTags } from './article-tags';
import { imageLoading } from './site-image';
import { SiteLink } from './site-link';

/**
 * A news card: image, source, date, title (the link to the article, stretched over the card),
 * excerpt and the first `tagLimit` tags. Shared by the news list, related articles and the home
 * page's news section. `priority` marks the card whose image is the first screen's largest
 * element (the LCP): loaded at once and first instead of lazily.
 */
export function ArticleCard({
  article,
  language,
  tagLimit,
  headingLevel = 3,
  priority = false,
  featured = false,
}: {
  article: ArticleSummary;
  language: Language;
  tagLimit: number;
  headingLevel?: 2 | 3;
  priority?: boolean;
  /** The newest article leading the news list: a wider image and a larger title. */
  featured?: boolean;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-sm transition-shadow duration-(--duration-ui) hover:shadow-lg has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent">
      <img
        src={article.imageUrl}
        alt=""
        width={article.imageWidth}
        height={article.imageHeight}
        {...imageLoading(priority)}
        className={`aspect-video h-auto w-full bg-navy-900 object-cover ${featured ? 'lg:aspect-[21/9]' : ''}`}
      />
      <div className={`flex flex-1 flex-col ${featured ? 'p-5 lg:p-7' : 'p-5'}`}>
        <p className="text-xs font-semibold uppercase tracking-wider text-accent">
          {article.source}
        </p>
        <p className="mt-1 text-sm text-muted">
          <ArticleDate date={article.date} language={language} />
        </p>
        <Heading
          className={`mt-3 font-bold leading-snug text-ink text-balance ${featured ? 'text-lg lg:text-2xl' : 'text-lg'}`}
        >
          <SiteLink
            to={articlePath(article.slug)}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-navy-700"
          >
            <BreakableText text={article.title} />
          </SiteLink>
        </Heading>
        <p
          className={`mt-2 leading-relaxed text-muted ${featured ? 'text-sm lg:text-base' : 'text-sm'}`}
        >
          <BreakableText text={article.excerpt} />
        </p>
        <ArticleTags
          tags={article.tags.slice(0, tagLimit)}
          label={t('article-card.tags')}
          className="mt-auto pt-5"
        />
      </div>
    </article>
  );
}
