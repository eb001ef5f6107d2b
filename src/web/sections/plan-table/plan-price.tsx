import { useTranslation } from 'react-i18next';
import type { PlanTableProps } from '../../../generated/content-types';

type PlanColumn = PlanTableProps['plans'][number];
import { useShownPage } from '../../site/shown-page';
import { formatEuro } from '../../lib/format-figures';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

/** Plan name, tagline and price per month. */
export function PlanPrice({ plan, headingLevel }: { plan: PlanColumn; headingLevel: 'h3' | 'p' }) {
  const { t } = useTranslation();
  const { language } = useShownPage();
  const Name = headingLevel;
  return (
    <>
      <Name className="text-xl font-bold text-navy-950">
        <BreakableText text={t(plan.name, WITH_BREAK_POINTS)} />
      </Name>
      {plan.tagline && (
        <p className="mt-1 text-sm font-normal text-muted">
          <BreakableText text={t(plan.tagline, WITH_BREAK_POINTS)} />
        </p>
      )}
      {/* mt-auto: in the table's header cells (a flex column) the prices and buttons share one
          line even where a tagline takes two lines (ProL+ at 768 px). */}
      <p className="mt-auto flex flex-wrap items-baseline justify-center gap-x-1.5 pt-4">
        <span className="text-3xl font-bold tracking-tight text-navy-950" data-testid="plan-price">
          {formatEuro(plan.price, language)}
        </span>
        <span className="text-sm font-normal text-muted">{t('plan-table.perMonth')}</span>
      </p>
    </>
  );
}
