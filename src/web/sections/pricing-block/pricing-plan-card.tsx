import { useTranslation } from 'react-i18next';
import type { PricingBlockProps } from '../../../generated/content-types';
import { useShownPage } from '../../site/shown-page';
import { CheckIcon } from '../../components/content-icons';
import { AppLink } from '../../components/app-link';
import { formatEuro, formatFigure } from '../../lib/format-figures';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

type PricingPlan = PricingBlockProps['plans'][number];

/** Plan name, price per month, feature lines and the register button of the app. */
export function PricingPlanCard({ plan }: { plan: PricingPlan }) {
  const { t, i18n } = useTranslation();
  const { language } = useShownPage();
  // SPEC §3: a feature line is shown only if its text exists.
  const lines = plan.features
    .map((line) => ({
      key: line.text,
      text: i18n.exists(line.text)
        ? t(line.text, {
            ...WITH_BREAK_POINTS,
            value: line.value === undefined ? '' : formatFigure(line.value, 'number', language),
          })
        : '',
    }))
    .filter((line) => line.text.trim() !== '');
  const highlight = plan.highlight === true;
  return (
    <article
      className={`relative flex w-full flex-col rounded-card bg-white p-8 ${
        highlight ? 'shadow-xl ring-2 ring-accent' : 'shadow-sm ring-1 ring-line'
      }`}
      data-testid="pricing-plan"
    >
      {plan.badge && (
        <p className="absolute -top-3.5 left-8 rounded-full bg-accent px-3 py-1 text-xs font-semibold uppercase tracking-wider text-white">
          {t(plan.badge)}
        </p>
      )}
      <h3 className="text-2xl font-bold text-navy-950">
        <BreakableText text={t(plan.name, WITH_BREAK_POINTS)} />
      </h3>
      {plan.tagline && (
        <p className="mt-1 text-muted">
          <BreakableText text={t(plan.tagline, WITH_BREAK_POINTS)} />
        </p>
      )}
      <p className="mt-6 flex items-baseline gap-2">
        <span className="text-4xl font-bold tracking-tight text-navy-950">
          {formatEuro(plan.price, language)}
        </span>
        <span className="text-muted">{t('pricing-block.perMonth')}</span>
      </p>
      <ul
        className="mt-8 flex-1 space-y-3"
        aria-label={t('pricing-block.featuresOf', { plan: t(plan.name) })}
      >
        {lines.map((line) => (
          <li key={line.key} className="flex gap-3 text-ink">
            <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-success" />
            <span>
              <BreakableText text={line.text} />
            </span>
          </li>
        ))}
      </ul>
      <AppLink
        action="register"
        selectedProduct={plan.selectedProduct}
        className={`mt-10 w-full ${highlight ? 'btn-primary' : 'btn-secondary'}`}
      >
        {t(plan.ctaLabel)}
      </AppLink>
    </article>
  );
}
