import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import {
  InfoButton,
  InfoTooltip,
  TooltipProvider,
  useTooltipGroup,
} from '../../../src/web/components/tooltip';
import { loadTooltipLayer } from '../../../src/web/components/tooltip/tooltip-provider';
import { withTexts } from '../support/render-in-site';

// Any existing text keys do: the component only translates them.
const TEXTS = ['carousel.next', 'carousel.previous'];

const TERMS = ['GEO', 'GAIO'] as const;

/** Two info buttons sharing one tooltip, as the rows of a feature table do. */
function GroupOfTwo() {
  const { t } = useTranslation();
  const group = useTooltipGroup();
  return (
    <>
      {TERMS.map((term, index) => (
        <InfoButton
          key={term}
          group={group}
          label={t('tooltip.moreAbout', { term })}
          getText={() => t(TEXTS[index] as string)}
        />
      ))}
    </>
  );
}

const LAYOUTS = {
  'two InfoTooltips': () => (
    <>
      <InfoTooltip text={TEXTS[0] as string} term="GEO" />
      <InfoTooltip text={TEXTS[1] as string} term="GAIO" />
    </>
  ),
  'two InfoButtons of one group': () => <GroupOfTwo />,
};
let layout: keyof typeof LAYOUTS = 'two InfoTooltips';

/** As on the site: a section's tooltips share one TooltipProvider. */
const inSection = (element: ReactNode) => withTexts(<TooltipProvider>{element}</TooltipProvider>);

