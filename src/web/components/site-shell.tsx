import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { site } from '../app/page-catalog';
import { LanguageToggle } from './language-toggle';
import { SiteLink } from './site-link';

/** Skip link, header, the page's sections and the footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <header className="bg-navy-950 text-white">
        <div className="mx-auto flex max-w-content items-center justify-between px-5 py-3">
          <SiteLink to="/" className="text-lg font-bold tracking-tight">
            {site.productName}
          </SiteLink>
          <LanguageToggle className="btn-ghost" />
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}
