import { useTranslation } from 'react-i18next';
import type { PricingBlockProps } from '../../../generated/content-types';
import { CtaLink } from '../../components/cta-link';
import { PricingNote } from '../../components/pricing-note';
import { SectionFrame } from '../../components/section-frame';
import type { SectionComponentProps } from '../section-definition';
import { PricingPlanCard } from './pricing-plan-card';
import { PricingStatistics } from './pricing-statistics';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

/** SPEC §3 pricing block: the self-service plans, five statistics and a footnote. */
export function PricingBlock({ props }: SectionComponentProps<PricingBlockProps>) {
  const { t } = useTranslation();
  return (
    <SectionFrame tone="tinted" spacing="roomy" heading={props} align="center">
      <ul className="mt-14 grid items-stretch gap-6 md:grid-cols-3">
        {props.plans.map((plan) => (
          <li key={plan.selectedProduct} className="flex">
            <PricingPlanCard plan={plan} />
          </li>
        ))}
      </ul>
      {props.pricingNote && (
        <PricingNote note={props.pricingNote} className="mx-auto mt-8 max-w-3xl" />
      )}
      <PricingStatistics statistics={props.statistics} />
      <p className="mx-auto mt-10 max-w-3xl text-center text-sm text-muted">
        <BreakableText text={t(props.footnote, WITH_BREAK_POINTS)} />
      </p>
      {props.cta && (
        <div className="mt-8 text-center">
          <CtaLink cta={{ variant: 'secondary', ...props.cta }} />
        </div>
      )}
    </SectionFrame>
  );
}
