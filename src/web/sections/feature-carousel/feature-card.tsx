import { useTranslation } from 'react-i18next';
import type { FeatureCarouselProps } from '../../../generated/content-types';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

type FeatureItem = FeatureCarouselProps['items'][number];

const surfaces = {
  dark: 'bg-navy-900 ring-navy-700 text-white',
  light: 'bg-white ring-line text-ink',
} as const;

/** One carousel feature item (SPEC §3): its printed index, title and description. */
export function FeatureCard({ item, tone }: { item: FeatureItem; tone: 'dark' | 'light' }) {
  const { t } = useTranslation();
  return (
    <article
      className={`flex h-full min-h-64 flex-col rounded-card p-8 ring-1 ring-inset ${surfaces[tone]}`}
      data-testid="feature-slide"
    >
      <span
        aria-hidden="true"
        className={`text-sm font-bold tracking-[0.2em] ${tone === 'dark' ? 'text-orange-200' : 'text-accent'}`}
      >
        {item.index}
      </span>
      <span
        aria-hidden="true"
        className={`mt-3 block h-0.5 w-10 rounded-full ${tone === 'dark' ? 'bg-orange-200/70' : 'bg-accent'}`}
      />
      <h3 className="mt-6 text-xl font-bold leading-snug text-balance">
        <BreakableText text={t(item.title, WITH_BREAK_POINTS)} />
      </h3>
      <p className={`mt-3 ${tone === 'dark' ? 'text-slate-300' : 'text-muted'}`}>
        <BreakableText text={t(item.description, WITH_BREAK_POINTS)} />
      </p>
    </article>
  );
}
