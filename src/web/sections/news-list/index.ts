import { defineSection } from '../section-definition';
import { NewsList } from './news-list';

export default defineSection('news-list', NewsList);
