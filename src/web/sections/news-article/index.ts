import { defineSection } from '../section-definition';
import { resolveArticleData } from './resolve-article-data';
import { NewsArticle } from './news-article';

export default defineSection('news-article', NewsArticle, resolveArticleData);
