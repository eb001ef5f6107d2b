import { useTranslation } from 'react-i18next';
import type { BadgeBannerProps } from '../../../generated/content-types';
import { Carousel } from '../../components/carousel';
import { SectionFrame } from '../../components/section-frame';
import { SectionTitle } from '../../components/section-heading';
import { TooltipProvider } from '../../components/tooltip';
import type { SectionComponentProps } from '../section-definition';
import { TrustBadge } from './trust-badge';

/**
 * The trust badges (SPEC §2): a static row from 1440 px (`wide:`), a looping auto-rotating
 * carousel below. Both are in the HTML and CSS shows one, so server and browser agree at any
 * width; the hidden carousel measures no slides and so does not rotate.
 */
export function BadgeBanner({ props }: SectionComponentProps<BadgeBannerProps>) {
  const { t } = useTranslation();
  return (
    <SectionFrame className="border-y border-line" spacing="compact">
      <SectionTitle className="text-center text-sm font-semibold uppercase tracking-widest text-muted">
        {t(props.title)}
      </SectionTitle>
      {/* The badges' tooltips share their timing and show one bubble at a time. */}
      <TooltipProvider>
        <ul className="mt-8 hidden grid-cols-5 gap-6 wide:grid" data-testid="badge-grid">
          {props.badges.map((badge) => (
            <li key={badge.label}>
              <TrustBadge badge={badge} />
            </li>
          ))}
        </ul>
        <div className="mt-8 wide:hidden" data-testid="badge-carousel">
          <Carousel
            label={t(props.carouselLabel)}
            loop
            autoplay
            // With its position beside it, the pause button does not stand alone (issue 21.8).
            dots
            slideClassName="basis-1/2 sm:basis-1/3 twocol:basis-1/4"
          >
            {props.badges.map((badge) => (
              <TrustBadge key={badge.label} badge={badge} />
            ))}
          </Carousel>
        </div>
      </TooltipProvider>
    </SectionFrame>
  );
}
