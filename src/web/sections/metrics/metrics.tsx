import { useTranslation } from 'react-i18next';
import type { MetricsProps } from '../../../generated/content-types';
import { useShownPage } from '../../site/shown-page';
import { SectionFrame } from '../../components/section-frame';
import { formatFigure } from '../../lib/format-figures';
import type { SectionComponentProps } from '../section-definition';

const COLUMNS: Record<number, string> = {
  1: '',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-2 twocol:grid-cols-4',
};

/** Key figures, formatted for the language shown (1.000 / 1,000; 50 % / 50%). */
export function Metrics({ props }: SectionComponentProps<MetricsProps>) {
  const { t } = useTranslation();
  const { language } = useShownPage();
  const dark = props.tone === 'dark';
  return (
    <SectionFrame tone={dark ? 'dark' : 'tinted'} heading={props}>
      <dl className={`mt-10 grid gap-6 ${COLUMNS[props.items.length] ?? ''}`}>
        {props.items.map((item) => (
          <div
            key={item.label}
            className={`flex flex-col rounded-card p-7 ${
              dark ? 'bg-navy-900 ring-1 ring-navy-700' : 'bg-white shadow-sm ring-1 ring-line'
            }`}
            data-testid="metric"
          >
            <dt className={`order-2 mt-2 text-lg ${dark ? 'text-slate-200' : 'text-muted'}`}>
              {t(item.label)}
            </dt>
            <dd className="order-1 flex flex-wrap items-baseline gap-x-2">
              {item.prefix && (
                <span className={`text-lg ${dark ? 'text-slate-200' : 'text-muted'}`}>
                  {t(item.prefix)}
                </span>
              )}
              <span
                className={`text-5xl font-bold tracking-tight ${dark ? 'text-white' : 'text-navy-950'}`}
                data-testid="metric-value"
              >
                {formatFigure(item.value, item.format ?? 'number', language)}
                {item.orMore ? '+' : ''}
              </span>
              {item.unit && (
                <span className={`text-xl font-semibold ${dark ? 'text-white' : 'text-navy-950'}`}>
                  {t(item.unit)}
                </span>
              )}
            </dd>
            {item.badge && (
              <dd className="order-3 mt-4">
                <span
                  className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${
                    dark ? 'bg-white text-navy-950' : 'bg-success/10 text-success'
                  }`}
                  data-testid="metric-badge"
                >
                  <span aria-hidden="true">✓</span>
                  {t(item.badge)}
                </span>
              </dd>
            )}
          </div>
        ))}
      </dl>
    </SectionFrame>
  );
}
