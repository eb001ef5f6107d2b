import type { Site } from '../../../generated/content-types';
import { absoluteUrl, type HeadContext, type JsonLd } from './head-context';

/** The label the menu or footer gives a path (`/products/enterprise` -> common.nav.myNewsroom). */
function navLabelKey(site: Pick<Site, 'navigation' | 'footer'>, path: string): string | undefined {
  const items = [
    ...site.navigation.primary,
    ...site.navigation.secondary,
    ...site.footer.columns.flatMap((column) => column.items),
  ];
  for (const item of items.flatMap((entry) => [entry, ...(entry.subRoutes ?? [])]))
    if (item.to === path) return item.translationKey;
  return undefined;
}

/** A page's short name: its menu label, else its title. */
function pageName(context: HeadContext, path: string): string | undefined {
  const key = navLabelKey(context.site, path);
  if (key) return context.text(key);
  const page = [...context.pages.values()].find((candidate) => candidate.path === path);
  return page ? context.text(page.meta.title) : undefined;
}

/**
 * A schema.org BreadcrumbList from the home page down to `leaf`: every part of the path that is
 * a page of its own (`/products/enterprise`: Home › Products › MyNewsroom).
 */
export function breadcrumbList(
  context: HeadContext,
  path: string,
  leaf?: { name: string; url: string },
): JsonLd {
  const segments = path.split('/').filter(Boolean);
  const trail: Array<{ name: string; url: string }> = [];
  const add = (crumbPath: string) => {
    const name = pageName(context, crumbPath);
    if (name) trail.push({ name, url: absoluteUrl(context, crumbPath) });
  };
  add('/');
  for (let depth = 1; depth <= segments.length; depth++)
    add(`/${segments.slice(0, depth).join('/')}`);
  if (leaf) trail.push(leaf);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** Pages below the top level (`/products/enterprise`) get a trail; `/faq` and `/` do not. */
export function pageBreadcrumbs(context: HeadContext): JsonLd[] {
  const { path } = context.page;
  if (path.includes(':') || path.split('/').filter(Boolean).length < 2) return [];
  return [breadcrumbList(context, path)];
}
