import { useCallback, useSyncExternalStore } from 'react';
import { countdownParts, type CountdownParts } from './countdown-parts';

/**
 * The time left until `target`, ticking every second. The server and the hydrating browser both
 * see `null` (no clock yet), so the banner is never in the server HTML and hydration cannot
 * disagree; the browser renders it right after hydrating, and only while time is left.
 */
export function useCountdown(target: number): CountdownParts | null {
  const subscribe = useCallback(
    (onTick: () => void) => {
      const timer = window.setInterval(() => {
        onTick();
        if (Date.now() >= target) window.clearInterval(timer);
      }, 1000);
      return () => window.clearInterval(timer);
    },
    [target],
  );
  // Whole seconds, so the snapshot is stable between ticks.
  const now = useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / 1000) * 1000,
    () => null,
  );
  return now === null ? null : countdownParts(target, now);
}
