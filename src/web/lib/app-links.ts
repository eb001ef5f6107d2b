import type { NavItem } from '../../generated/content-types';

export type AppAction = NonNullable<NavItem['action']>;
export type AppProduct = NonNullable<NavItem['selectedProduct']>;

const APP_PATHS: Record<AppAction, string> = {
  login: '/login',
  register: '/register',
  terms: '/tos',
  privacy: '/privacy',
};

/** A page of the separate web app (SPEC §2 "External app links"); opened by full-page navigation. */
export function appUrl(appOrigin: string, action: AppAction, selectedProduct?: string): string {
  const url = new URL(APP_PATHS[action], appOrigin);
  if (action === 'register' && selectedProduct)
    url.searchParams.set('selectedProduct', selectedProduct);
  return url.toString();
}

/** How a page file names the app's origin in a link (`{appOrigin}/monitor`). */
export const APP_ORIGIN_TOKEN = '{appOrigin}';

/**
 * A link written as `{appOrigin}/path` in a page file leads to that page of the app, wherever
 * pages/site.json says the app is (issue 37.9: the origin is one setting); any other address
 * is returned as it is.
 */
export function resolveAppAddress(href: string, appOrigin: string): string {
  if (!href.startsWith(APP_ORIGIN_TOKEN)) return href;
  return appOrigin.replace(/\/+$/, '') + href.slice(APP_ORIGIN_TOKEN.length);
}
