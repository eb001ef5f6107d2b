import { useTranslation } from 'react-i18next';
import type { PricingBlockProps } from '../../../generated/content-types';
import { useShownPage } from '../../site/shown-page';
import { formatFigure } from '../../lib/format-figures';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

/**
 * The five figures under the plans (SPEC §3): number and label. A figure stays on one line
 * ("1.000+", not "1.000" over "+" in a 320 px phone's half-width cell). Two, three or five a
 * row; a row with fewer cells stretches them, so no empty grey cell is left (a grid of three
 * columns left one under five figures at 768 px: designer's review).
 */
export function PricingStatistics({ statistics }: { statistics: PricingBlockProps['statistics'] }) {
  const { t } = useTranslation();
  const { language } = useShownPage();
  return (
    <dl className="mt-16 flex flex-wrap gap-px overflow-hidden rounded-card bg-line ring-1 ring-line">
      {statistics.map((statistic) => (
        <div
          key={statistic.label}
          className="flex grow basis-[calc(50%-1px)] flex-col bg-white px-3 py-7 text-center sm:basis-[calc(33.3%-1px)] sm:px-6 twocol:basis-[calc(20%-1px)]"
          data-testid="pricing-statistic"
        >
          <dt className="order-2 mt-2 text-sm text-muted">
            <BreakableText text={t(statistic.label, WITH_BREAK_POINTS)} />
          </dt>
          <dd className="order-1 text-3xl font-bold tracking-tight whitespace-nowrap text-navy-950">
            {formatFigure(statistic.value, 'number', language)}
            {statistic.plus ? '+' : ''}
          </dd>
        </div>
      ))}
    </dl>
  );
}
