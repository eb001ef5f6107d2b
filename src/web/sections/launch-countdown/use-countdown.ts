import { useCallback, useSyncExternalStore } from 'react';
import {
  countdownParts,
  msUntilNextSecond,
  secondsLeft,
  type CountdownParts,
} from './countdown-parts';

/**
 * The time left until `target`, ticking on the target's second boundaries. The server and the
 * hydrating browser both see `null` (no clock yet), so the banner is never in the server HTML and
 * hydration cannot disagree; the browser renders it right after hydrating, and only while time is
 * left.
 */
export function useCountdown(target: number): CountdownParts | null {
  const subscribe = useCallback(
    (onTick: () => void) => {
      // One timeout per second, each set for the moment the figure changes: an interval started
      // at mount would lag the real time left by up to a second (issue 27.11).
      let timer: number | undefined;
      const schedule = () => {
        const now = Date.now();
        if (!Number.isFinite(target) || now >= target) return;
        timer = window.setTimeout(
          () => {
            onTick();
            schedule();
          },
          msUntilNextSecond(target, now),
        );
      };
      schedule();
      return () => window.clearTimeout(timer);
    },
    [target],
  );
  // Whole seconds left, so the snapshot is stable between ticks.
  const left = useSyncExternalStore(
    subscribe,
    () => secondsLeft(target, Date.now()),
    () => null,
  );
  return left === null ? null : countdownParts(target, target - left * 1000);
}
