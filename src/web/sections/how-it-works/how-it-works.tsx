import { useTranslation } from 'react-i18next';
import type { HowItWorksProps } from '../../../generated/content-types';
import { CtaLink } from '../../components/cta-link';
import { SectionFrame } from '../../components/section-frame';
import type { SectionComponentProps } from '../section-definition';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

const stepNumber = (position: number) => String(position + 1).padStart(2, '0');

/** Numbered steps in an ordered list: the numbers are the list's own order, shown large. */
export function HowItWorks({ props }: SectionComponentProps<HowItWorksProps>) {
  const { t } = useTranslation();
  return (
    <SectionFrame spacing="roomy" heading={props} align="center">
      <ol className="mt-14 grid gap-6 md:grid-cols-3">
        {props.steps.map((step, position) => (
          <li
            key={step.title}
            className="relative rounded-card border border-line bg-navy-50 p-8 pt-10"
            data-testid="how-it-works-step"
          >
            <span
              aria-hidden="true"
              className="block text-5xl font-bold leading-none tracking-tight text-accent"
            >
              {stepNumber(position)}
            </span>
            <h3 className="mt-6 text-xl font-bold text-navy-950">
              <BreakableText text={t(step.title, WITH_BREAK_POINTS)} />
            </h3>
            <p className="mt-3 text-muted">
              <BreakableText text={t(step.text, WITH_BREAK_POINTS)} />
            </p>
          </li>
        ))}
      </ol>
      {props.cta && (
        <div className="mt-12 text-center">
          <CtaLink cta={props.cta} />
        </div>
      )}
    </SectionFrame>
  );
}
