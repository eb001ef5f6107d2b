import { useSyncExternalStore } from 'react';

declare const __BUILD_YEAR__: number;

const noSubscription = () => () => {};

/**
 * The year for the copyright line: the build's year while hydrating (so the prerendered HTML
 * matches), then the visitor's clock.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
