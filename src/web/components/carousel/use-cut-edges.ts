import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect } from 'react';

/** A slide reaching less than this past an edge is not cut (sub-pixel rounding). */
const TOLERANCE_PX = 2;

/**
 * Marks the slide viewport's edges where a slide is cut off (`data-cut="right"`, `"left"` or
 * `"both"`), so theme.css fades that edge out: a card that peeks in from the side ends in a
 * deliberate fade, not a hard cut through its words (issue 37.4). Measured once per frame while
 * embla scrolls (a move by dots or End emitted no 'settle' to measure on), when it starts and
 * when it resizes; written to the DOM directly: no React render per scroll. A jump (reduced
 * motion) is measured in the frame it shows: the slide row has no CSS transition (carousel.tsx).
 */
export function useCutEdges(api: EmblaCarouselType | undefined) {
  useEffect(() => {
    if (!api) return;
    const viewport = api.rootNode();
    const mark = () => {
      const box = viewport.getBoundingClientRect();
      let left = false;
      let right = false;
      for (const slide of api.slideNodes()) {
        const rect = slide.getBoundingClientRect();
        // The gap between slides is each slide's right padding: only the content can be cut.
        const contentRight = rect.right - parseFloat(getComputedStyle(slide).paddingRight);
        const visible = contentRight > box.left && rect.left < box.right;
        if (!visible) continue;
        if (rect.left < box.left - TOLERANCE_PX) left = true;
        if (contentRight > box.right + TOLERANCE_PX) right = true;
      }
      const cut = left && right ? 'both' : left ? 'left' : right ? 'right' : null;
      if (cut) viewport.dataset.cut = cut;
      else delete viewport.dataset.cut;
    };
    let frame = 0;
    const markNextFrame = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(mark);
    };
    mark();
    api
      .on('scroll', markNextFrame)
      .on('select', markNextFrame)
      .on('settle', mark)
      .on('reInit', mark)
      .on('resize', mark);
    return () => {
      cancelAnimationFrame(frame);
      api
        .off('scroll', markNextFrame)
        .off('select', markNextFrame)
        .off('settle', mark)
        .off('reInit', mark)
        .off('resize', mark);
    };
  }, [api]);
}
