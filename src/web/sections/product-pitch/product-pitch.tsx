import { useTranslation } from 'react-i18next';
import type { ProductPitchProps } from '../../../generated/content-types';
import { CtaLink } from '../../components/cta-link';
import { SectionFrame } from '../../components/section-frame';
import type { SectionComponentProps } from '../section-definition';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

/** The product in one paragraph and its key points as cards. */
export function ProductPitch({ props }: SectionComponentProps<ProductPitchProps>) {
  const { t } = useTranslation();
  return (
    <SectionFrame spacing="roomy" heading={props}>
      {/* Three columns from 1024 px; on a tablet three columns left 155 px for text ("Textverar- /
          beitung", three words a line), so there each card is a row: icon beside its text. */}
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {props.cards.map((card) => (
          <li
            key={card.title}
            className="flex flex-col gap-6 rounded-card border border-line bg-white p-8 shadow-sm transition-shadow duration-(--duration-ui) hover:shadow-md md:flex-row lg:flex-col"
            data-testid="key-point-card"
          >
            <img
              src={card.icon}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="shrink-0 self-start"
            />
            <div>
              <h3 className="text-xl font-bold text-navy-950">
                <BreakableText text={t(card.title, WITH_BREAK_POINTS)} />
              </h3>
              <p className="mt-3 text-muted">
                <BreakableText text={t(card.text, WITH_BREAK_POINTS)} />
              </p>
            </div>
          </li>
        ))}
      </ul>
      {props.cta && (
        <div className="mt-12">
          <CtaLink cta={props.cta} />
        </div>
      )}
    </SectionFrame>
  );
}
