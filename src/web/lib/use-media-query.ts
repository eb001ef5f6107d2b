import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following changes. The server (and hydration) sees `false`,
 * so the markup matches; React re-renders with the real value right after hydrating.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
