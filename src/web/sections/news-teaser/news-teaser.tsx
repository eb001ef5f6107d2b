import type { NewsTeaserProps } from '../../../generated/content-types';
import { useShownLanguage } from '../../site/shown-page';
import { ArticleCard } from '../../components/article-card';
import { CtaLink } from '../../components/cta-link';
import { SectionFrame } from '../../components/section-frame';
import type { SectionComponentProps } from '../section-definition';
import type { NewsTeaserData } from '.';

/** The newest articles of the language shown (SPEC §2 Home: 3) and a see-more button to /news. */
export function NewsTeaser({
  props,
  data,
}: SectionComponentProps<NewsTeaserProps, NewsTeaserData>) {
  const language = useShownLanguage();
  const { articles } = data;
  return (
    <SectionFrame tone="tinted" spacing="roomy" heading={props}>
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
