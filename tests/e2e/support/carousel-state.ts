import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';

/** Section types that render the shared carousel (team only with its `carousel` prop). */
const CAROUSEL_TYPES = ['feature-carousel', 'format-carousel', 'badge-banner', 'comparison-tabs'];

/** Page paths (German form) whose page file has a carousel section, read from pages/*.json. */
export function pagesWithCarousels(): string[] {
  const dir = join(import.meta.dirname, '..', '..', '..', 'pages');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json') && file !== 'site.json')
    .map(
      (file) =>
        JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
          path: string;
          sections: { type: string; props: { carousel?: unknown } }[];
        },
    )
    .filter((page) =>
      page.sections.some(
        (s) => CAROUSEL_TYPES.includes(s.type) || (s.type === 'team' && s.props.carousel),
      ),
    )
    .map((page) => page.path)
    .sort();
}

/**
 * Which slide is at the carousel's start edge: the position the "3 / 12" counter or the dot
 * marked current shows, otherwise the slide whose left edge is nearest the viewport's left edge.
 */
export function leadingSlide(carousel: Locator): Promise<number> {
  return carousel.evaluate((region) => {
    const counter = region.querySelector<HTMLElement>('[data-carousel-counter]');
    if (counter) return Number(counter.dataset.current);
    const dots = [...region.querySelectorAll('[data-carousel-dot]')];
    if (dots.length > 0)
      return dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true');
    const slides = [...region.querySelectorAll('[data-carousel-slide]')];
    const viewport = slides[0]?.parentElement?.parentElement?.getBoundingClientRect();
    if (!viewport) return -1;
    let best = -1;
    let distance = Infinity;
    slides.forEach((slide, index) => {
      // The slide's content, not its box: the gap between slides is padding on one side.
      const content = slide.firstElementChild ?? slide;
      const gap = Math.abs(content.getBoundingClientRect().left - viewport.left);
      if (gap < distance) [best, distance] = [index, gap];
    });
    return best;
  });
}

/** Number of positions: the counter's or the dots' when there are, else slides. */
export function positionCount(carousel: Locator): Promise<number> {
  return carousel.evaluate((region) => {
    const counter = region.querySelector<HTMLElement>('[data-carousel-counter]');
    if (counter) return Number(counter.dataset.count);
    const dots = region.querySelectorAll('[data-carousel-dot]').length;
    return dots > 0 ? dots : region.querySelectorAll('[data-carousel-slide]').length;
  });
}
