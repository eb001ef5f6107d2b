import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouteError } from 'react-router-dom';
// Only these three texts are bundled (JSON named imports are tree-shaken): this page also shows
// when the page's texts could not load, and then t() would print its keys.
import { routeError as germanTexts } from '../../../../locales/de/common.json';
import { routeError as englishTexts } from '../../../../locales/en/common.json';

const RELOADED_KEY = 'route-error-reloaded';

/**
 * A page whose data or code could not load in the browser (offline, or a deploy replaced the
 * chunks): once per URL, the page is loaded from the server instead; if that fails too, this
 * says so with a link to try again. Every page is prerendered, so a full load always works
 * while the server is up.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t, i18n } = useTranslation();
  const bundled = i18n.language === 'en' ? englishTexts : germanTexts;
  const text = (key: keyof typeof germanTexts) =>
    t(`common.routeError.${key}`, { defaultValue: bundled[key] });
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
      <h1 className="text-3xl font-bold text-navy-950">{text('title')}</h1>
      <p className="mt-4 text-lg text-muted">{text('text')}</p>
      <a href={url} className="btn-primary mt-8">
        {text('retry')}
      </a>
    </main>
  );
}
