import type { Site } from '../../generated/content-types';
import siteJson from '../../../pages/site.json';

/**
 * pages/site.json: product name, origins, menu and footer. Bundled with the shell: every page
 * shows the menu and footer, and the file does not grow with the number of pages.
 */
export const siteConfig = siteJson as Site;
