import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { siteConfig } from '../../app/site-config';
import { whenIdle } from '../../lib/when-idle';
import { useNavPanelStore } from '../../stores/nav-panel-store';
import { MenuIcon, UserIcon } from '../icons/icons';
import { SiteLink } from '../site-link';
import { AppLink } from './app-link';
import { Logo } from './logo';

const loadNavPanel = () => import('./nav-panel');
const NavPanel = lazy(loadNavPanel);

/** The fixed bar at the bottom of every page (SPEC §2): menu, logo (home), login. */
export function BottomBar() {
  const { t } = useTranslation();
  const { open, openPanel, closePanel } = useNavPanelStore();
  // The menu's code is fetched when the page is idle (or on the first sign of use), then the
  // panel is mounted closed, so even the first open slides in at once (issue 27).
  const [panelLoaded, setPanelLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const loadPanel = useCallback(() => {
    void loadNavPanel().then(() => setPanelLoaded(true));
  }, []);
  useEffect(() => whenIdle(loadPanel), [loadPanel]);
  // Choosing a page closes the menu and its sub-panel (SPEC §2), also via back/forward.
  useEffect(() => closePanel('navigation'), [pathname, closePanel]);
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
              onPointerEnter={loadPanel}
              onFocus={loadPanel}
              onClick={() => {
                loadPanel();
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
              aria-label={`${siteConfig.productName}, ${t('common.nav.home')}`}
            >
              <Logo />
            </SiteLink>
          </div>
          <div className="justify-self-end">
            <AppLink action="login" className="btn-ghost gap-2">
              <UserIcon />
              <span className="whitespace-nowrap hyphens-none max-[359px]:sr-only">
                {t('common.menu.login')}
              </span>
            </AppLink>
          </div>
        </div>
      </div>
      {panelLoaded && (
        <Suspense fallback={null}>
          <NavPanel returnFocusTo={menuButton} />
        </Suspense>
      )}
    </>
  );
}
