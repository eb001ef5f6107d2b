import { BreakableText } from '../../components/breakable-text';
import { useTranslation } from 'react-i18next';
import { useShownPage } from '../../site/shown-page';
import { formatPrice } from '../../lib/format-figures';
import { FeatureGroups, type CardTone } from './feature-groups';
import type { FeatureGroupData } from './types';

/** A product card ready to show: texts translated, link resolved. */
export interface CardView {
  key: string;
  title?: string | undefined;
  /** null while the product list is loading. */
  name: string | null;
  /** With its soft hyphens (for BreakableText). */
  subtitle?: string | undefined;
  /** EUR per month; null while the product list is loading. */
  price: number | null;
  priceFrom: boolean;
  highlight: boolean;
  cta: { label: string; orange: boolean; href: string };
  featureGroups: readonly FeatureGroupData[];
}

/** SPEC §3 product card: name, price per month, 'get started' (new window), feature groups. */
export function ProductCard({ card }: { card: CardView }) {
  const { t } = useTranslation();
  const { language } = useShownPage();
  const tone: CardTone = card.highlight ? 'dark' : 'light';
  const dark = tone === 'dark';
  const loading = card.name === null || card.price === null;
  const button = card.cta.orange
    ? 'btn-primary'
    : dark
      ? 'btn-secondary btn-on-dark'
      : 'btn-secondary';
  return (
    <article
      aria-busy={loading || undefined}
      className={`flex h-full flex-col rounded-card border p-6 shadow-sm twocol:p-8 ${
        dark ? 'border-navy-950 bg-navy-950 text-white' : 'border-line bg-white text-ink'
      }`}
    >
      {card.title && (
        <p
          className={`text-xs font-semibold uppercase tracking-widest ${dark ? 'text-orange-200' : 'text-accent'}`}
        >
          {card.title}
        </p>
      )}
      <h3 className="mt-2 text-2xl font-bold tracking-tight">
        {card.name ?? t('comparison-tabs.loading')}
      </h3>
      {card.subtitle && (
        <p className={`mt-2 text-sm ${dark ? 'text-slate-200' : 'text-muted'}`}>
          <BreakableText text={card.subtitle} />
        </p>
      )}
      <p className="mt-6 flex min-h-12 flex-wrap items-baseline gap-x-2" data-price="">
        {card.price === null ? (
          <span className={dark ? 'text-slate-200' : 'text-muted'}>
            {t('comparison-tabs.loading')}
          </span>
        ) : (
          <>
            {card.priceFrom && (
              <span className="text-sm font-semibold">{t('comparison-tabs.priceFrom')}</span>
            )}
            <span className="text-4xl font-bold tracking-tight" data-amount="">
              {formatPrice(card.price, language)}
            </span>
            <span className={`text-sm ${dark ? 'text-slate-200' : 'text-muted'}`}>
              {t('comparison-tabs.perMonth')}
            </span>
          </>
        )}
      </p>
      <a href={card.cta.href} target="_blank" rel="noopener" className={`${button} mt-6 w-full`}>
        {card.cta.label}
        <span className="sr-only">
          {t('comparison-tabs.ctaContext', { name: card.name ?? '' })}
        </span>
      </a>
      <FeatureGroups groups={card.featureGroups} tone={tone} />
    </article>
  );
}
