import type { ReactNode } from 'react';
import { siteConfig } from '../site/site-config';
import { appUrl, type AppAction } from '../lib/app-links';

interface AppLinkProps {
  action: AppAction;
  selectedProduct?: string | undefined;
  className?: string;
  children: ReactNode;
}

/** A plain anchor: the app is another site, so the browser navigates the whole page. */
export function AppLink({ action, selectedProduct, className, children }: AppLinkProps) {
  return (
    <a href={appUrl(siteConfig.appOrigin, action, selectedProduct)} className={className}>
      {children}
    </a>
  );
}
