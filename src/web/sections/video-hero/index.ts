import { defineSection } from '../section-definition';
import { VideoHero } from './video-hero';

export default defineSection('video-hero', VideoHero);
