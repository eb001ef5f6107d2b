import { useTranslation } from 'react-i18next';
import type { ContactCtaProps } from '../../../generated/content-types';
import { CtaLink } from '../../components/cta-link';
import { BareSectionFrame } from '../../components/section-frame';
import { Eyebrow, SectionTitle } from '../../components/section-heading';
import type { SectionComponentProps } from '../section-definition';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

/** A dark band inviting a conversation, with its button to the contact page. */
export function ContactCta({ props }: SectionComponentProps<ContactCtaProps>) {
  const { t } = useTranslation();
  return (
    <BareSectionFrame tone="white" className="py-10 twocol:py-14">
      {/* The band's edges are the text column's edges of the sections around it (with the
          padding outside max-w-content it stuck out 20 px on each side at 1440 px). */}
      <div className="mx-auto max-w-content px-5">
        <div
          className="relative overflow-hidden rounded-[1.5rem] bg-navy-900 px-8 py-14 text-white twocol:px-16 twocol:py-20"
          data-testid="contact-band"
        >
          <div
            aria-hidden="true"
            className="absolute -right-24 -top-24 size-80 rounded-full bg-gradient-to-br from-navy-700 to-transparent opacity-70"
          />
          <div className="relative grid items-center gap-8 twocol:grid-cols-[3fr_auto]">
            <div>
              <Eyebrow text={props.eyebrow} className="mb-3 text-orange-200" />
              <SectionTitle className="text-3xl font-bold leading-tight tracking-tight text-balance twocol:text-4xl">
                <BreakableText text={t(props.title, WITH_BREAK_POINTS)} />
              </SectionTitle>
              {props.text && (
                <p className="mt-4 max-w-2xl text-lg text-slate-200">
                  <BreakableText text={t(props.text, WITH_BREAK_POINTS)} />
                </p>
              )}
            </div>
            <div className="flex flex-wrap gap-3">
              <CtaLink cta={props.cta} />
              {props.secondaryCta && <CtaLink cta={props.secondaryCta} className="btn-on-dark" />}
            </div>
          </div>
        </div>
      </div>
    </BareSectionFrame>
  );
}
