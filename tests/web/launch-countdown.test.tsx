import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LaunchCountdownProps } from '../../src/generated/content-types';
import { withTexts } from './support/render-in-site';
import {
  countdownParts,
  msUntilNextSecond,
} from '../../src/web/sections/launch-countdown/countdown-parts';
import { LaunchCountdown } from '../../src/web/sections/launch-countdown/launch-countdown';

const TARGET = '2025-05-15T00:00:00+02:00';
const target = Date.parse(TARGET);
const props: LaunchCountdownProps = { title: 'home.countdown.title', target: TARGET };
const left = (d: number, h: number, m: number, s: number) =>
  ((d * 24 + h) * 60 + m) * 60_000 + s * 1000;

const figures = () =>
  Object.fromEntries(
    [...document.querySelectorAll('[data-unit]')].map((el) => [
      el.getAttribute('data-unit'),
      el.textContent,
    ]),
  );

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(countdownParts(target, target - left(2, 3, 4, 5))).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
  });

  it('rounds the time left up to whole seconds', () => {
    expect(countdownParts(target, target - 4_300)?.seconds).toBe(5);
    expect(countdownParts(target, target - 4_000)?.seconds).toBe(4);
  });

  it('says how long until the figure next changes, on the target second boundaries', () => {
    expect(msUntilNextSecond(target, target - 5_900)).toBe(900);
    expect(msUntilNextSecond(target, target - 5_000)).toBe(1000);
    expect(msUntilNextSecond(target + 250, target - 5_000)).toBe(250);
  });

  it('is null at and after zero', () => {
    expect(countdownParts(target, target)).toBeNull();
    expect(countdownParts(target, target + 1)).toBeNull();
    expect(countdownParts(Number.NaN, target)).toBeNull();
  });
});

describe('LaunchCountdown', () => {
  it('shows the figures and updates them every second', () => {
    vi.setSystemTime(target - left(2, 3, 4, 5));
    render(withTexts(<LaunchCountdown props={props} index={3} data={undefined} />));
    expect(screen.getByRole('timer')).toBeTruthy();
    expect(figures()).toEqual({ days: '02', hours: '03', minutes: '04', seconds: '05' });
    act(() => vi.advanceTimersByTime(1000));
    expect(figures()).toEqual({ days: '02', hours: '03', minutes: '04', seconds: '04' });
    act(() => vi.advanceTimersByTime(5000));
    expect(figures()).toEqual({ days: '02', hours: '03', minutes: '03', seconds: '59' });
  });

  it('changes its figure exactly when the time left crosses a whole second (issue 27.11)', () => {
    // Mounted 5.9 s before the target: "06" until 5.0 s are left, not until a second after mount.
    vi.setSystemTime(target - 5_900);
    render(withTexts(<LaunchCountdown props={props} index={3} data={undefined} />));
    expect(figures().seconds).toBe('06');
    act(() => vi.advanceTimersByTime(899));
    expect(figures().seconds).toBe('06');
    act(() => vi.advanceTimersByTime(1));
    expect(figures().seconds).toBe('05');
    act(() => vi.advanceTimersByTime(999));
    expect(figures().seconds).toBe('05');
    act(() => vi.advanceTimersByTime(1));
    expect(figures().seconds).toBe('04');
    act(() => vi.advanceTimersByTime(3_000));
    expect(figures().seconds).toBe('01');
  });

  it('disappears when zero is reached', () => {
    vi.setSystemTime(target - left(0, 0, 0, 2));
    const { container } = render(
      withTexts(<LaunchCountdown props={props} index={3} data={undefined} />),
    );
    expect(figures().seconds).toBe('02');
    act(() => vi.advanceTimersByTime(1000));
    expect(figures().seconds).toBe('01');
    act(() => vi.advanceTimersByTime(1000));
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('renders nothing once the target is past (as today)', () => {
    vi.setSystemTime(target + left(200, 0, 0, 0));
    const { container } = render(
      withTexts(<LaunchCountdown props={props} index={3} data={undefined} />),
    );
    expect(container.innerHTML).toBe('');
  });

  it('is not in the server HTML, and hydrates without a mismatch before it appears', () => {
    vi.setSystemTime(target - left(1, 0, 0, 0));
    const html = renderToString(
      withTexts(<LaunchCountdown props={props} index={3} data={undefined} />),
    );
    expect(html).toBe('');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(
        container,
        withTexts(<LaunchCountdown props={props} index={3} data={undefined} />),
      );
    });
    expect(errors).not.toHaveBeenCalled();
    expect(figures()).toEqual({ days: '01', hours: '00', minutes: '00', seconds: '00' });
    errors.mockRestore();
    act(() => root?.unmount());
    container.remove();
  });
});
