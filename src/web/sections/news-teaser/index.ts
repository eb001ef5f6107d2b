import { newestArticles } from '../../../content/article-order';
import { loadArticleSummaries, type ArticleSummary } from '../../lib/articles/article-data';
import { defineSection } from '../section-definition';
import { NewsTeaser } from './news-teaser';

/** SPEC §2 Home: the `count` newest articles of the language shown. */
export default defineSection('news-teaser', NewsTeaser, async ({ props, language, getJson }) => ({
  data: { articles: newestArticles(await loadArticleSummaries(language, getJson), props.count) },
}));

export interface NewsTeaserData {
  articles: ArticleSummary[];
}
