import { useTranslation } from 'react-i18next';
import type { PlanTableProps } from '../../../generated/content-types';
import { PricingNote } from '../../components/pricing-note';
import { SectionFrame } from '../../components/section-frame';
import { SiteLink } from '../../components/site-link';
import type { SectionComponentProps } from '../section-definition';
import { PlanCards } from './plan-cards';
import { PlanGrid } from './plan-grid';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

/** The self-service plans (SPEC §3 plan tiers) with a link into the comparison. */
export function PlanTable({ props }: SectionComponentProps<PlanTableProps>) {
  const { t } = useTranslation();
  const { to, tab, label } = props.comparisonLink;
  const comparisonPath = tab ? `${to}?tab=${tab}` : to;
  return (
    <SectionFrame heading={props}>
      {/* Both layouts are in the HTML; CSS shows one (display:none also hides the other from screen readers). */}
      <div className="mt-10 hidden md:block">
        <PlanGrid plans={props.plans} rows={props.rows} />
      </div>
      <div className="mt-10 md:hidden">
        <PlanCards plans={props.plans} rows={props.rows} />
      </div>
      {props.footnote && (
        <p className="mt-6 text-sm text-muted">
          <BreakableText text={t(props.footnote, WITH_BREAK_POINTS)} />
        </p>
      )}
      {props.pricingNote && <PricingNote note={props.pricingNote} className="mt-6 max-w-3xl" />}
      <p className="mt-8">
        <SiteLink to={comparisonPath} className="link" data-testid="comparison-link">
          {t(label)}
        </SiteLink>
      </p>
    </SectionFrame>
  );
}
