import { useTranslation } from 'react-i18next';
import type { NotFoundProps } from '../../../generated/content-types';
import { NotFoundMessage } from '../../components/not-found-message';
import { SiteLink } from '../../components/site-link';
import type { SectionComponentProps } from '../section-definition';

/** SPEC §2/§8: "404", "Page Not Found", a Go to Home button and helpful links. */
export function NotFound({ props }: SectionComponentProps<NotFoundProps>) {
  const { t } = useTranslation();
  return (
    <NotFoundMessage
      code={props.code}
      title={props.title}
      text={props.text}
      cta={props.homeCta}
      padding="py-20"
    >
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
    </NotFoundMessage>
  );
}
