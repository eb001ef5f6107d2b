import { useTranslation } from 'react-i18next';
import type { OfferCardsProps } from '../../../generated/content-types';

type OfferCardData = OfferCardsProps['cards'][number];
import { useShownPage } from '../../site/shown-page';
import { CheckIcon } from '../../components/content-icons';
import { CtaLink } from '../../components/cta-link';
import { formatEuro } from '../../lib/format-figures';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

/** One product: name, price per month (or on request), features, extra list, call to action. */
export function OfferCard({ card }: { card: OfferCardData }) {
  const { t } = useTranslation();
  const { language } = useShownPage();
  const dark = card.highlight === true;
  return (
    <article
      className={`flex h-full flex-col rounded-card border p-7 shadow-sm twocol:p-8 ${
        dark ? 'border-navy-900 bg-navy-950 text-white' : 'border-line bg-white text-ink'
      }`}
    >
      <h3 className="text-2xl font-bold tracking-tight hyphens-auto wrap-anywhere">
        <BreakableText text={t(card.name, WITH_BREAK_POINTS)} />
      </h3>
      {card.tagline && (
        <p className={`mt-1 ${dark ? 'text-slate-300' : 'text-muted'}`}>
          <BreakableText text={t(card.tagline, WITH_BREAK_POINTS)} />
        </p>
      )}
      <p className="mt-6 flex flex-wrap items-baseline gap-x-2" data-testid="offer-price">
        {card.price !== undefined ? (
          <>
            <span className="text-4xl font-bold tracking-tight">
              {formatEuro(card.price, language)}
            </span>
            <span className={dark ? 'text-slate-300' : 'text-muted'}>
              {t('offer-cards.perMonth')}
            </span>
          </>
        ) : (
          <span className="text-2xl font-bold">{t('offer-cards.onRequest')}</span>
        )}
      </p>
      <ul className="mt-6 space-y-3">
        {card.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <CheckIcon
              className={`mt-0.5 h-5 w-5 shrink-0 ${dark ? 'text-orange-200' : 'text-success'}`}
            />
            <span>
              <BreakableText text={t(feature, WITH_BREAK_POINTS)} />
            </span>
          </li>
        ))}
      </ul>
      {card.extra && (
        <div
          className={`mt-6 rounded-xl p-4 ${dark ? 'bg-navy-800' : 'bg-navy-50'}`}
          data-testid="offer-extra"
        >
          <h4 className="text-sm font-semibold uppercase tracking-wider">{t(card.extra.title)}</h4>
          <ul className="mt-3 flex flex-wrap gap-2">
            {card.extra.items.map((item) => (
              <li
                key={item}
                className={`rounded-full px-3 py-1 text-sm font-semibold ${
                  dark ? 'bg-white text-navy-950' : 'bg-white text-navy-900 ring-1 ring-line'
                }`}
              >
                <BreakableText text={t(item, WITH_BREAK_POINTS)} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {card.cta && (
        <div className="mt-auto pt-8">
          <CtaLink cta={card.cta} className={`w-full ${dark ? 'btn-on-dark' : ''}`} />
        </div>
      )}
    </article>
  );
}
