/**
 * The one inline script of every page, run in the head before anything is painted (SPEC §4 on
 * the first page). The server picks an unprefixed URL's language from the `locale` cookie and
 * Accept-Language; the browser knows better (the stored choice, then its own language), and
 * when the two disagree the visitor must not see a frame of the other language's page, nor land
 * somewhere else than the #anchor asked for. So, before the first paint:
 *
 * - `?lang=de|en` in the address is a choice: stored (and mirrored in the cookie), then shown;
 * - on an unprefixed URL, the wanted language is the stored choice, else the browser's
 *   (German if it starts with "de", else English);
 * - if the page is in it: an English page at an unprefixed URL gets its /en address;
 * - if not: the cookie is set to it (for the server), the page is hidden and replaced by the
 *   page in that language (its hreflang link names it: an article has a slug per language),
 *   once per address, so a browser without cookies does not go round in circles.
 *
 * Crawlers are left alone: they index each language at its own address.
 *
 * A plain string, not a module: it is written into the HTML as it is (it must run before the
 * page's module scripts even download), and the server allows exactly this text in its CSP by
 * its hash (src/server/plugins/security-headers.ts). tests/web/language-start.test.ts runs it.
 */
export const LANGUAGE_START_SCRIPT = `(function () {
  var nav = navigator, url = location, html = document.documentElement;
  if (/bot|crawl|spider|slurp/i.test(nav.userAgent)) return;
  var session = null, stored = null;
  try { session = sessionStorage; stored = localStorage.getItem('locale'); } catch (e) {}
  var cookie = function (language, days) {
    document.cookie = 'locale=' + language + '; path=/; SameSite=Lax' + (days ? '; max-age=' + days * 86400 : '');
  };
  var params = new URLSearchParams(url.search), asked = params.get('lang'), wanted;
  var prefixed = /^\\/en(\\/|$)/.test(url.pathname);
  if (asked === 'de' || asked === 'en') {
    wanted = stored = asked;
    try { localStorage.setItem('locale', asked); } catch (e) {}
    cookie(asked, 365);
    params.delete('lang');
  } else if (prefixed) {
    return;
  } else if (stored === 'de' || stored === 'en') {
    wanted = stored;
  } else {
    stored = null;
    wanted = !nav.language || /^de/i.test(nav.language) ? 'de' : 'en';
  }
  var query = params.toString(), search = query ? '?' + query : '';
  var german = url.pathname.replace(/^\\/en(?=\\/|$)/, '') || '/';
  if (wanted === html.lang) {
    if (session) session.removeItem('locale-redirect');
    var address = (wanted === 'en' ? '/en' + (german === '/' ? '' : german) : url.pathname) + search;
    if (address !== url.pathname + url.search) history.replaceState(history.state, '', address + url.hash);
    return;
  }
  var link = document.querySelector('link[rel="alternate"][hreflang="' + wanted + '"]');
  var target = link ? new URL(link.href).pathname : wanted === 'en' ? '/en' + (german === '/' ? '' : german) : german;
  target += search;
  if (!session || session.getItem('locale-redirect') === target) {
    if (session) session.removeItem('locale-redirect');
    return;
  }
  session.setItem('locale-redirect', target);
  cookie(wanted, stored ? 365 : 0);
  html.style.visibility = 'hidden';
  url.replace(target + url.hash);
})();`;
