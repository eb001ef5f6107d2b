import { useTranslation } from 'react-i18next';
import type { CallToAction } from '../../generated/content-types';
import { SiteLink } from './site-link';

/** A call-to-action button from a page file. */
export function CtaLink({ cta, className = '' }: { cta: CallToAction; className?: string }) {
  const { t } = useTranslation();
  const variant = cta.variant === 'secondary' ? 'btn-secondary' : 'btn-primary';
  return (
    <SiteLink to={cta.to} className={`${variant} ${className}`}>
      {t(cta.label)}
    </SiteLink>
  );
}
