import { useTranslation } from 'react-i18next';
import type { BadgeBannerProps } from '../../../generated/content-types';
import { InfoTooltip } from '../../components/tooltip';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

type Badge = BadgeBannerProps['badges'][number];

/** Seal image and label of one badge; an info button explains terms such as GEO/GAIO. */
export function TrustBadge({ badge }: { badge: Badge }) {
  const { t } = useTranslation();
  const label = t(badge.label);
  // The info button stays with the label's last word when the label wraps (issue 21.8); the
  // inline flex box keeps the text's baseline, so that word sits on the line of the others
  // (37.4: with align-middle it sat 3 px lower). The last word starts after the last space,
  // slash or hyphen: "GEO-/GAIO-Monitoring", kept whole, was wider than a phone's slide.
  const cut = Math.max(...[' ', '/', '-'].map((mark) => label.lastIndexOf(mark))) + 1;
  // From 1440 px the badges stand in a grid whose gap already parts them (the carousel's slides
  // touch): without side padding there, that label keeps to one line like the others.
  return (
    <div className="flex h-full flex-col items-center gap-3 rounded-card px-3 py-2 text-center wide:px-0">
      <img src={badge.icon} alt="" width={72} height={72} loading="lazy" className="size-18" />
      <p className="font-semibold text-balance text-navy-950">
        {badge.tooltip ? (
          <>
            {label.slice(0, cut)}
            <span className="inline-flex items-center gap-1 whitespace-nowrap">
              {label.slice(cut)}
              <InfoTooltip text={badge.tooltip} term={label} />
            </span>
          </>
        ) : (
          label
        )}
      </p>
      {badge.detail && (
        <p className="text-sm text-muted">
          <BreakableText text={t(badge.detail, WITH_BREAK_POINTS)} />
        </p>
      )}
    </div>
  );
}
