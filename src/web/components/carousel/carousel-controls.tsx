import { useTranslation } from 'react-i18next';
import { ChevronIcon, PauseIcon, PlayIcon } from './carousel-icons';

export type CarouselTone = 'light' | 'dark';

const roundButton: Record<CarouselTone, string> = {
  light:
    'bg-white/95 text-navy-900 shadow-md ring-1 ring-line hover:bg-navy-50 disabled:opacity-40',
  dark: 'bg-navy-900/90 text-white shadow-md ring-1 ring-white/30 hover:bg-navy-800 disabled:opacity-40',
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
      // Above the dots row, which shares its grid cell, so the whole button takes clicks.
      className={`${base} ${roundButton[tone]} relative z-10 col-start-1 row-start-2 justify-self-start`}
      aria-label={playing ? t('carousel.pause') : t('carousel.play')}
      data-carousel-rotation={playing ? 'playing' : 'paused'}
    >
      {playing ? <PauseIcon /> : <PlayIcon />}
    </button>
  );
}

/**
 * Previous/next buttons centred a little outside the slides' left and right edges, so they cover
 * a card's padding rather than its text.
 */
export function OverlayArrows({
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
    <>
      <button
        type="button"
        onClick={onPrevious}
        disabled={!canPrevious}
        aria-controls={controls}
        aria-label={t('carousel.previous')}
        className={`${base} ${roundButton[tone]} absolute left-0 top-1/2 z-10 -translate-x-2/5 -translate-y-1/2`}
      >
        <ChevronIcon direction="left" />
      </button>
      <button
        type="button"
        onClick={onNext}
        disabled={!canNext}
        aria-controls={controls}
        aria-label={t('carousel.next')}
        className={`${base} ${roundButton[tone]} absolute right-0 top-1/2 z-10 translate-x-2/5 -translate-y-1/2`}
      >
        <ChevronIcon direction="right" />
      </button>
    </>
  );
}

const dotColours: Record<CarouselTone, { on: string; off: string }> = {
  light: { on: 'w-6 bg-accent', off: 'w-2.5 bg-navy-700/35 group-hover:bg-navy-700/70' },
  dark: { on: 'w-6 bg-white', off: 'w-2.5 bg-white/45 group-hover:bg-white/80' },
};

/**
 * One button per scroll position; the current one is marked with aria-current. Beside a rotation
 * button the row keeps clear of it; more dots than fit wrap to a second row.
 */
export function CarouselDots({
  count,
  selected,
  onSelect,
  tone,
  controls,
  besideRotation,
}: {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  tone: CarouselTone;
  controls: string;
  besideRotation: boolean;
}) {
  const { t } = useTranslation();
  // Clear of the 44 px pause button with a 2 px gap, so twelve 24 px dots still fit one row
  // on a 375 px phone; from 640 px the row is centred with room on both sides.
  const clear = besideRotation ? 'ps-11.5 sm:ps-14 sm:pe-14' : '';
  return (
    <div className={`col-start-1 row-start-2 flex flex-wrap justify-center self-center ${clear}`}>
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
          className="group grid h-6 min-w-6 place-items-center"
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
