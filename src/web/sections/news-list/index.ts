import { loadArticleSummaries, type ArticleSummary } from '../../lib/articles/article-data';
import { defineSection } from '../section-definition';
import { NewsList } from './news-list';

export default defineSection('news-list', NewsList, async ({ language, getJson }) => ({
  data: { articles: await loadArticleSummaries(language, getJson) },
}));

export interface NewsListData {
  articles: ArticleSummary[];
}
