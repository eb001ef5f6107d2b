import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NewsArticleProps } from '../../../src/generated/content-types';
import { ArticleCard } from '../../../src/web/components/article-card';
import { ArticleDate } from '../../../src/web/components/article-date';
import { ArticleHeader } from '../../../src/web/sections/news-article/article-header';
import newsArticleSchema from '../../../schema/sections/news-article.schema.json';
import { renderInSite } from '../support/render-in-site';
import { sampleArticle } from '../support/sample-article';

const article = sampleArticle;

// The section's own example (schema/sections/news-article.schema.json).
const newsArticleProps = (newsArticleSchema as unknown as { examples: [NewsArticleProps] })
  .examples[0];

const timeOf = (container: HTMLElement) => {
  const time = container.querySelector('time');
  return { text: time?.textContent, dateTime: time?.getAttribute('datetime') };
};

describe('an article date is one <time> element, on the card and in the header (ArticleDate)', () => {
  it('the card writes the long date of its language with the ISO form in datetime', () => {
    const { container } = renderInSite(
      <ArticleCard article={article} language="de" tagLimit={1} />,
      { language: 'de', path: '/news' },
    );
    expect(timeOf(container)).toEqual({ text: '15. Mai 2025', dateTime: '2025-05-15T09:00' });
  });

  it('the article header writes the same', () => {
    const { container } = renderInSite(
      <ArticleHeader article={article} language="en" props={newsArticleProps} />,
      { language: 'en', path: '/news' },
    );
    expect(timeOf(container)).toEqual({ text: '15 May 2025', dateTime: '2025-05-15T09:00' });
  });

  it('an unreadable date is shown as written, without a datetime', () => {
    const { container } = render(<ArticleDate date="soon" language="en" />);
    expect(timeOf(container)).toEqual({ text: 'soon', dateTime: null });
  });
});
