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
  hero: () => import('./hero'),
  'not-found': () => import('./not-found'),
};
