import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useLocalizedPath } from '../lib/use-localized-path';

interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path from a page file, e.g. `/contact` or `/#self-service`. */
  to: string;
  children: ReactNode;
}

/** A link to a page of this site, in the language shown. */
export function SiteLink({ to, children, ...rest }: SiteLinkProps) {
  const localize = useLocalizedPath();
  return (
    <a href={localize(to)} {...rest}>
      {children}
    </a>
  );
}
