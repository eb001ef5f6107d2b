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
