import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { siteConfig } from '../../site/site-config';
import { whenIdle } from '../../lib/when-idle';
import { useNavPanelStore } from '../../stores/nav-panel-store';
import { MenuIcon, UserIcon } from '../../components/icons/icons';
import { SiteLink } from '../../components/site-link';
import { AppLink } from '../../components/app-link';
import { Logo } from './logo';

const loadNavPanel = () => import('./nav-panel');
const NavPanel = lazy(loadNavPanel);

/** The fixed bar at the bottom of every page (SPEC §2): menu, logo (home), login. */
export function BottomBar() {
  const { t } = useTranslation();
  const { open, openPanel, closePanel } = useNavPanelStore();
  // The menu's code is fetched and its dialog mounted closed (it then renders nothing) when the
  // page is idle. At the first sign of use (pointer over the button, a touch, keyboard focus)
  // the panel is also drawn, hidden, so the first open only shows it and slides in like every
  // later one (issue 27, decision 215). Not drawn at idle: on a phone-speed CPU that takes about
  // 0.1 s, and a link clicked meanwhile would wait for it.
  const [panel, setPanel] = useState<'not loaded' | 'mounted' | 'drawn'>('not loaded');
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const mountPanel = useCallback(() => {
    void loadNavPanel().then(() => setPanel((state) => (state === 'drawn' ? state : 'mounted')));
  }, []);
  const drawPanel = useCallback(() => {
    void loadNavPanel().then(() => setPanel('drawn'));
  }, []);
  useEffect(() => whenIdle(mountPanel), [mountPanel]);
  // Choosing a page closes the menu and its sub-panel (SPEC §2), also via back/forward.
  useEffect(() => closePanel('navigation'), [pathname, closePanel]);
  return (
    <>
      <div
        className="fixed inset-x-0 bottom-0 z-40 border-t border-white/10 bg-navy-950/95 text-white backdrop-blur"
        data-testid="bottom-bar"
      >
        <div className="mx-auto grid h-bar max-w-content grid-cols-3 items-center px-3">
          <div>
            <button
              ref={menuButton}
              type="button"
              className="btn-ghost gap-2"
              aria-haspopup="dialog"
              aria-expanded={open}
              onPointerEnter={drawPanel}
              onFocus={drawPanel}
              onClick={() => {
                drawPanel();
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
      {panel !== 'not loaded' && (
        <Suspense fallback={null}>
          <NavPanel returnFocusTo={menuButton} drawnWhileClosed={panel === 'drawn'} />
        </Suspense>
      )}
    </>
  );
}
