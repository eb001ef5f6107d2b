import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InfoTooltip, TooltipProvider } from '../../../src/web/components/tooltip';
import { withTexts } from '../support/render-in-site';

// floating-ui's part of the tooltip loads when the page is idle; these uses come before that.
const trigger = () => screen.getByRole('button', { name: 'More about “GEO”' });
const shown = () => {
  const id = trigger().getAttribute('aria-describedby');
  return id ? document.getElementById(id) : null;
};

afterEach(cleanup);

describe('a tooltip used before floating-ui has loaded', () => {
  it('opens on the focus that came first, once loaded', async () => {
    render(
      withTexts(
        <TooltipProvider>{<InfoTooltip text="carousel.next" term="GEO" />}</TooltipProvider>,
      ),
    );
    act(() => trigger().focus());
    await waitFor(() => expect(shown()?.textContent).toBe('Next slide'));
  });

  it('replays a tap (pointer down, focus, click) in order: it opens, a second tap closes', async () => {
    render(
      withTexts(
        <TooltipProvider>{<InfoTooltip text="carousel.next" term="GEO" />}</TooltipProvider>,
      ),
    );
    const tap = () => {
      fireEvent.pointerDown(trigger(), { pointerType: 'touch' });
      act(() => trigger().focus());
      fireEvent.click(trigger());
    };
    tap();
    await waitFor(() => expect(shown()).not.toBeNull());
    tap();
    expect(shown()).toBeNull();
  });
});
