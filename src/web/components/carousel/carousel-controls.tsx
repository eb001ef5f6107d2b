import { useTranslation } from 'react-i18next';
import { ChevronIcon, PauseIcon, PlayIcon } from './carousel-icons';

export type CarouselTone = 'light' | 'dark';

const roundButton: Record<CarouselTone, string> = {
  light:
    'bg-white/95 text-navy-900 shadow-md ring-1 ring-line ring-inset hover:bg-navy-50 disabled:opacity-40',
  dark: 'bg-navy-900/90 text-white shadow-md ring-1 ring-white/30 ring-inset hover:bg-navy-800 disabled:opacity-40',
};

const base =
  'grid size-11 place-items-center rounded-full transition-colors duration-(--duration-ui) disabled:cursor-not-allowed';

/** The rotation control (WCAG 2.2.2): always the first control of an auto-rotating carousel. */
export function RotationButton({
  playing,
  onToggle,
  tone,
}: {
  playing: boolean;
  onToggle: () => void;
  tone: CarouselTone;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onToggle}
      // First in the HTML (WCAG 2.2.2), shown at the start of the controls row under the slides.
      className={`${base} ${roundButton[tone]} col-start-1 row-start-2`}
      aria-label={playing ? t('carousel.pause') : t('carousel.play')}
      data-carousel-rotation={playing ? 'playing' : 'paused'}
    >
      {playing ? <PauseIcon /> : <PlayIcon />}
    </button>
  );
}

/**
 * Previous/next buttons beside the track, at the end of the controls row under it: never over a
 * card's text or cut by the slides' edge (issue 21.1, decision 132).
 */
export function StepButtons({
  onPrevious,
  onNext,
  canPrevious,
  canNext,
  tone,
  controls,
}: {
  onPrevious: () => void;
  onNext: () => void;
  canPrevious: boolean;
  canNext: boolean;
  tone: CarouselTone;
  /** id of the slide container the buttons move. */
  controls: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="ms-auto flex shrink-0 gap-2" data-carousel-steps="">
      <button
        type="button"
        onClick={onPrevious}
        disabled={!canPrevious}
        aria-controls={controls}
        aria-label={t('carousel.previous')}
        className={`${base} ${roundButton[tone]}`}
      >
        <ChevronIcon direction="left" />
      </button>
      <button
        type="button"
        onClick={onNext}
        disabled={!canNext}
        aria-controls={controls}
        aria-label={t('carousel.next')}
        className={`${base} ${roundButton[tone]}`}
      >
        <ChevronIcon direction="right" />
      </button>
    </div>
  );
}

/** From this many positions on, a "3 / 12" counter replaces the dots (one calm row on a phone). */
export const MAX_DOTS = 8;

/**
 * Below 640 px, beside the rotation button and the two step buttons, this many dots fit one row
 * of a 320 px phone (44 + 4 x 24 + 2 x 44 px and the gaps); with more, the counter stands in for
 * them there (issue 37.5: eight dots wrapped 7 + 1 on /lawyers at 375 px).
 */
export const PHONE_MAX_DOTS_BESIDE_STEPS = 4;

/** The position as text, for carousels with more positions than dots read well. */
export function CarouselCounter({
  count,
  selected,
  tone,
  className = '',
}: {
  count: number;
  selected: number;
  tone: CarouselTone;
  className?: string;
}) {
  return (
    <p
      className={`${className} min-w-16 text-sm font-semibold tabular-nums ${tone === 'dark' ? 'text-slate-200' : 'text-muted'}`}
      data-carousel-counter=""
      data-current={selected}
      data-count={count}
    >
      <span className={tone === 'dark' ? 'text-white' : 'text-navy-950'}>{selected + 1}</span>
      {'\u2009/\u2009'}
      {count}
    </p>
  );
}

const dotColours: Record<CarouselTone, { on: string; off: string }> = {
  light: { on: 'w-6 bg-accent', off: 'w-2.5 bg-navy-700/35 group-hover:bg-navy-700/70' },
  dark: { on: 'w-6 bg-white', off: 'w-2.5 bg-white/45 group-hover:bg-white/80' },
};

/** One button per scroll position; the current one is marked with aria-current. */
export function CarouselDots({
  count,
  selected,
  onSelect,
  tone,
  controls,
  className = '',
}: {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  tone: CarouselTone;
  controls: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    // The gap keeps a focused dot's ring (3 px, drawn round the button) off its neighbours.
    <div className={`${className} flex flex-wrap gap-1`}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          onClick={() => onSelect(index)}
          aria-controls={controls}
          aria-current={index === selected ? 'true' : undefined}
          aria-label={t('carousel.goTo', { index: index + 1, count })}
          data-carousel-dot={index}
          // 24 x 24 px each (the current one too), the WCAG 2.2 target size.
          className="group grid h-6 min-w-6 place-items-center rounded-full focus-visible:outline-offset-0"
        >
          <span
            aria-hidden="true"
            className={`block h-2.5 rounded-full transition-all duration-(--duration-ui) ${
              index === selected ? dotColours[tone].on : dotColours[tone].off
            }`}
          />
        </button>
      ))}
    </div>
  );
}
