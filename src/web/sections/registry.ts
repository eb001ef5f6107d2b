import type { SectionType } from '../../generated/content-types';
import type { SectionDefinition } from './section-definition';

type SectionRegistry = {
  // Each section's `load` result has its own type; the page loader hands each its own.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [K in SectionType]: () => Promise<{ default: SectionDefinition<K, any> }>;
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
  'video-hero': () => import('./video-hero'),
  'how-it-works': () => import('./how-it-works'),
  'feature-carousel': () => import('./feature-carousel'),
  'product-pitch': () => import('./product-pitch'),
  'corporate-benefits': () => import('./corporate-benefits'),
  'pricing-block': () => import('./pricing-block'),
  'contact-cta': () => import('./contact-cta'),
  'industry-picker': () => import('./industry-picker'),
  'news-teaser': () => import('./news-teaser'),
  'badge-banner': () => import('./badge-banner'),
  'launch-countdown': () => import('./launch-countdown'),
};
