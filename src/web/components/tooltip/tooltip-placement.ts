import { flip, hide, offset, shift, type Middleware } from '@floating-ui/react';

/** Space between the bubble and its trigger, and between the bubble and the window's edge. */
const GAP_PX = 8;
const EDGE_MARGIN_PX = 8;

/**
 * Centred above the trigger, below it when there is no room above, shifted sideways to stay
 * inside the window (a trigger at the edge of a 375 px phone). `hide` tells when the trigger's
 * middle has left the window or a clipping ancestor (a carousel sliding on, a row scrolled
 * sideways): the tooltip then closes rather than stay over other content.
 */
export const TOOLTIP_PLACEMENT = {
  placement: 'top',
  middleware: [
    offset(GAP_PX),
    flip({ padding: EDGE_MARGIN_PX }),
    shift({ padding: EDGE_MARGIN_PX }),
    hide(({ rects }) => {
      // Hidden once more than half of the trigger is clipped on a side (its middle is out).
      const x = rects.reference.width / 2 - 0.5;
      const y = rects.reference.height / 2 - 0.5;
      return { padding: { left: x, right: x, top: y, bottom: y } };
    }),
  ] satisfies Middleware[],
} as const;
