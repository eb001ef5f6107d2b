import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../site/site-config';
import { useShownPage } from '../../site/shown-page';
import { prefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import { useCurrentYear } from '../../lib/use-current-year';
import { ArrowUpIcon } from '../../components/icons/icons';
import { SiteLink } from '../../components/site-link';
import { Logo } from './logo';
import { NavEntry } from './nav-entry';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

/** Footer (SPEC §2): logo button, the columns of pages/site.json, copyright line. */
export function SiteFooter() {
  const { t } = useTranslation();
  const siteConfig = useSiteConfig();
  const { page } = useShownPage();
  const year = useCurrentYear();
  const onHome = page.path === '/';
  return (
    <footer className="border-t border-white/10 bg-navy-950 pb-20 text-slate-200">
      <div className="mx-auto grid max-w-content gap-10 px-5 py-14 twocol:grid-cols-[1.2fr_repeat(4,1fr)]">
        <div>
          {onHome ? (
            <button
              type="button"
              className="inline-flex min-h-11 items-center gap-2 rounded text-white"
              onClick={() =>
                window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
              }
            >
              <Logo />
              <span className="inline-flex items-center gap-1 text-sm font-medium text-slate-300">
                <ArrowUpIcon />
                {t('common.footer.toTop')}
              </span>
            </button>
          ) : (
            <SiteLink
              to="/"
              className="inline-flex min-h-11 items-center text-white"
              aria-label={`${siteConfig.productName}, ${t('common.nav.home')}`}
            >
              <Logo />
            </SiteLink>
          )}
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-slate-300">
            <BreakableText text={t('common.footer.tagline', WITH_BREAK_POINTS)} />
          </p>
        </div>
        <div className="grid gap-8 min-[22.5rem]:grid-cols-2 sm:grid-cols-4 twocol:col-span-4">
          {siteConfig.footer.columns.map((column) => (
            <nav key={column.key} aria-label={t(column.title)}>
              <h2 className="text-sm font-semibold uppercase tracking-widest text-white">
                {t(column.title)}
              </h2>
              <ul className="mt-3 space-y-1">
                {column.items.map((item) => (
                  <li key={item.key}>
                    <NavEntry item={item} className="footer-link" breakable />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-content px-5 py-5 text-sm text-slate-300">
          {t(siteConfig.footer.copyright, { year })}
        </p>
      </div>
    </footer>
  );
}
