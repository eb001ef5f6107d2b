import { defineSection } from '../section-definition';
import { NewsArticle } from './news-article';

export default defineSection('news-article', NewsArticle);
