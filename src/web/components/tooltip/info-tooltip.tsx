import { useTranslation } from 'react-i18next';
import { InfoIcon } from '../content-icons';
import { TooltipBubble } from './tooltip-bubble';
import { useTooltip } from './use-tooltip';

export interface InfoTooltipProps {
  /** i18n key of the explanation. */
  text: string;
  /** The term explained (already translated); names the button ("More about …"). */
  term: string;
  /** Colours for a white (light) or navy (dark) background. */
  tone?: 'light' | 'dark';
  className?: string;
}

const toneClasses = {
  light: 'text-navy-700 hover:text-accent',
  dark: 'text-slate-300 hover:text-white',
} as const;

/**
 * An info button that explains a term in a tooltip. The button is a real button (keyboard
 * focus opens the text at once, a tap toggles it); the text is the button's description.
 */
export function InfoTooltip({ text, term, tone = 'light', className = '' }: InfoTooltipProps) {
  const { t } = useTranslation();
  const { id, open, rendered, anchorRef, bubbleRef, hoverProps, triggerProps } = useTooltip();
  return (
    <span
      ref={anchorRef}
      className={`inline-flex shrink-0 align-middle ${className}`}
      {...hoverProps}
    >
      <button
        type="button"
        aria-label={t('tooltip.moreAbout', { term })}
        className={`inline-grid size-6 place-items-center rounded-full transition-colors duration-(--duration-ui) ${toneClasses[tone]}`}
        data-tooltip-trigger=""
        {...triggerProps}
      >
        <InfoIcon size={18} />
      </button>
      {rendered && (
        <TooltipBubble
          id={id}
          open={open}
          text={t(text)}
          anchorRef={anchorRef}
          bubbleRef={bubbleRef}
        />
      )}
    </span>
  );
}
