/**
 * happy-dom has no layout: embla measures every slide as 0 px wide and would see one snap only.
 * These getters give each carousel slide a 300 px box side by side inside a 300 px container.
 */
const SLIDE_WIDTH = 300;

function slideIndex(element: HTMLElement): number | null {
  const value = element.dataset.carouselSlide;
  return value === undefined ? null : Number(value);
}

export function mockCarouselLayout(): void {
  const define = (name: string, get: (this: HTMLElement) => number) =>
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get });
  define('offsetWidth', function () {
    return slideIndex(this) !== null || this.parentElement?.closest('[data-carousel]')
      ? SLIDE_WIDTH
      : 0;
  });
  define('offsetHeight', () => 200);
  define('offsetTop', () => 0);
  define('offsetLeft', function () {
    return (slideIndex(this) ?? 0) * SLIDE_WIDTH;
  });
  // embla reads the last slide's margin; happy-dom answers '' (NaN) where a browser says '0px'.
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element, pseudo) => {
    const style = computedStyle(element, pseudo);
    const read = style.getPropertyValue.bind(style);
    style.getPropertyValue = (name: string) =>
      read(name) || (name.startsWith('margin') ? '0px' : '');
    return style;
  };
}

let reducedMotion = false;
const listeners = new Set<() => void>();

/** matchMedia that answers prefers-reduced-motion as set here, and "no match" for the rest. */
export function setReducedMotion(value: boolean): void {
  reducedMotion = value;
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('prefers-reduced-motion') && reducedMotion,
      media: query,
      onchange: null,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  listeners.forEach((listener) => listener());
}

/** Switches document.visibilityState and fires visibilitychange, as a tab switch does. */
export function setTabHidden(hidden: boolean): void {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}
