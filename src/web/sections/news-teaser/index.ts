import { defineSection } from '../section-definition';
import { NewsTeaser } from './news-teaser';

export default defineSection('news-teaser', NewsTeaser);
