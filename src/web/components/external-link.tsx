import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalIcon } from './content-icons';
import { resolveAppAddress } from '../lib/app-links';
import { siteConfig } from '../site/site-config';

/**
 * A link to another website: opens in a new tab without giving that page a handle on ours
 * (rel="noopener"), and says so to screen readers. `{appOrigin}/path` leads into the app.
 */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <a
      href={resolveAppAddress(href, siteConfig.appOrigin)}
      target="_blank"
      rel="noopener"
      className={className}
    >
      {children}
      <ExternalIcon className="ml-1.5 inline h-4 w-4 shrink-0 align-[-2px]" />
      <span className="sr-only"> {t('external-link.newTab')}</span>
    </a>
  );
}
