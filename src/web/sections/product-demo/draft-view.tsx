import { useTranslation } from 'react-i18next';
import type { ProductDemoProps } from '../../../generated/content-types';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

type Draft = ProductDemoProps['drafts'][number];

/** Formats whose title is a subject line rather than a headline. */
const SUBJECT_LINE: ReadonlySet<Draft['format']> = new Set(['newsletter', 'email']);

interface DraftViewProps {
  draft: Draft;
  id: string;
  labelledBy: string;
  selected: boolean;
}

/**
 * One draft as a tab panel. All panels share one grid cell; the unselected ones are invisible
 * (out of sight, of the accessibility tree and of the Tab order, but still taking their height),
 * and the selected one fades in (250 ms, none under reduced motion: theme.css).
 */
export function DraftView({ draft, id, labelledBy, selected }: DraftViewProps) {
  const { t } = useTranslation();
  return (
    <div
      role="tabpanel"
      id={id}
      aria-labelledby={labelledBy}
      // The shown panel is the Tab stop after the tab list (WAI-ARIA tabs pattern); the hidden
      // ones are no Tab stop even for code that looks for one by tabindex.
      tabIndex={selected ? 0 : -1}
      data-format={draft.format}
      data-selected={selected}
      className={`col-start-1 row-start-1 rounded-xl border border-line bg-white p-4 sm:p-6 noscript:visible noscript:row-start-auto noscript:opacity-100 ${
        selected
          ? 'visible opacity-100 transition-opacity duration-(--duration-ui)'
          : 'invisible opacity-0'
      }`}
    >
      <p className="text-xs font-semibold uppercase tracking-wider text-muted">
        {t('product-demo.draft')}
        <span aria-hidden="true"> · </span>
        {t(draft.label)}
      </p>
      {draft.title && (
        <>
          {SUBJECT_LINE.has(draft.format) && (
            <p className="mt-3 text-xs font-medium text-muted">{t('product-demo.subject')}</p>
          )}
          {/* Set like a heading (whole-words, theme.css): a long word moves to the next line
              whole instead of breaking where the balanced line ends ("Ferti/gungshalle" at
              1440 px without a hyphen; designer's review 2026-11-28). */}
          <p
            className={`whole-words text-balance font-bold text-navy-950 ${
              SUBJECT_LINE.has(draft.format)
                ? 'mt-1 text-lg'
                : 'mt-3 text-lg leading-snug sm:text-xl'
            }`}
          >
            <BreakableText text={t(draft.title, WITH_BREAK_POINTS)} />
          </p>
        </>
      )}
      {draft.lead && (
        <p className="mt-3 font-semibold leading-relaxed text-ink">
          <BreakableText text={t(draft.lead, WITH_BREAK_POINTS)} />
        </p>
      )}
      {draft.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3 text-[0.9375rem] leading-relaxed text-ink">
          <BreakableText text={t(paragraph, WITH_BREAK_POINTS)} />
        </p>
      ))}
    </div>
  );
}