function renderTooltips() {
  render(inSection(LAYOUTS[layout]()));
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const trigger = (term: string) => screen.getByRole('button', { name: `More about “${term}”` });
/** The open tooltip of a trigger, or null (a rendered but closed one is hidden). */
function shownFor(term: string): HTMLElement | null {
  const id = trigger(term).getAttribute('aria-describedby');
  const bubble = id ? document.getElementById(id) : null;
  return bubble && !bubble.hidden ? bubble : null;
}
/** A mouse entering and leaving: the pointer events, then the mouse events, as browsers send them. */
const hover = (term: string) => {
  fireEvent.pointerEnter(trigger(term), { pointerType: 'mouse' });
  fireEvent.mouseEnter(trigger(term));
};
const unhover = (term: string) => {
  fireEvent.pointerLeave(trigger(term), { pointerType: 'mouse' });
  fireEvent.mouseLeave(trigger(term));
};

// floating-ui's part, which the site loads when idle: here before the first test.
beforeAll(() => loadTooltipLayer());
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('InfoTooltip markup', () => {
  it('renders only a typed button on the server: no bubble, no description, no style', () => {
    const html = renderToString(withTexts(<InfoTooltip text="tooltip.moreAbout" term="GEO" />));
    expect(html).toContain('type="button"');
    expect(html).not.toContain('role="tooltip"');
    expect(html).not.toContain('aria-describedby');
    expect(html).not.toContain('style=');
  });

  it('is a role=tooltip the button describes itself with, with nothing focusable inside', () => {
    renderTooltips();
    act(() => trigger('GEO').focus());
    const bubble = screen.getByRole('tooltip');
    expect(trigger('GEO').getAttribute('aria-describedby')).toBe(bubble.id);
    expect(bubble.textContent).toBe('Next slide');
    expect(bubble.querySelector('a, button, input, select, textarea, [tabindex]')).toBeNull();
  });
});

describe.each(Object.keys(LAYOUTS) as (keyof typeof LAYOUTS)[])('%s', (name) => {
  beforeEach(() => {
    layout = name;
  });

  describe('timing', () => {
    it('opens 700 ms after the mouse rests on the trigger, and closes on leaving', () => {
      renderTooltips();
      hover('GEO');
      wait(699);
      expect(shownFor('GEO')).toBeNull();
      wait(1);
      expect(shownFor('GEO')).not.toBeNull();
      unhover('GEO');
      expect(shownFor('GEO')).toBeNull();
    });

    it('does not open when the mouse leaves before 700 ms', () => {
      renderTooltips();
      hover('GEO');
      wait(500);
      unhover('GEO');
      wait(1000);
      expect(shownFor('GEO')).toBeNull();
    });

    it('opens the next tooltip at once within 300 ms after the last one closed', () => {
      renderTooltips();
      hover('GEO');
      wait(700);
      unhover('GEO');
      wait(299);
      hover('GAIO');
      expect(shownFor('GAIO')).not.toBeNull();
    });

    it('waits the full 700 ms again once the 300 ms skip window has passed', () => {
      renderTooltips();
      hover('GEO');
      wait(700);
      unhover('GEO');
      wait(300);
      hover('GAIO');
      expect(shownFor('GAIO')).toBeNull();
      wait(700);
      expect(shownFor('GAIO')).not.toBeNull();
    });

    it('shows one tooltip at a time', () => {
      renderTooltips();
      act(() => trigger('GEO').focus());
      hover('GAIO');
      expect(shownFor('GAIO')).not.toBeNull();
      expect(shownFor('GEO')).toBeNull();
    });
  });

  describe('keyboard and touch', () => {
    it('opens at once on keyboard focus and closes on blur', () => {
      renderTooltips();
      act(() => trigger('GEO').focus());
      expect(shownFor('GEO')).not.toBeNull();
      act(() => trigger('GEO').blur());
      expect(shownFor('GEO')).toBeNull();
    });

    it('closes on Escape, from focus or from hover, and Enter shows it again', () => {
      renderTooltips();
      act(() => trigger('GEO').focus());
      fireEvent.keyDown(trigger('GEO'), { key: 'Escape' });
      expect(shownFor('GEO')).toBeNull();
      fireEvent.click(trigger('GEO'));
      expect(shownFor('GEO')).not.toBeNull();

      hover('GAIO');
      expect(shownFor('GAIO')).not.toBeNull();
      fireEvent.keyDown(document.body, { key: 'Escape' });
      expect(shownFor('GAIO')).toBeNull();
    });

    it('toggles on a tap and closes on a tap elsewhere', () => {
      renderTooltips();
      const tap = (element: HTMLElement) => {
        fireEvent.pointerDown(element, { pointerType: 'touch' });
        act(() => element.focus());
        fireEvent.click(element);
      };
      tap(trigger('GEO'));
      expect(shownFor('GEO')).not.toBeNull();
      tap(trigger('GEO'));
      expect(shownFor('GEO')).toBeNull();
      tap(trigger('GEO'));
      fireEvent.pointerDown(document.body, { pointerType: 'touch' });
      expect(shownFor('GEO')).toBeNull();
    });
  });

  it('shows the text of the trigger hovered, and only that trigger is described by it', () => {
    renderTooltips();
    act(() => trigger('GEO').focus());
    expect(shownFor('GEO')?.textContent).toBe('Next slide');
    hover('GAIO');
    expect(shownFor('GAIO')?.textContent).toBe('Previous slide');
    expect(shownFor('GEO')).toBeNull();
    // Leaving the hovered one closes it although the other still has focus.
    unhover('GAIO');
    expect(shownFor('GAIO')).toBeNull();
    expect(screen.queryAllByRole('tooltip')).toHaveLength(0);
  });
});

describe('a group of info buttons', () => {
  it('has one bubble, described by the trigger shown last only', () => {
    render(inSection(<GroupOfTwo />));
    act(() => trigger('GEO').focus());
    hover('GAIO');
    const bubble = screen.getByRole('tooltip');
    expect(trigger('GAIO').getAttribute('aria-describedby')).toBe(bubble.id);
    expect(trigger('GEO').getAttribute('aria-describedby')).toBeNull();
    expect(document.querySelectorAll('[role="tooltip"]')).toHaveLength(1);
  });
});

describe('tooltips across the page', () => {
  // Two separate tooltips (two cards), not two buttons of one group.
  beforeEach(() => {
    layout = 'two InfoTooltips';
  });

  it('a keyboard focus cancels a hover still waiting in another tooltip', () => {
    renderTooltips();
    hover('GAIO');
    wait(150);
    act(() => trigger('GEO').focus());
    expect(shownFor('GEO')).not.toBeNull();
    wait(1000);
    expect(shownFor('GEO')).not.toBeNull();
    expect(shownFor('GAIO')).toBeNull();
  });

  it('a swipe that began on a trigger does not stop the keyboard from opening it later', () => {
    renderTooltips();
    // A touch that moved the carousel: pointerdown, no click.
    fireEvent.pointerDown(trigger('GEO'), { pointerType: 'touch' });
    wait(2000);
    act(() => trigger('GEO').focus());
    expect(shownFor('GEO')).not.toBeNull();
  });

  it('closes when its trigger slides or scrolls out of sight', async () => {
    render(inSection(<GroupOfTwo />));
    act(() => trigger('GEO').focus());
    expect(shownFor('GEO')).not.toBeNull();
    // The carousel moved the card: the trigger is now left of the window.
    const anchor = trigger('GEO');
    anchor.getBoundingClientRect = () =>
      DOMRect.fromRect({ x: -124, y: 300, width: 24, height: 24 });
    // floating-ui measures in promises: let them settle after the frames.
    await act(async () => vi.advanceTimersByTime(50));
    expect(shownFor('GEO')).toBeNull();
    expect(trigger('GEO')).toBe(document.activeElement);
  });
});
