import { useTranslation } from 'react-i18next';
import type { TextBlockProps } from '../../../generated/content-types';
import { CtaLink } from '../../components/cta-link';
import { ExternalLink } from '../../components/external-link';
import { SectionFrame } from '../../components/section-frame';
import type { SectionComponentProps } from '../section-definition';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

/**
 * Heading and paragraphs, with an optional link to another site and call to action. From the
 * two-column width the heading stands on the left and the text with its actions on the right,
 * so a text-only section fills the row instead of leaving its right half empty (issue 37.6).
 */
export function TextBlock({ props }: SectionComponentProps<TextBlockProps>) {
  const { t } = useTranslation();
  const hasActions = props.externalLink || props.cta;
  return (
    <SectionFrame
      tone={props.tone}
      heading={props}
      layout="twocol:grid twocol:grid-cols-[5fr_7fr] twocol:gap-x-16"
    >
      {/* Beside the heading, the first line level with the title (below the eyebrow's 2rem). */}
      <div className={`mt-6 max-w-3xl ${props.eyebrow ? 'twocol:mt-8' : 'twocol:mt-1'}`}>
        <div className="space-y-4 text-lg text-ink">
          {props.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <BreakableText text={t(paragraph, WITH_BREAK_POINTS)} />
            </p>
          ))}
        </div>
        {hasActions && (
          <div className="mt-8 flex flex-wrap items-center gap-x-8 gap-y-4">
            {props.cta && <CtaLink cta={props.cta} />}
            {props.externalLink && (
              <ExternalLink href={props.externalLink.href} className="link">
                {t(props.externalLink.label)}
              </ExternalLink>
            )}
          </div>
        )}
      </div>
    </SectionFrame>
  );
}
