import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect } from 'react';

/** A slide reaching less than this past an edge is not cut (sub-pixel rounding). */
const TOLERANCE_PX = 2;

/**
 * Marks the slide viewport's edges where a slide is cut off (`data-cut="right"`, `"left"` or
 * `"both"`), so theme.css fades that edge out: a card that peeks in from the side ends in a
 * deliberate fade, not a hard cut through its words (issue 37.4). Measured when embla settles,
 * starts or resizes, and written to the DOM directly: no React render per scroll.
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
    mark();
    api.on('settle', mark).on('reInit', mark).on('resize', mark);
    return () => {
      api.off('settle', mark).off('reInit', mark).off('resize', mark);
    };
  }, [api]);
}
