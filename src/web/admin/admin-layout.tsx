import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import type { Language } from '../../content/locales';
import { chooseLanguage } from '../stores/locale-store';
import { ADMIN_BASE, languageOfPath, otherLanguagePath } from './admin-language';
import { adminRequest } from './admin-api';
import { useSessionStore } from './session-store';
import { SignInPage } from './sign-in-page';

// Narrower padding on a phone, so the title and both screens' links fit one row in German.
const navClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-lg px-2 font-semibold sm:px-3 ${
    isActive ? 'bg-white text-navy-950' : 'text-white hover:bg-white/10'
  }`;

/** Header, navigation and either the screen or, without a session, the sign-in form. */
export function AdminLayout() {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const language: Language = languageOfPath(pathname);
  const status = useSessionStore((s) => s.status);
  const signedOut = useSessionStore((s) => s.signedOut);
  const signedIn = useSessionStore((s) => s.signedIn);
  const setSessionSeconds = useSessionStore((s) => s.setSessionSeconds);
  const base = ADMIN_BASE[language];

  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [i18n, language]);

  useEffect(() => {
    if (useSessionStore.getState().status !== 'checking') return;
    adminRequest<{ signedIn: boolean; expiresAt?: string; sessionSeconds: number }>(
      '/api/admin/session',
    ).then(
      (session) => {
        setSessionSeconds(session.sessionSeconds);
        if (session.signedIn && session.expiresAt) signedIn(session.expiresAt);
        else signedOut('none');
      },
      () => signedOut('none'),
    );
  }, [signedIn, signedOut, setSessionSeconds]);

  const signOut = async () => {
    try {
      await adminRequest('/api/admin/session', { method: 'DELETE', language });
    } finally {
      signedOut('signed-out');
    }
  };

  const other = language === 'de' ? 'en' : 'de';
  return (
    <div className="flex min-h-screen flex-col bg-navy-50">
      <a href="#admin-main" className="skip-link">
        {t('admin.skipToContent')}
      </a>
      <header className="bg-navy-950 text-white">
        <div className="mx-auto flex max-w-content flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:gap-x-6">
          <p className="text-lg font-bold">{t('admin.title')}</p>
          {status === 'signed-in' && (
            <nav aria-label={t('admin.nav.label')} className="flex flex-wrap gap-1">
              <NavLink to={base} end className={navClass}>
                {t('admin.nav.inbox')}
              </NavLink>
              <NavLink to={`${base}/recipients`} className={navClass}>
                {t('admin.nav.recipients')}
              </NavLink>
            </nav>
          )}
          {/* Link and button share one row on a phone too (the button is not full width here). */}
          <div className="ms-auto flex items-center gap-2">
            <Link
              to={otherLanguagePath(pathname) + search}
              hrefLang={other}
              lang={other}
              className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-white underline underline-offset-4 hover:bg-white/10"
              onClick={() => chooseLanguage(other)}
            >
              {t('admin.nav.otherLanguage')}
            </Link>
            {status === 'signed-in' && (
              <button
                type="button"
                className="btn-secondary btn-on-dark max-sm:w-auto"
                onClick={() => void signOut()}
              >
                {t('admin.nav.signOut')}
              </button>
            )}
          </div>
        </div>
      </header>
      <main id="admin-main" tabIndex={-1} className="mx-auto w-full max-w-content flex-1 px-4 py-8">
        {status === 'checking' && <p role="status">{t('admin.common.loading')}</p>}
        {status === 'signed-out' && <SignInPage />}
        {status === 'signed-in' && <Outlet />}
      </main>
    </div>
  );
}
