import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavPanelStore } from '../../stores/nav-panel-store';
import { MenuIcon, UserIcon } from '../icons/icons';
import { SiteLink } from '../site-link';
import { AppLink } from './app-link';
import { Logo } from './logo';

const NavPanel = lazy(() => import('./nav-panel'));

/** The fixed bar at the bottom of every page (SPEC §2): menu, logo (home), login. */
export function BottomBar() {
  const { t } = useTranslation();
  const { open, openPanel } = useNavPanelStore();
  // The menu's code loads on first use; until then nothing of it is in the page.
  const [menuUsed, setMenuUsed] = useState(false);
  return (
    <>
      <div className="fixed inset-x-0 bottom-0 z-40 border-t border-white/10 bg-navy-950/95 text-white backdrop-blur">
        <div className="mx-auto grid h-16 max-w-content grid-cols-3 items-center px-3">
          <div>
            <button
              type="button"
              className="btn-ghost gap-2"
              aria-haspopup="dialog"
              aria-expanded={open}
              onClick={() => {
                setMenuUsed(true);
                openPanel();
              }}
            >
              <MenuIcon />
              <span>{t('common.menu.open')}</span>
            </button>
          </div>
          <div className="justify-self-center">
            <SiteLink
              to="/"
              className="inline-flex min-h-11 items-center rounded px-2"
              aria-label={t('common.nav.home')}
            >
              <Logo />
            </SiteLink>
          </div>
          <div className="justify-self-end">
            <AppLink action="login" className="btn-ghost gap-2">
              <UserIcon />
              <span className="max-[359px]:sr-only">{t('common.menu.login')}</span>
            </AppLink>
          </div>
        </div>
      </div>
      {menuUsed && (
        <Suspense fallback={null}>
          <NavPanel />
        </Suspense>
      )}
    </>
  );
}
