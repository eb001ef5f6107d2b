import { defineSection } from '../section-definition';
import { HowItWorks } from './how-it-works';

export default defineSection('how-it-works', HowItWorks);
