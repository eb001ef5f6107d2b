import { useTranslation } from 'react-i18next';
import type { CardGridProps } from '../../../generated/content-types';

type GridCardData = CardGridProps['items'][number];
import { CheckIcon } from '../../components/content-icons';
import { Eyebrow } from '../../components/section-heading';
import { SiteImage } from '../../components/site-image';
import { SiteLink } from '../../components/site-link';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

/** One card of a card grid: optional illustration, eyebrow, title, text, points and link. */
export function GridCard({ item }: { item: GridCardData }) {
  const { t } = useTranslation();
  return (
    <article className="flex h-full flex-col rounded-card border border-line bg-white p-7 shadow-sm">
      {item.image && <SiteImage image={item.image} className="mb-6 h-16 w-16" />}
      <Eyebrow text={item.eyebrow} className="text-accent" />
      <h3 className="mt-1 text-xl font-bold text-navy-950 hyphens-auto wrap-anywhere">
        <BreakableText text={t(item.title, WITH_BREAK_POINTS)} />
      </h3>
      <p className="mt-3 text-muted">
        <BreakableText text={t(item.text, WITH_BREAK_POINTS)} />
      </p>
      {item.points && item.points.length > 0 && (
        <ul className="mt-5 space-y-2">
          {item.points.map((point) => (
            <li key={point} className="flex gap-2.5">
              <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-success" />
              <span>
                <BreakableText text={t(point, WITH_BREAK_POINTS)} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {item.link && (
        <div className="mt-auto pt-6">
          <SiteLink to={item.link.to} className="link-arrow">
            <span>{t(item.link.label)}</span>
            <span aria-hidden="true">→</span>
          </SiteLink>
        </div>
      )}
    </article>
  );
}
