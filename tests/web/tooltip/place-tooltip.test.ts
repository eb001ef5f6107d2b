import { describe, expect, it } from 'vitest';
import { placeTooltip } from '../../../src/web/components/tooltip/place-tooltip';

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
