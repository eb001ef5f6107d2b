import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomBar } from './bottom-bar';
import { SiteFooter } from './site-footer';

/** Skip link, the page's sections, footer, and the fixed bottom bar with the menu. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <BottomBar />
    </div>
  );
}
