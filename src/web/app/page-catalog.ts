import pageRoutes from 'virtual:page-routes';
import type { Site } from '../../generated/content-types';
import siteJson from '../../../pages/site.json';
import type { PageData } from './page-types';

export type PageRoute = (typeof pageRoutes)[number];

/** Path, aliases and section types of every page file (see scripts/vite-page-routes-plugin.ts). */
export { pageRoutes };

/** Each page file is its own small chunk: a visitor downloads the pages they open, no others. */
const pageFiles = import.meta.glob<PageData>(
  ['../../../pages/*.json', '!../../../pages/site.json'],
  { import: 'default' },
);

export function pageFileModule(file: string): string {
  return `pages/${file}.json`;
}

export async function loadPageFile(file: string): Promise<PageData> {
  const load = pageFiles[`../../../${pageFileModule(file)}`];
  if (!load) throw new Error(`${pageFileModule(file)} does not exist`);
  return load();
}

export const site = siteJson as Site;
