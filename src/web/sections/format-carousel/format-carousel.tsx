import { useTranslation } from 'react-i18next';
import type { FormatCarouselProps } from '../../../generated/content-types';
import { Carousel } from '../../components/carousel';
import { SectionFrame } from '../../components/section-frame';
import type { SectionComponentProps } from '../section-definition';
import { FormatIconSvg } from './format-icons';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

/**
 * The formats, one card per slide, rotating on the site's shared carousel. No overlay arrows:
 * on phones they would cover the card text; dots, keys and swiping move it.
 */
export function FormatCarousel({ props }: SectionComponentProps<FormatCarouselProps>) {
  const { t } = useTranslation();
  return (
    <SectionFrame tone="dark" heading={props}>
      <Carousel
        label={t(props.label)}
        loop
        autoplay={{ delay: props.autoplayMs ?? 2000 }}
        slideClassName="basis-4/5 sm:basis-1/2 md:basis-1/3 twocol:basis-1/4"
        dots
        tone="dark"
        className="mt-10"
      >
        {props.formats.map((format) => (
          <article
            key={format.icon}
            className="flex h-full min-h-52 flex-col rounded-card bg-navy-900 p-6 ring-1 ring-navy-700 ring-inset"
            data-testid="format-slide"
          >
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-accent text-white">
              <FormatIconSvg icon={format.icon} />
            </span>
            <h3 className="mt-5 text-xl font-bold">
              <BreakableText text={t(format.title, WITH_BREAK_POINTS)} />
            </h3>
            <p className="mt-2 text-slate-300">
              <BreakableText text={t(format.text, WITH_BREAK_POINTS)} />
            </p>
          </article>
        ))}
      </Carousel>
    </SectionFrame>
  );
}
