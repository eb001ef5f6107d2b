import { localizePath } from '../../../content/routes';
import type { NewsArticleProps } from '../../../generated/content-types';
import { siteConfig } from '../../site/site-config';
import { useShownLanguage } from '../../site/shown-page';
import { CtaLink } from '../../components/cta-link';
import { NotFoundMessage } from '../../components/not-found-message';
import { BareSectionFrame } from '../../components/section-frame';
import type { SectionComponentProps } from '../section-definition';
import { ArticleBody } from './article-body';
import { ArticleHeader } from './article-header';
import type { NewsArticleData } from './resolve-article-data';
import { RelatedArticles } from './related-articles';
import { ShareBar } from './share-bar';

/** SPEC §2 "Article page": the article the route loader resolved from the slug, or not found. */
export function NewsArticle({
  props,
  data,
}: SectionComponentProps<NewsArticleProps, NewsArticleData>) {
  const language = useShownLanguage();
  const { article, paths, related } = data;
  if (!article) {
    const { eyebrow, title, text, cta } = props.notFound;
    // SPEC §8: "Article Not Found", the explanation and a button back to the news.
    return <NotFoundMessage code={eyebrow} title={title} text={text} cta={cta} padding="py-24" />;
  }
  const url =
    siteConfig.siteOrigin + localizePath(paths[language] ?? `/news/${article.slug}`, language);
  return (
    <>
      <BareSectionFrame as="article" lang={language}>
        <ArticleHeader article={article} language={language} props={props} />
        <div className="mx-auto max-w-4xl px-5">
          <img
            src={article.imageUrl}
            alt={article.imageAlt}
            width={article.imageWidth}
            height={article.imageHeight}
            fetchPriority="high"
            className="-mt-28 h-auto w-full rounded-card bg-navy-900 shadow-xl twocol:-mt-36"
          />
        </div>
        {/* The title's left edge and width, the text at a reading measure (issue 21.9). */}
        <div className="mx-auto max-w-4xl px-5 py-12 twocol:py-16">
          <div className="max-w-3xl">
            <ArticleBody html={article.content} />
            <div className="mt-12">
              <ShareBar labels={props.share} url={url} title={article.title} />
            </div>
          </div>
        </div>
      </BareSectionFrame>
      <RelatedArticles
        articles={related}
        title={props.relatedTitle}
        language={language}
        tagLimit={props.tagLimit}
      />
      <BareSectionFrame as="div" className="mx-auto max-w-content px-5 py-12 text-center">
        <CtaLink cta={props.back} />
      </BareSectionFrame>
    </>
  );
}
