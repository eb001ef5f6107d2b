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

/**
 * Whether the middle of the trigger can be seen: inside the window and inside every ancestor
 * that clips its content (a carousel's viewport, a scrolling row). A carousel that slides on or
 * a row scrolled sideways can move the trigger out; its bubble must not stay behind over other
 * content.
 */
export function isTriggerVisible(
  trigger: Box,
  clips: readonly Box[],
  viewport: { width: number; height: number },
): boolean {
  const x = trigger.left + trigger.width / 2;
  const y = trigger.top + trigger.height / 2;
  const inside = (box: Box) =>
    x >= box.left && x <= box.left + box.width && y >= box.top && y <= box.top + box.height;
  return inside({ top: 0, left: 0, ...viewport }) && clips.every(inside);
}
