import { useTranslation } from 'react-i18next';
import type { TextBlockProps } from '../../../generated/content-types';
import { CtaLink } from '../../components/cta-link';
import { ExternalLink } from '../../components/external-link';
import { SectionFrame } from '../../components/section-frame';
import type { SectionComponentProps } from '../section-definition';

/** Heading and paragraphs, with an optional link to another site and call to action. */
export function TextBlock({ props, index }: SectionComponentProps<TextBlockProps>) {
  const { t } = useTranslation();
  const hasActions = props.externalLink || props.cta;
  return (
    <SectionFrame type="text-block" tone={props.tone} heading={props} index={index}>
      <div className="mt-6 max-w-3xl space-y-4 text-lg text-ink">
        {props.paragraphs.map((paragraph) => (
          <p key={paragraph}>{t(paragraph)}</p>
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
    </SectionFrame>
  );
}
