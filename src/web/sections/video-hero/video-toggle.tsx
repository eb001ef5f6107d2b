import { useTranslation } from 'react-i18next';

/** Pause/play for the background video, bottom right of the hero. */
export function VideoToggle({ playing, onToggle }: { playing: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={playing ? t('video-hero.pause') : t('video-hero.play')}
      className="absolute bottom-24 right-5 grid size-11 place-items-center rounded-full bg-navy-950/70 text-white ring-1 ring-white/40 transition-colors duration-(--duration-ui) hover:bg-navy-900"
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
