import { useTranslation } from 'react-i18next';
import type { FeatureCarouselProps } from '../../../generated/content-types';
import { Carousel } from '../../components/carousel';
import { SectionFrame } from '../../components/section-frame';
import type { SectionComponentProps } from '../section-definition';
import { FeatureCard } from './feature-card';

/**
 * Numbered feature cards on the shared carousel: looping, rotating every `autoplayDelay` ms,
 * paused while hovered, with dots and overlay arrows (SPEC §4). Used on home (7) and lawyers (8).
 */
export function FeatureCarousel({ props }: SectionComponentProps<FeatureCarouselProps>) {
  const { t } = useTranslation();
  const tone = props.tone ?? 'dark';
  return (
    <SectionFrame
      tone={tone === 'dark' ? 'dark' : 'tinted'}
      className={tone === 'dark' ? undefined : 'text-ink'}
      spacing="roomy"
      heading={props}
    >
      <Carousel
        label={t(props.carouselLabel)}
        loop
        autoplay={{ delay: props.autoplayDelay, pauseOnHover: true }}
        slideClassName="basis-[85%] sm:basis-1/2 twocol:basis-1/3"
        dots
        arrows
        tone={tone}
        className="mt-12"
      >
        {props.items.map((item) => (
          <FeatureCard key={item.index} item={item} tone={tone} />
        ))}
      </Carousel>
    </SectionFrame>
  );
}
