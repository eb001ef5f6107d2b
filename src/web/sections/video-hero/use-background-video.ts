import { useCallback, useEffect, useRef, useState } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Starts the muted background video after hydration unless the visitor prefers reduced motion
 * or paused it. The server HTML has no `autoplay` attribute, so the poster paints first and a
 * reduced-motion visitor never sees a frame move. A blocked autoplay is only logged (SPEC §8).
 */
export function useBackgroundVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const userPaused = useRef(false);

  const play = useCallback((video: HTMLVideoElement) => {
    video.muted = true;
    video.play().catch((error: unknown) => {
      console.warn('The hero video did not start; the poster stays.', error);
    });
  }, []);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const media = window.matchMedia(REDUCED_MOTION);
    const apply = () => {
      if (media.matches || userPaused.current) video.pause();
      else play(video);
    };
    apply();
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [play]);

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
