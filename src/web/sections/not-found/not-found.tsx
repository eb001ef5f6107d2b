import { useTranslation } from 'react-i18next';
import type { NotFoundProps } from '../../../generated/content-types';
import { CtaLink } from '../../components/cta-link';
import { SiteLink } from '../../components/site-link';
import type { SectionComponentProps } from '../section-definition';

/** SPEC §2/§8: "404", "Page Not Found", a Go to Home button and helpful links. */
export function NotFound({ props }: SectionComponentProps<NotFoundProps>) {
  const { t } = useTranslation();
  return (
    <section className="bg-white">
      <div className="mx-auto max-w-3xl px-5 py-20 text-center">
        <p className="text-7xl font-bold tracking-tight text-navy-900" aria-hidden="true">
          {t(props.code)}
        </p>
        <h1 className="mt-4 text-3xl font-bold text-ink">{t(props.title)}</h1>
        <p className="mt-4 text-lg text-muted">{t(props.text)}</p>
        <CtaLink cta={props.homeCta} className="mt-8" />
        {props.links.length > 0 && (
          <nav aria-label={props.linksTitle ? t(props.linksTitle) : undefined} className="mt-12">
            {props.linksTitle && (
              <h2 className="text-sm font-semibold uppercase tracking-widest text-muted">
                {t(props.linksTitle)}
              </h2>
            )}
            <ul className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-3">
              {props.links.map((link) => (
                <li key={link.to}>
                  <SiteLink to={link.to} className="link">
                    {t(link.label)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </section>
  );
}
