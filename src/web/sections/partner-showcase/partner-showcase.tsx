import { useTranslation } from 'react-i18next';
import type { PartnerShowcaseProps } from '../../../generated/content-types';
import { ExternalLink } from '../../components/external-link';
import { SectionFrame } from '../../components/section-frame';
import { SiteImage } from '../../components/site-image';
import type { SectionComponentProps } from '../section-definition';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

/** Partners with logo and text; the link opens the partner's own site in a new tab. */
export function PartnerShowcase({ props }: SectionComponentProps<PartnerShowcaseProps>) {
  const { t } = useTranslation();
  return (
    <SectionFrame heading={props}>
      <ul className="mt-10 grid gap-6">
        {props.partners.map((partner) => (
          <li
            key={partner.href}
            className="grid items-center gap-8 rounded-card border border-line bg-white p-7 shadow-sm md:grid-cols-[minmax(0,18rem)_1fr] twocol:p-10"
          >
            <div className="flex items-center justify-center rounded-xl bg-navy-50 p-6">
              <SiteImage image={partner.logo} className="h-auto w-full max-w-60" />
            </div>
            <div>
              <h3 className="text-2xl font-bold text-navy-950">
                <BreakableText text={t(partner.name, WITH_BREAK_POINTS)} />
              </h3>
              <p className="mt-3 text-lg text-muted">
                <BreakableText text={t(partner.text, WITH_BREAK_POINTS)} />
              </p>
              <ExternalLink href={partner.href} className="btn-secondary mt-6">
                {t(partner.linkLabel)}
                {/* The short label is clear under the partner's name; read out of context it
                    says whose site it is. */}
                <span className="sr-only"> – {t(partner.name)}</span>
              </ExternalLink>
            </div>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
