import { useTranslation } from 'react-i18next';

/**
 * Pause/play for the background video, top right of the hero: in view on the first screen of
 * any phone. At the bottom it fell under the fixed bottom bar, or below the fold, wherever the
 * hero's text is taller than the screen (375 x 667, 320 x 568; designer's review 2026-11-29).
 */
export function VideoToggle({ playing, onToggle }: { playing: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={playing ? t('video-hero.pause') : t('video-hero.play')}
      className="absolute top-5 right-5 grid size-11 place-items-center rounded-full bg-navy-950/70 text-white ring-1 ring-white/40 transition-colors duration-(--duration-ui) hover:bg-navy-900"
      data-testid="hero-video-toggle"
    >
      <svg width={18} height={18} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        {playing ? (
          <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
        ) : (
          <path d="M8 5.5v13l10.5-6.5z" />
        )}
      </svg>
    </button>
  );
}
