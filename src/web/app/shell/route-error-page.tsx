import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouteError } from 'react-router-dom';

const RELOADED_KEY = 'route-error-reloaded';

/**
 * A page whose data or code could not load in the browser (offline, or a deploy replaced the
 * chunks): once per URL, the page is loaded from the server instead; if that fails too, this
 * says so with a link to try again. Every page is prerendered, so a full load always works
 * while the server is up.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const url = pathname + search + hash;
  useEffect(() => {
    console.error('The page could not be shown', error);
    try {
      if (sessionStorage.getItem(RELOADED_KEY) === url) return;
      sessionStorage.setItem(RELOADED_KEY, url);
    } catch {
      return;
    }
    window.location.reload();
  }, [error, url]);
  return (
    <main id="main" className="mx-auto max-w-content px-5 py-24">
      <h1 className="text-3xl font-bold text-navy-950">{t('common.routeError.title')}</h1>
      <p className="mt-4 text-lg text-muted">{t('common.routeError.text')}</p>
      <a href={url} className="btn-primary mt-8">
        {t('common.routeError.retry')}
      </a>
    </main>
  );
}
