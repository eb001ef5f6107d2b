import type { SectionType } from '../../generated/content-types';
import type { SectionDefinition } from './section-definition';

type SectionRegistry = {
  [K in SectionType]: () => Promise<{ default: SectionDefinition<K> }>;
};

/**
 * The one map from a page file's section `type` to its component. Each entry is loaded on
 * demand, so a page downloads only the sections it uses.
 */
export const sectionRegistry: SectionRegistry = {
  'app-link-notice': () => import('./app-link-notice'),
  'legal-details': () => import('./legal-details'),
  'contact-form': () => import('./contact-form'),
  'comparison-tabs': () => import('./comparison-tabs'),
  hero: () => import('./hero'),
  team: () => import('./team'),
  'not-found': () => import('./not-found'),
  'news-list': () => import('./news-list'),
  'news-article': () => import('./news-article'),
  'card-grid': () => import('./card-grid'),
  'faq-accordion': () => import('./faq-accordion'),
  'image-text-blocks': () => import('./image-text-blocks'),
  metrics: () => import('./metrics'),
  'offer-cards': () => import('./offer-cards'),
  'onboarding-timeline': () => import('./onboarding-timeline'),
  'partner-showcase': () => import('./partner-showcase'),
  'plan-table': () => import('./plan-table'),
  'text-block': () => import('./text-block'),
  'format-carousel': () => import('./format-carousel'),
};
