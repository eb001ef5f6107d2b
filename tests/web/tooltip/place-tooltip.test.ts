import { computePosition, type Platform } from '@floating-ui/react';
import { describe, expect, it } from 'vitest';
import { TOOLTIP_PLACEMENT } from '../../../src/web/components/tooltip/tooltip-placement';

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}
type Size = { width: number; height: number };

/**
 * The tooltip's floating-ui placement on plain boxes: the trigger, the bubble's size, the window
 * and what clips the trigger (a carousel's viewport). Returns the bubble's window position.
 */
async function position(trigger: Box, bubble: Size, viewport: Size, clips: readonly Box[] = []) {
  const view = { x: 0, y: 0, ...viewport };
  const clip = clips.reduce((area, box) => {
    const x = Math.max(area.x, box.left);
    const y = Math.max(area.y, box.top);
    const right = Math.min(area.x + area.width, box.left + box.width);
    const bottom = Math.min(area.y + area.height, box.top + box.height);
    return { x, y, width: right - x, height: bottom - y };
  }, view);
  const reference = { trigger: true };
  const platform: Platform = {
    getElementRects: () => ({
      reference: { x: trigger.left, y: trigger.top, width: trigger.width, height: trigger.height },
      floating: { x: 0, y: 0, ...bubble },
    }),
    getDimensions: () => bubble,
    // The bubble sits in <body> with position: fixed: only the window clips it.
    getClippingRect: ({ element }) => (element === (reference as never) ? clip : view),
    // Plain boxes in window coordinates (computePosition adds the DOM's platform for the rest).
    isElement: () => true,
    isRTL: () => false,
    getOffsetParent: () => view as never,
    getScale: () => ({ x: 1, y: 1 }),
    convertOffsetParentRelativeRectToViewportRelativeRect: ({ rect }) => rect,
    getDocumentElement: () => view as never,
    getClientRects: () => [],
  };
  return computePosition(reference as never, {} as HTMLElement, {
    ...TOOLTIP_PLACEMENT,
    strategy: 'fixed',
    platform,
  });
}

async function placeTooltip(trigger: Box, bubble: Size, viewport: Size) {
  const { x, y, placement } = await position(trigger, bubble, viewport);
  return { top: y, left: x, side: placement.split('-')[0] };
}

async function isTriggerVisible(trigger: Box, clips: readonly Box[], viewport: Size) {
  const { middlewareData } = await position(trigger, { width: 288, height: 60 }, viewport, clips);
  return middlewareData.hide?.referenceHidden === false;
}

const phone = { width: 375, height: 667 };
const bubble = { width: 288, height: 60 };
const box = (left: number, top: number) => ({ left, top, width: 24, height: 24 });

describe('placeTooltip', () => {
  it('centres the bubble above the trigger when there is room', async () => {
    expect(await placeTooltip(box(175, 300), bubble, phone)).toEqual({
      top: 300 - 8 - 60,
      left: 187 - 144,
      side: 'top',
    });
  });

  it('keeps the bubble inside a 375 px window at both edges', async () => {
    const atLeft = await placeTooltip(box(2, 300), bubble, phone);
    const atRight = await placeTooltip(box(350, 300), bubble, phone);
    expect(atLeft.left).toBe(8);
    expect(atRight.left + bubble.width).toBe(375 - 8);
  });

  it('goes below the trigger when there is no room above', async () => {
    expect(await placeTooltip(box(175, 20), bubble, phone)).toMatchObject({
      top: 52,
      side: 'bottom',
    });
  });
});

describe('isTriggerVisible', () => {
  // A carousel viewport 16 px from the screen's left edge, 343 px wide.
  const carousel = { left: 16, top: 200, width: 343, height: 500 };

  it('is true for a trigger inside the window and its carousel', async () => {
    expect(await isTriggerVisible(box(175, 300), [carousel], phone)).toBe(true);
  });

  it('is false once the carousel has slid the trigger out of its viewport', async () => {
    // Still inside the window (x 2..26), but left of the carousel's clipping edge.
    expect(await isTriggerVisible(box(2, 300), [carousel], phone)).toBe(false);
    expect(await isTriggerVisible(box(-124, 300), [carousel], phone)).toBe(false);
  });

  it('is false when the page has scrolled the trigger out of the window', async () => {
    expect(await isTriggerVisible(box(175, -40), [], phone)).toBe(false);
    expect(await isTriggerVisible(box(175, 700), [], phone)).toBe(false);
  });

  it('counts a trigger half hidden by the edge by its middle', async () => {
    expect(await isTriggerVisible(box(4, 300), [carousel], phone)).toBe(true);
    expect(await isTriggerVisible(box(3, 300), [carousel], phone)).toBe(false);
  });
});
