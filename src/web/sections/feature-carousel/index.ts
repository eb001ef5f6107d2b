import { defineSection } from '../section-definition';
import { FeatureCarousel } from './feature-carousel';

export default defineSection('feature-carousel', FeatureCarousel);
