import { describe, expect, it } from 'vitest';
import { isTriggerVisible, placeTooltip } from '../../../src/web/components/tooltip/place-tooltip';

const phone = { width: 375, height: 667 };
const bubble = { width: 288, height: 60 };
const box = (left: number, top: number) => ({ left, top, width: 24, height: 24 });

describe('placeTooltip', () => {
  it('centres the bubble above the trigger when there is room', () => {
    expect(placeTooltip(box(175, 300), bubble, phone)).toEqual({
      top: 300 - 8 - 60,
      left: 187 - 144,
      side: 'top',
    });
  });

  it('keeps the bubble inside a 375 px window at both edges', () => {
    const atLeft = placeTooltip(box(2, 300), bubble, phone);
    const atRight = placeTooltip(box(350, 300), bubble, phone);
    expect(atLeft.left).toBe(8);
    expect(atRight.left + bubble.width).toBe(375 - 8);
  });

  it('goes below the trigger when there is no room above', () => {
    expect(placeTooltip(box(175, 20), bubble, phone)).toMatchObject({ top: 52, side: 'bottom' });
  });
});

describe('isTriggerVisible', () => {
  // A carousel viewport 16 px from the screen's left edge, 343 px wide.
  const carousel = { left: 16, top: 200, width: 343, height: 500 };

  it('is true for a trigger inside the window and its carousel', () => {
    expect(isTriggerVisible(box(175, 300), [carousel], phone)).toBe(true);
  });

  it('is false once the carousel has slid the trigger out of its viewport', () => {
    // Still inside the window (x 2..26), but left of the carousel's clipping edge.
    expect(isTriggerVisible(box(2, 300), [carousel], phone)).toBe(false);
    expect(isTriggerVisible(box(-124, 300), [carousel], phone)).toBe(false);
  });

  it('is false when the page has scrolled the trigger out of the window', () => {
    expect(isTriggerVisible(box(175, -40), [], phone)).toBe(false);
    expect(isTriggerVisible(box(175, 700), [], phone)).toBe(false);
  });

  it('counts a trigger half hidden by the edge by its middle', () => {
    expect(isTriggerVisible(box(4, 300), [carousel], phone)).toBe(true);
    expect(isTriggerVisible(box(3, 300), [carousel], phone)).toBe(false);
  });
});
