import type { NewsTeaserProps } from '../../../generated/content-types';
import { useRouteLanguage } from '../../app/page-route-data';
import { ArticleCard } from '../../components/article-card';
import { CtaLink } from '../../components/cta-link';
import { SectionFrame } from '../../components/section-frame';
import type { SectionComponentProps } from '../section-definition';
import type { NewsTeaserData } from '.';

/** The newest articles of the language shown (SPEC §2 Home: 3) and a see-more button to /news. */
export function NewsTeaser({
  props,
  index,
  data,
}: SectionComponentProps<NewsTeaserProps, NewsTeaserData>) {
  const language = useRouteLanguage();
  const { articles } = data;
  return (
    <SectionFrame type="news-teaser" tone="tinted" spacing="roomy" heading={props} index={index}>
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
    </SectionFrame>
  );
}
