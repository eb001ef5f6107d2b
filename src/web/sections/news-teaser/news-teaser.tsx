import type { NewsTeaserProps } from '../../../generated/content-types';
import { useRouteData } from '../../app/use-route-data';
import { ArticleCard } from '../../components/article-card';
import { CtaLink } from '../../components/cta-link';
import { SectionHeading } from '../../components/section-heading';
import { useNewestArticles } from '../../lib/articles/newest-articles';
import type { SectionComponentProps } from '../section-definition';

/** The newest articles of the language shown (SPEC §2 Home: 3) and a see-more button to /news. */
export function NewsTeaser({ props, index }: SectionComponentProps<NewsTeaserProps>) {
  const { language } = useRouteData();
  const articles = useNewestArticles(props.count);
  return (
    <section className="bg-navy-50" data-section="news-teaser">
      <div className="mx-auto max-w-content px-5 py-20 twocol:py-28">
        <SectionHeading
          eyebrow={props.eyebrow}
          title={props.title}
          subtitle={props.subtitle}
          index={index}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {articles.map((article) => (
            <li key={article.id} data-testid="news-teaser-article">
              <ArticleCard article={article} language={language} tagLimit={props.tagLimit} />
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <CtaLink cta={{ variant: 'secondary', ...props.seeMore }} />
        </div>
      </div>
    </section>
  );
}
