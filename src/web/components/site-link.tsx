import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../lib/use-localized-path';

interface SiteLinkProps {
  /** A site path from a page file, e.g. `/contact` or `/#self-service`. */
  to: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

/** A link to a page of this site, in the language shown. */
export function SiteLink({ to, className, children, onClick }: SiteLinkProps) {
  const localize = useLocalizedPath();
  return (
    <Link to={localize(to)} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
