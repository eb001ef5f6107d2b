import type { Site } from '../../generated/content-types';
import siteJson from '../../../pages/site.json';
import type { PageData } from './page-types';

/**
 * Every page file, bundled: pages hold only keys and facts, so they are small; the texts
 * (the bulk) are loaded per language instead.
 */
const modules = import.meta.glob<PageData>(['../../../pages/*.json', '!../../../pages/site.json'], {
  eager: true,
  import: 'default',
});

export const pages: readonly PageData[] = Object.values(modules);
export const site = siteJson as Site;
