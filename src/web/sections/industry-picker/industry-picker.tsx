import { useTranslation } from 'react-i18next';
import type { IndustryPickerProps } from '../../../generated/content-types';
import { SectionFrame } from '../../components/section-frame';
import { SiteImage } from '../../components/site-image';
import { SiteLink } from '../../components/site-link';
import type { SectionComponentProps } from '../section-definition';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

/**
 * One card per industry solution. The whole card is clickable through the link's stretched
 * ::after, while the link text alone names it for screen readers.
 */
export function IndustryPicker({ props }: SectionComponentProps<IndustryPickerProps>) {
  const { t } = useTranslation();
  return (
    <SectionFrame spacing="roomy" heading={props} align="center">
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {props.cards.map((card) => (
          <li
            key={card.to}
            className="group relative flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-sm transition-shadow duration-(--duration-ui) focus-within:shadow-lg hover:shadow-lg"
            data-testid="industry-card"
          >
            <SiteImage image={card.image} className="aspect-[3/2] h-auto w-full bg-navy-50" />
            <div className="flex flex-1 flex-col p-8">
              <h3 className="text-xl font-bold text-navy-950">
                <BreakableText text={t(card.title, WITH_BREAK_POINTS)} />
              </h3>
              <p className="mt-3 flex-1 text-muted">
                <BreakableText text={t(card.text, WITH_BREAK_POINTS)} />
              </p>
              <SiteLink
                to={card.to}
                className="link-arrow mt-6 after:absolute after:inset-0 after:content-[''] group-hover:text-accent"
              >
                <span>{t(card.linkLabel)}</span>
                <span aria-hidden="true">→</span>
              </SiteLink>
            </div>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
