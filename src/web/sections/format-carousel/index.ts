import { defineSection } from '../section-definition';
import { FormatCarousel } from './format-carousel';

export default defineSection('format-carousel', FormatCarousel);
