import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollState } from '../../src/web/components/use-scroll-state';

/** A 300 px wide row with 900 px of content; happy-dom has no layout, so the sizes are set. */
function fakeLayout(row: HTMLElement, content = 900) {
  let left = 0;
  Object.defineProperty(row, 'clientWidth', { configurable: true, get: () => 300 });
  Object.defineProperty(row, 'scrollWidth', { configurable: true, get: () => content });
  Object.defineProperty(row, 'scrollLeft', {
    configurable: true,
    get: () => left,
    set: (value: number) => {
      left = value;
    },
  });
}

function Row({ content }: { content: number }) {
  const [row, setRow] = useState<HTMLDivElement | null>(null);
  const state = useScrollState(row);
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      if (element) fakeLayout(element, content);
      setRow(element);
    },
    [content],
  );
  return (
    <>
      <div data-testid="row" ref={attach} />
      <button type="button" disabled={!state.canPrevious}>
        previous
      </button>
      <button type="button" disabled={!state.canNext}>
        next
      </button>
      <output>{state.overflows ? 'overflows' : 'fits'}</output>
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
function scrollTo(left: number) {
  const row = screen.getByTestId('row');
  row.scrollLeft = left;
  fireEvent.scroll(row);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useScrollState', () => {
  it('reads the real position on mount: at the start only "next" is enabled', () => {
    render(<Row content={900} />);
    expect(button('previous').disabled).toBe(true);
    expect(button('next').disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('overflows');
  });

  it('enables nothing when the content fits', () => {
    render(<Row content={300} />);
    expect(button('previous').disabled).toBe(true);
    expect(button('next').disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('fits');
  });

  it('checks again 100 ms after scrolling stops, not on every scroll event', () => {
    render(<Row content={900} />);
    scrollTo(300);
    wait(99);
    expect(button('previous').disabled).toBe(true);
    wait(1);
    expect(button('previous').disabled).toBe(false);
    expect(button('next').disabled).toBe(false);
  });

  it('waits for the last of a burst of scroll events (a smooth scroll)', () => {
    render(<Row content={900} />);
    for (const left of [100, 200, 300, 400, 500, 600]) {
      scrollTo(left);
      wait(50);
    }
    expect(button('next').disabled).toBe(false);
    wait(50);
    expect(button('next').disabled).toBe(true);
    expect(button('previous').disabled).toBe(false);
  });

  it('checks again 100 ms after a window resize', () => {
    render(<Row content={900} />);
    screen.getByTestId('row').scrollLeft = 600;
    fireEvent(window, new Event('resize'));
    wait(100);
    expect(button('next').disabled).toBe(true);
  });
});
