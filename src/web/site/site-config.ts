import { createContext, useContext } from 'react';
import type { Site } from '../../generated/content-types';
import siteJson from '../../../pages/site.json';

/**
 * pages/site.json: product name, origins, menu and footer. Bundled with the shell: every page
 * shows the menu and footer, and the file does not grow with the number of pages.
 */
export const siteConfig = siteJson as Site;

/**
 * The menu and footer the shell draws: pages/site.json on the site (no provider needed), the
 * edited, unsaved file in the page editor's preview (issue 38.1, decision 261).
 */
export const SiteConfigContext = createContext<Site>(siteConfig);

export function useSiteConfig(): Site {
  return useContext(SiteConfigContext);
}
