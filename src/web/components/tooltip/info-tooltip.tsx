import { useTranslation } from 'react-i18next';
import type { Tone } from './floating-tooltip';
import { InfoButton } from './info-button';
import { useTooltipGroup } from './use-tooltip-group';

export interface InfoTooltipProps {
  /** i18n key of the explanation. */
  text: string;
  /** The term explained (already translated); names the button ("More about …"). */
  term: string;
  /** Colours for a white (light) or navy (dark) background. */
  tone?: Tone;
  className?: string;
}

/** A single info button with its own tooltip (a group of one). */
export function InfoTooltip({ text, term, tone = 'light', className = '' }: InfoTooltipProps) {
  const { t } = useTranslation();
  const group = useTooltipGroup();
  return (
    <InfoButton
      group={group}
      label={t('tooltip.moreAbout', { term })}
      getText={() => t(text)}
      tone={tone}
      className={className}
    />
  );
}
