import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallToAction, TextKey } from '../../generated/content-types';
import { CtaLink } from './cta-link';
import { BareSectionFrame } from './section-frame';
import { SectionTitle } from './section-heading';
import { BreakableText } from './breakable-text';
import { WITH_BREAK_POINTS } from '../lib/i18n';

/**
 * SPEC §8's "not found" answer: a large code ("404"), the h1, a sentence and a button on, with
 * room for more below (the 404 page's helpful links). Used by the 404 page and for an article
 * that does not exist.
 */
export function NotFoundMessage({
  code,
  title,
  text,
  cta,
  padding,
  children,
}: {
  code: TextKey;
  title: TextKey;
  text: TextKey;
  cta: CallToAction;
  /** The vertical padding (Tailwind classes). */
  padding: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <BareSectionFrame tone="white">
      <div className={`mx-auto max-w-3xl px-5 ${padding} text-center`}>
        <p className="text-7xl font-bold tracking-tight text-navy-900" aria-hidden="true">
          {t(code)}
        </p>
        <SectionTitle className="mt-4 text-3xl font-bold text-ink">
          <BreakableText text={t(title, WITH_BREAK_POINTS)} />
        </SectionTitle>
        <p className="mt-4 text-lg text-muted">
          <BreakableText text={t(text, WITH_BREAK_POINTS)} />
        </p>
        <CtaLink cta={cta} className="mt-8" />
        {children}
      </div>
    </BareSectionFrame>
  );
}
