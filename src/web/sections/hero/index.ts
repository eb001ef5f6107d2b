import { defineSection } from '../section-definition';
import { Hero } from './hero';

export default defineSection('hero', Hero);
