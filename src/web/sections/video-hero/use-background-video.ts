import { useCallback, useEffect, useRef, useState } from 'react';
import {
  prefersReducedMotion,
  usePrefersReducedMotion,
} from '../../lib/use-prefers-reduced-motion';

/**
 * Starts the muted background video after hydration unless the visitor prefers reduced motion
 * or paused it. The server HTML has no `autoplay` attribute, so the poster paints first and a
 * reduced-motion visitor never sees a frame move. A blocked autoplay is only logged (SPEC §8).
 */
export function useBackgroundVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const userPaused = useRef(false);
  // Re-runs the effect below when the setting changes.
  const reducedMotion = usePrefersReducedMotion();

  const play = useCallback((video: HTMLVideoElement) => {
    video.muted = true;
    video.play().catch((error: unknown) => {
      console.warn('The hero video did not start; the poster stays.', error);
    });
  }, []);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // Asked of the browser, not taken from the hook: right after hydration the hook still says
    // `false` (the server's value), and the video must not start for a moment.
    if (prefersReducedMotion() || userPaused.current) video.pause();
    else play(video);
  }, [play, reducedMotion]);

  /** The visible pause/play control (WCAG 2.2.2 for moving content longer than 5 s). */
  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    userPaused.current = playing;
    if (playing) video.pause();
    else play(video);
  };

  return {
    videoRef: ref,
    playing,
    toggle,
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
  };
}
