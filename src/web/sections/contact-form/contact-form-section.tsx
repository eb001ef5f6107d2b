import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactFormProps } from '../../../generated/content-types';
import { SectionFrame } from '../../components/section-frame';
import { LabellingHeading } from '../../components/section-heading';
import { SiteImage } from '../../components/site-image';
import type { SectionComponentProps } from '../section-definition';
import { ContactForm } from './contact-form';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

/** Heading and form; with an image, two columns from 1262 px and the image only there (SPEC §2). */
export function ContactFormSection({ props, index }: SectionComponentProps<ContactFormProps>) {
  const { t } = useTranslation();
  const headingId = useId();
  const withImage = props.image !== undefined;
  return (
    <SectionFrame
      tone="tinted"
      labelledBy={headingId}
      layout={`grid gap-12 ${withImage ? 'twocol:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]' : ''}`}
    >
      {props.image && (
        <SiteImage
          image={props.image}
          // Where it shows (two columns) it is the first screen's largest element (the LCP).
          // Phones hide it, yet fetch its few KB: a lazy image would delay the wide LCP instead.
          priority={index === 0}
          // As tall as the form beside it: the picture stays centred, its background fills the
          // rest (the SVG draws past its view box), so the columns end together (issue 21.9).
          className="hidden w-full rounded-card twocol:block twocol:h-full"
        />
      )}
      <div className={withImage ? '' : 'mx-auto w-full max-w-3xl'}>
        <LabellingHeading eyebrow={props.eyebrow} title={props.title} id={headingId} />
        {props.intro && (
          <p className="mt-4 max-w-prose text-lg text-muted">
            <BreakableText text={t(props.intro, WITH_BREAK_POINTS)} />
          </p>
        )}
        <div className="mt-8">
          <ContactForm />
        </div>
      </div>
    </SectionFrame>
  );
}
