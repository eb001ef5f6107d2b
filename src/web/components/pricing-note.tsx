import { useTranslation } from 'react-i18next';
import type { Language } from '../../content/locales';
import type { PricingNote as PricingNoteData } from '../../generated/content-types';
import { useShownPage } from '../site/shown-page';
import { InfoIcon } from './content-icons';
import { formatEuro } from '../lib/format-figures';
import { formatMonthYear } from '../lib/calendar-text';

/** "2025-10" -> "Oktober 2025" / "October 2025". */
function formatYearMonth(yearMonth: string, language: Language): string {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  return formatMonthYear(year, month, language);
}

/**
 * The terms under prices (SPEC §1, §9): setup fee waived until a month, prices valid from a
 * month, a sample quote. Every figure comes from the page file; texts from pricing-note.json.
 */
export function PricingNote({
  note,
  className = '',
}: {
  note: PricingNoteData;
  className?: string;
}) {
  const { t } = useTranslation();
  const { language } = useShownPage();
  const lines: { key: string; text: string }[] = [];
  if (note.setupFeeWaivedUntil)
    lines.push({
      key: 'setupFee',
      text: t('pricing-note.setupFeeWaived', {
        month: formatYearMonth(note.setupFeeWaivedUntil, language),
      }),
    });
  if (note.pricesValidFrom)
    lines.push({
      key: 'validFrom',
      text: t('pricing-note.pricesValidFrom', {
        month: formatYearMonth(note.pricesValidFrom, language),
      }),
    });
  const quote = note.sampleQuote;
  if (quote)
    lines.push({
      key: 'sampleQuote',
      text: t('pricing-note.sampleQuote', {
        users: quote.users,
        tasks: quote.tasks,
        languages: quote.languages,
        styles: quote.styles,
        includedStyles: quote.includedStyles,
        extraStylePrice: formatEuro(quote.extraStylePrice, language),
      }),
    });
  return (
    <div
      className={`flex gap-3 rounded-card border border-line bg-white px-5 py-4 text-sm text-ink ${className}`}
      data-pricing-note=""
    >
      <InfoIcon size={20} className="mt-0.5 shrink-0 text-navy-700" />
      <div>
        <p className="font-semibold text-navy-950">{t('pricing-note.title')}</p>
        <ul className="mt-1 space-y-1 text-muted">
          {lines.map((line) => (
            <li key={line.key}>{line.text}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
