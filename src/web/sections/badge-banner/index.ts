import { defineSection } from '../section-definition';
import { BadgeBanner } from './badge-banner';

export default defineSection('badge-banner', BadgeBanner);
