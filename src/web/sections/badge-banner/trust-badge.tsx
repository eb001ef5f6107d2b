import { useTranslation } from 'react-i18next';
import type { BadgeBannerProps } from '../../../generated/content-types';
import { InfoTooltip } from '../../components/tooltip';

type Badge = BadgeBannerProps['badges'][number];

/** Seal image and label of one badge; an info button explains terms such as GEO/GAIO. */
export function TrustBadge({ badge }: { badge: Badge }) {
  const { t } = useTranslation();
  return (
    <div className="flex h-full flex-col items-center gap-3 rounded-card px-3 py-2 text-center">
      <img src={badge.icon} alt="" width={72} height={72} loading="lazy" className="size-18" />
      <p className="flex items-center justify-center gap-1 font-semibold text-navy-950">
        {t(badge.label)}
        {badge.tooltip && <InfoTooltip text={badge.tooltip} term={t(badge.label)} />}
      </p>
      {badge.detail && <p className="text-sm text-muted">{t(badge.detail)}</p>}
    </div>
  );
}
