import { useTranslation } from 'react-i18next';
import type { PlanTableProps } from '../../../generated/content-types';
import { PlanCell } from './plan-cell';
import { PlanPrice } from './plan-price';
import { PlanRegisterLink } from './plan-register-link';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

/** Phones: one card per plan with its limits as a list (a 4-column table does not fit). */
export function PlanCards({ plans, rows }: Pick<PlanTableProps, 'plans' | 'rows'>) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-6">
      {plans.map((plan, i) => (
        <li
          key={plan.name}
          className={`rounded-card border p-6 text-center shadow-sm ${
            plan.highlight ? 'border-navy-700 bg-navy-100' : 'border-line bg-white'
          }`}
        >
          <PlanPrice plan={plan} headingLevel="h3" />
          <dl className="mt-6 divide-y divide-line text-left">
            {rows.map((row) => (
              <div key={row.label} className="flex items-center justify-between gap-4 py-3">
                <dt className="text-muted">
                  <BreakableText text={t(row.label, WITH_BREAK_POINTS)} />
                </dt>
                <dd className="text-right font-semibold text-ink">
                  <PlanCell value={row.values[i]} />
                </dd>
              </div>
            ))}
          </dl>
          <PlanRegisterLink plan={plan} className="mt-6" />
        </li>
      ))}
    </ul>
  );
}
