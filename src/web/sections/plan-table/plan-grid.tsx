import { useTranslation } from 'react-i18next';
import type { PlanTableProps } from '../../../generated/content-types';
import { PlanCell } from './plan-cell';
import { PlanPrice } from './plan-price';
import { PlanRegisterLink } from './plan-register-link';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

/** Wide screens: one table, plans as columns, limits as rows. */
export function PlanGrid({ plans, rows }: Pick<PlanTableProps, 'plans' | 'rows'>) {
  const { t } = useTranslation();
  return (
    <table className="w-full table-fixed border-separate border-spacing-0 text-center">
      <caption className="sr-only">{t('plan-table.caption')}</caption>
      <thead>
        <tr>
          <td className="w-1/4" />
          {plans.map((plan) => (
            <th
              key={plan.name}
              scope="col"
              // h-px: the cell's height is then definite, so the column inside fills the row
              // (a percentage height in a table cell resolves only against a set height).
              className={`h-px rounded-t-card px-4 pt-8 pb-6 align-top ${plan.highlight ? 'bg-navy-100' : ''}`}
            >
              <div className="flex h-full flex-col">
                <PlanPrice plan={plan} headingLevel="p" />
                <PlanRegisterLink plan={plan} className="mt-5" />
              </div>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th
              scope="row"
              className="border-t border-line py-4 pr-4 text-left font-medium text-ink"
            >
              <BreakableText text={t(row.label, WITH_BREAK_POINTS)} />
            </th>
            {plans.map((plan, i) => (
              <td
                key={plan.name}
                className={`border-t border-line px-4 py-4 text-ink ${plan.highlight ? 'bg-navy-100' : ''}`}
              >
                <PlanCell value={row.values[i]} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
