import { useTranslation } from 'react-i18next';
import type { HeroProps } from '../../../generated/content-types';
import { CtaLink } from '../../components/cta-link';
import { Eyebrow, SectionTitle } from '../../components/section-heading';
import { SectionFrame } from '../../components/section-frame';
import { SiteImage } from '../../components/site-image';
import type { SectionComponentProps } from '../section-definition';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

export function Hero({ props, index }: SectionComponentProps<HeroProps>) {
  const { t } = useTranslation();
  const dark = props.tone !== 'light';
  return (
    <SectionFrame
      tone={dark ? 'dark' : 'white'}
      className={dark ? undefined : 'text-ink'}
      layout={`grid items-center gap-10 ${props.image ? 'twocol:grid-cols-2' : ''}`}
    >
      <div className={props.image ? undefined : 'max-w-4xl'}>
        <Eyebrow
          text={props.eyebrow}
          className={`mb-3 ${dark ? 'text-orange-200' : 'text-accent'}`}
        />
        <SectionTitle className="text-4xl font-bold leading-tight tracking-tight text-balance twocol:text-5xl">
          <BreakableText text={t(props.title, WITH_BREAK_POINTS)} />
        </SectionTitle>
        {props.subtitle && (
          <p className={`mt-5 max-w-prose text-lg ${dark ? 'text-slate-200' : 'text-muted'}`}>
            <BreakableText text={t(props.subtitle, WITH_BREAK_POINTS)} />
          </p>
        )}
        {(props.cta || props.secondaryCta) && (
          <div className="mt-8 flex flex-wrap gap-3">
            {props.cta && <CtaLink cta={props.cta} />}
            {props.secondaryCta && (
              <CtaLink cta={props.secondaryCta} className={dark ? 'btn-on-dark' : ''} />
            )}
          </div>
        )}
      </div>
      {props.image && (
        <SiteImage image={props.image} priority={index === 0} className="h-auto w-full" />
      )}
    </SectionFrame>
  );
}
