import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';

export interface AutoplaySettings {
  /** Milliseconds between slides. */
  delay: number;
  /** Pause while a mouse is over the carousel and resume when it leaves. */
  pauseOnHover: boolean;
}

/** The embla autoplay plugin, created once per delay. We drive play/stop ourselves (see below). */
export function useAutoplayPlugins(settings: AutoplaySettings | null) {
  const delay = settings?.delay;
  return useMemo(
    () =>
      delay === undefined
        ? []
        : [
            Autoplay({
              delay,
              playOnInit: false,
              // The plugin only stops on drag; we restart after it when rotation is wanted.
              stopOnInteraction: true,
              stopOnFocusIn: false,
              stopOnMouseEnter: false,
            }),
          ],
    [delay],
  );
}

function subscribeToVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Hidden tab: the server and hydration see a visible one. */
function useDocumentHidden(): boolean {
  return useSyncExternalStore(
    subscribeToVisibility,
    () => document.visibilityState === 'hidden',
    () => false,
  );
}

/** 'auto' until the visitor presses pause/play or moves keyboard focus into the carousel. */
type Choice = 'auto' | 'playing' | 'paused';

/**
 * Whether the carousel rotates. Rotation is wanted when autoplay is configured, the visitor has
 * not paused it and does not prefer reduced motion (pressing play overrides that); it actually
 * runs only while no mouse hovers (if configured) and the tab is visible. The rule lives here,
 * not in the plugin's own options, so the pause button, hover and focus cannot disagree.
 */
export function useCarouselAutoplay(
  api: EmblaCarouselType | undefined,
  settings: AutoplaySettings | null,
) {
  const reducedMotion = usePrefersReducedMotion();
  const hidden = useDocumentHidden();
  const [choice, setChoice] = useState<Choice>('auto');
  const [hovering, setHovering] = useState(false);

  const playing =
    settings !== null && (choice === 'playing' || (choice === 'auto' && !reducedMotion));
  const running = playing && !hidden && !(settings?.pauseOnHover && hovering);

  useEffect(() => {
    const plugin = api?.plugins().autoplay;
    if (!api || !plugin) return;
    const sync = () => {
      // With one snap (e.g. a carousel hidden by CSS measures 0 px) the plugin has no timings.
      const canRotate = api.scrollSnapList().length > 1;
      if (!running || !canRotate) plugin.stop();
      else if (!plugin.isPlaying()) plugin.play(reducedMotion);
    };
    sync();
    // A drag stops the plugin, and a re-initialisation (e.g. after a resize) resets it.
    api.on('pointerUp', sync).on('reInit', sync);
    return () => {
      api.off('pointerUp', sync).off('reInit', sync);
    };
  }, [api, running, reducedMotion]);

  /** After a manual move, the next automatic one waits a full delay again. */
  const restartTimer = useCallback(() => api?.plugins().autoplay?.reset(), [api]);

  return {
    enabled: settings !== null,
    playing,
    toggle: () => setChoice(playing ? 'paused' : 'playing'),
    pause: () => setChoice('paused'),
    setHovering,
    restartTimer,
  };
}
