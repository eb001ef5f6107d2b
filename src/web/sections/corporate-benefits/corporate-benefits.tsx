import { useTranslation } from 'react-i18next';
import type { CorporateBenefitsProps } from '../../../generated/content-types';
import { CtaLink } from '../../components/cta-link';
import { SectionFrame } from '../../components/section-frame';
import { SectionHeading } from '../../components/section-heading';
import type { SectionComponentProps } from '../section-definition';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

/** Heading and call to action on the left, the benefits as a list on the right (two columns from 1262 px). */
export function CorporateBenefits({ props }: SectionComponentProps<CorporateBenefitsProps>) {
  const { t } = useTranslation();
  return (
    <SectionFrame tone="dark" spacing="roomy" layout="grid gap-12 twocol:grid-cols-[2fr_3fr]">
      <div>
        <SectionHeading
          eyebrow={props.eyebrow}
          title={props.title}
          subtitle={props.subtitle}
          tone="dark"
        />
        {props.cta && (
          <div className="mt-10">
            <CtaLink cta={props.cta} />
          </div>
        )}
      </div>
      <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2">
        {props.benefits.map((benefit) => (
          <li key={benefit.title} className="flex gap-5" data-testid="corporate-benefit">
            <img
              src={benefit.icon}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className="size-12 shrink-0"
            />
            <div>
              <h3 className="text-lg font-bold">
                <BreakableText text={t(benefit.title, WITH_BREAK_POINTS)} />
              </h3>
              <p className="mt-2 text-slate-300">
                <BreakableText text={t(benefit.text, WITH_BREAK_POINTS)} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
