import { defineSection } from '../section-definition';
import { FaqAccordion } from './faq-accordion';

export default defineSection('faq-accordion', FaqAccordion);
