import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useSyncExternalStore } from 'react';

type Subscribe = (onChange: () => void) => () => void;

function useEmblaValue<T>(
  api: EmblaCarouselType | undefined,
  subscribe: Subscribe,
  fromApi: (api: EmblaCarouselType) => T,
  initial: T,
): T {
  return useSyncExternalStore(
    subscribe,
    () => (api ? fromApi(api) : initial),
    () => initial,
  );
}

/**
 * Selected snap, number of snaps and whether the arrows can move, read from embla. Before embla
 * exists (server render, hydration) the values follow from the props alone, so both sides match.
 */
export function useEmblaState(
  api: EmblaCarouselType | undefined,
  slideCount: number,
  loop: boolean,
) {
  const subscribe = useCallback<Subscribe>(
    (onChange) => {
      if (!api) return () => {};
      api.on('select', onChange).on('reInit', onChange);
      return () => {
        api.off('select', onChange).off('reInit', onChange);
      };
    },
    [api],
  );
  return {
    selected: useEmblaValue(api, subscribe, (a) => a.selectedScrollSnap(), 0),
    snapCount: useEmblaValue(api, subscribe, (a) => a.scrollSnapList().length, slideCount),
    canPrevious: useEmblaValue(api, subscribe, (a) => a.canScrollPrev(), loop && slideCount > 1),
    canNext: useEmblaValue(api, subscribe, (a) => a.canScrollNext(), slideCount > 1),
  };
}
