import { defineSection } from '../section-definition';
import { loadArticle } from './load-article';
import { NewsArticle } from './news-article';

export default defineSection('news-article', NewsArticle, loadArticle);
