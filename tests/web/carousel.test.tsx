import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselProps } from '../../src/web/components/carousel';
import { withTexts } from './support/render-in-site';
import { mockCarouselLayout, setReducedMotion, setTabHidden } from './support/carousel-environment';

const SLIDES = ['Alpha', 'Beta', 'Gamma', 'Delta'];

function renderCarousel(props: Partial<CarouselProps> = {}) {
  render(
    withTexts(
      <Carousel label="Features" loop autoplay dots arrows {...props}>
        {SLIDES.map((name) => (
          <p key={name}>{name}</p>
        ))}
      </Carousel>,
    ),
  );
  // embla initialises in an effect; let it settle.
  act(() => vi.advanceTimersByTime(0));
}

/** Index of the slide the dots mark as current. */
function current(): number {
  const dots = screen.getAllByRole('button', { name: /^Show slide/ });
  return dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true');
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const region = () => screen.getByRole('region', { name: 'Features' });

beforeAll(async () => {
  mockCarouselLayout();
});

beforeEach(() => {
  vi.useFakeTimers();
  setReducedMotion(false);
  setTabHidden(false);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Carousel markup (WAI-ARIA carousel pattern)', () => {
  it('is a labelled carousel region of "n of m" slides with the rotation button first', () => {
    renderCarousel();
    expect(region().getAttribute('aria-roledescription')).toBe('carousel');
    const slides = screen.getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    expect(slides.every((s) => s.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    const firstControl = region().querySelector('button');
    expect(firstControl?.getAttribute('aria-label')).toBe('Stop automatic slide show');
  });

  it('has no rotation button when it does not rotate', () => {
    renderCarousel({ autoplay: false });
    expect(screen.queryByRole('button', { name: /slide show/ })).toBeNull();
  });
});

describe('Carousel autoplay', () => {
  it('advances every 4000 ms by default and loops', () => {
    renderCarousel();
    wait(3999);
    expect(current()).toBe(0);
    wait(1);
    expect(current()).toBe(1);
    wait(4000 * 3);
    expect(current()).toBe(0);
  });

  it('uses the configured delay', () => {
    renderCarousel({ autoplay: { delay: 2000 } });
    wait(2000);
    expect(current()).toBe(1);
    wait(2000);
    expect(current()).toBe(2);
  });

  it('pauses while a mouse hovers and resumes when it leaves', () => {
    renderCarousel({ autoplay: { delay: 2000 } });
    fireEvent.pointerEnter(region(), { pointerType: 'mouse' });
    wait(10_000);
    expect(current()).toBe(0);
    fireEvent.pointerLeave(region(), { pointerType: 'mouse' });
    wait(2000);
    expect(current()).toBe(1);
  });

  it('keeps rotating on hover when pauseOnHover is off', () => {
    renderCarousel({ autoplay: { delay: 2000, pauseOnHover: false } });
    fireEvent.pointerEnter(region(), { pointerType: 'mouse' });
    wait(2000);
    expect(current()).toBe(1);
  });

  it('pauses while the tab is hidden', () => {
    renderCarousel();
    act(() => setTabHidden(true));
    wait(20_000);
    expect(current()).toBe(0);
    act(() => setTabHidden(false));
    wait(4000);
    expect(current()).toBe(1);
  });

  it('does not rotate under prefers-reduced-motion until play is pressed', () => {
    setReducedMotion(true);
    renderCarousel();
    wait(20_000);
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    wait(4000);
    expect(current()).toBe(1);
  });
});

describe('Carousel controls', () => {
  it('pause button stops and restarts rotation', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    wait(20_000);
    expect(current()).toBe(0);
    const play = screen.getByRole('button', { name: 'Start automatic slide show' });
    fireEvent.click(play);
    expect(play.getAttribute('aria-label')).toBe('Stop automatic slide show');
    wait(4000);
    expect(current()).toBe(1);
  });

  it('stops rotating when keyboard focus enters', () => {
    renderCarousel();
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    wait(20_000);
    expect(current()).toBe(0);
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeTruthy();
  });

  it('ArrowRight/ArrowLeft scroll, Home/End jump to the first/last slide', () => {
    renderCarousel({ autoplay: false });
    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(current()).toBe(1);
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(current()).toBe(2);
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(current()).toBe(1);
    fireEvent.keyDown(next, { key: 'End' });
    expect(current()).toBe(3);
    fireEvent.keyDown(next, { key: 'Home' });
    expect(current()).toBe(0);
  });

  it('arrows and dots move the slides', () => {
    renderCarousel({ autoplay: false });
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 4 of 4' }));
    expect(current()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe(2);
  });
});
