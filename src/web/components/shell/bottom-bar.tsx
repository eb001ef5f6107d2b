import { site } from '../../app/page-catalog';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTexts } from '../../lib/use-texts';
import { useNavPanelStore } from '../../stores/nav-panel-store';
import { MenuIcon, UserIcon } from '../icons/icons';
import { SiteLink } from '../site-link';
import { AppLink } from './app-link';
import { Logo } from './logo';

const loadNavPanel = () => import('./nav-panel');
const NavPanel = lazy(loadNavPanel);

/** The fixed bar at the bottom of every page (SPEC §2): menu, logo (home), login. */
export function BottomBar() {
  const { t } = useTexts();
  const { open, openPanel } = useNavPanelStore();
  // The menu's code loads on first use; until then nothing of it is in the page.
  const [menuUsed, setMenuUsed] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Fetch the menu's code once the page is idle, so the first click opens it at once.
  useEffect(() => {
    const timer = window.setTimeout(() => void loadNavPanel(), 2000);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <>
      <div className="fixed inset-x-0 bottom-0 z-40 border-t border-white/10 bg-navy-950/95 text-white backdrop-blur">
        <div className="mx-auto grid h-16 max-w-content grid-cols-3 items-center px-3">
          <div>
            <button
              ref={menuButton}
              type="button"
              className="btn-ghost gap-2"
              aria-haspopup="dialog"
              aria-expanded={open}
              onPointerEnter={() => void loadNavPanel()}
              onFocus={() => void loadNavPanel()}
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
              aria-label={`${site.productName}, ${t('common.nav.home')}`}
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
          <NavPanel returnFocusTo={menuButton} />
        </Suspense>
      )}
    </>
  );
}
