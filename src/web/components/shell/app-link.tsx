import type { ReactNode } from 'react';
import { site } from '../../app/page-catalog';
import { appUrl, type AppAction } from '../../lib/app-links';

interface AppLinkProps {
  action: AppAction;
  selectedProduct?: string | undefined;
  className?: string;
  children: ReactNode;
}

/** A plain anchor: the app is another site, so the browser navigates the whole page. */
export function AppLink({ action, selectedProduct, className, children }: AppLinkProps) {
  return (
    <a href={appUrl(site.appOrigin, action, selectedProduct)} className={className}>
      {children}
    </a>
  );
}
