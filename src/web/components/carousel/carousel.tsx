import type { EmblaCarouselType } from 'embla-carousel';
import useEmblaCarousel from 'embla-carousel-react';
import {
  Children,
  isValidElement,
  useId,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import {
  CarouselCounter,
  CarouselDots,
  MAX_DOTS,
  PHONE_MAX_DOTS_BESIDE_STEPS,
  RotationButton,
  StepButtons,
  type CarouselTone,
} from './carousel-controls';
import {
  useAutoplayPlugins,
  useCarouselAutoplay,
  type AutoplaySettings,
} from './use-carousel-autoplay';
import { useEmblaState } from './use-embla-state';
import { useCutEdges } from './use-cut-edges';

/** SPEC §9: the site-wide carousel defaults. */
export const DEFAULT_AUTOPLAY_DELAY = 4000;
const EMBLA_DEFAULTS = { align: 'start', dragThreshold: 10, duration: 25 } as const;

export interface CarouselProps {
  /** Accessible name of the carousel region (already translated). */
  label: string;
  /** Each child is one slide. */
  children: ReactNode;
  loop?: boolean;
  /** Rotate automatically: `true` for the 4000 ms default, or a delay and hover behaviour. */
  autoplay?: boolean | { delay?: number; pauseOnHover?: boolean };
  /** Tailwind basis classes that set slides per view, e.g. "basis-full sm:basis-1/2". */
  slideClassName?: string;
  dots?: boolean;
  /** Previous/next buttons at the end of the controls row under the slides. */
  arrows?: boolean;
  /** Colours of the controls: for a white (light) or navy (dark) background. */
  tone?: CarouselTone;
  className?: string;
}

function autoplaySettings(autoplay: CarouselProps['autoplay']): AutoplaySettings | null {
  if (!autoplay) return null;
  const options = autoplay === true ? {} : autoplay;
  return {
    delay: options.delay ?? DEFAULT_AUTOPLAY_DELAY,
    pauseOnHover: options.pauseOnHover ?? true,
  };
}

function isKeyboardFocus(element: EventTarget): boolean {
  try {
    return element instanceof Element && element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** WAI-ARIA carousel: a labelled region of labelled slide groups, with rotation, arrows and dots. */
export function Carousel({
  label,
  children,
  loop = false,
  autoplay,
  slideClassName = 'basis-full',
  dots = false,
  arrows = false,
  tone = 'light',
  className = '',
}: CarouselProps) {
  const { t } = useTranslation();
  const slides = Children.toArray(children);
  const settings = autoplaySettings(autoplay);
  const [emblaRef, api] = useEmblaCarousel(
    { ...EMBLA_DEFAULTS, loop },
    useAutoplayPlugins(settings),
  );
  const state = useEmblaState(api, slides.length, loop);
  const rotation = useCarouselAutoplay(api, settings);
  useCutEdges(api);
  const jump = usePrefersReducedMotion();
  const slidesId = useId();
  const showPosition = dots && state.snapCount > 1;
  // The counter is not clickable, so a carousel that shows one gets the step buttons.
  const showSteps = (arrows || (showPosition && state.snapCount > MAX_DOTS)) && slides.length > 1;
  // Counted from the slides before embla starts, so the server HTML already shows the right one.
  const counterOnPhones = showSteps && state.snapCount > PHONE_MAX_DOTS_BESIDE_STEPS;

  const moveTo = (move: (api: EmblaCarouselType) => void) => {
    if (!api) return;
    move(api);
    rotation.restartTimer();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const last = state.snapCount - 1;
    const moves: Record<string, (a: EmblaCarouselType) => void> = {
      ArrowLeft: (a) => a.scrollPrev(jump),
      ArrowRight: (a) => a.scrollNext(jump),
      Home: (a) => a.scrollTo(0, jump),
      End: (a) => a.scrollTo(last, jump),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move);
  };
  // Keyboard focus entering stops rotation for good (WAI-ARIA); a mouse click does not.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (rotation.enabled && isKeyboardFocus(event.target)) rotation.pause();
  };
  const onHover = (hovering: boolean) => (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') rotation.setHovering(hovering);
  };

  return (
    // The region only listens for keys and focus coming from the controls and slides inside it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription={t('carousel.carousel')}
      aria-label={label}
      // Clips sideways what the slide viewport cannot: before embla starts (server HTML), absolutely
      // positioned parts of later slides are contained by an element outside that viewport, and
      // on a phone they would widen the whole page until hydration.
      className={`grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-5 overflow-x-clip ${className}`}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onPointerEnter={onHover(true)}
      onPointerLeave={onHover(false)}
      data-carousel=""
    >
      {rotation.enabled && (
        <RotationButton playing={rotation.playing} onToggle={rotation.toggle} tone={tone} />
      )}
      {/* Positioned: embla reads the slides' offsetLeft, which is measured from the nearest
          positioned ancestor; without it, from the page, and every slide sat shifted. */}
      <div
        ref={emblaRef}
        className="carousel-viewport relative col-span-2 row-start-1 overflow-hidden"
      >
        {/* The gap is each slide's right padding, so the container starts at the viewport's left
            edge: embla measures offsetLeft, and once it transforms the container Chromium measures
            slides from the container instead, which with a negative left margin shifted every
            re-initialisation (resize) by the gap. No transition: embla moves it frame by frame,
            and the reduced-motion rule's 0.01 ms transition of every property (theme.css) kept
            a jump's new place out of the measures taken right after it (use-cut-edges.ts). */}
        <div
          id={slidesId}
          className="-mr-4 flex touch-pan-y touch-pinch-zoom transition-none"
          aria-live={rotation.playing ? 'off' : 'polite'}
        >
          {slides.map((slide, index) => (
            <div
              key={isValidElement(slide) && slide.key !== null ? slide.key : index}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.slideLabel', { index: index + 1, count: slides.length })}
              // No transition either: a looping carousel moves slides by their own transform.
              className={`min-w-0 shrink-0 grow-0 pr-4 transition-none ${slideClassName}`}
              data-carousel-slide={index}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {(showPosition || showSteps) && (
        // Beside the rotation button when there is one; position first, steps at the end.
        <div
          className={`row-start-2 flex min-h-11 items-center gap-3 ${rotation.enabled ? 'col-start-2' : 'col-span-2'}`}
          data-carousel-controls=""
        >
          {showPosition &&
            (state.snapCount > MAX_DOTS ? (
              <CarouselCounter count={state.snapCount} selected={state.selected} tone={tone} />
            ) : (
              <>
                <CarouselDots
                  count={state.snapCount}
                  selected={state.selected}
                  onSelect={(index) => moveTo((a) => a.scrollTo(index, jump))}
                  tone={tone}
                  controls={slidesId}
                  className={counterOnPhones ? 'max-sm:hidden' : ''}
                />
                {counterOnPhones && (
                  <CarouselCounter
                    count={state.snapCount}
                    selected={state.selected}
                    tone={tone}
                    className="sm:hidden"
                  />
                )}
              </>
            ))}
          {showSteps && (
            <StepButtons
              onPrevious={() => moveTo((a) => a.scrollPrev(jump))}
              onNext={() => moveTo((a) => a.scrollNext(jump))}
              canPrevious={state.canPrevious}
              canNext={state.canNext}
              tone={tone}
              controls={slidesId}
            />
          )}
        </div>
      )}
    </section>
  );
}
