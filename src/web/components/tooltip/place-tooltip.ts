export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Placement {
  top: number;
  left: number;
  /** Which side of the trigger the bubble sits on. */
  side: 'top' | 'bottom';
}

/** Space kept between the bubble and the trigger, and between the bubble and the window edge. */
export const GAP_PX = 8;
export const EDGE_MARGIN_PX = 8;

/**
 * Where the bubble goes (viewport coordinates for `position: fixed`): centred above the
 * trigger, below it when there is no room above, and shifted sideways so that it never leaves
 * the window (a trigger at the edge of a 375 px phone screen).
 */
export function placeTooltip(
  trigger: Box,
  bubble: { width: number; height: number },
  viewport: { width: number; height: number },
): Placement {
  const centred = trigger.left + trigger.width / 2 - bubble.width / 2;
  const maxLeft = viewport.width - bubble.width - EDGE_MARGIN_PX;
  const left = Math.max(EDGE_MARGIN_PX, Math.min(centred, maxLeft));
  const above = trigger.top - GAP_PX - bubble.height;
  if (above >= EDGE_MARGIN_PX) return { top: above, left, side: 'top' };
  return { top: trigger.top + trigger.height + GAP_PX, left, side: 'bottom' };
}
