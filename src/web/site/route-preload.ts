/**
 * A link asks for the page behind it to be loaded before it is followed (pointer-enter, focus,
 * touch-start). What loading a page means is the router's business (app/routing/), which
 * registers it here when it starts: links sit below the app layer and must not import it.
 * Until then (the prerender, tests without a router) a preload does nothing.
 */
let preloader: (href: string) => void = () => {};

export function setRoutePreloader(preload: (href: string) => void): void {
  preloader = preload;
}

export function preloadRoute(href: string): void {
  preloader(href);
}
