import { describe, expect, it } from 'vitest';
import { LANGUAGE_START_SCRIPT } from '../../src/content/language-start-script';

/** A browser as the script sees it: address, page language, storage, cookie, hreflang links. */
interface Visit {
  url: string;
  pageLanguage: 'de' | 'en';
  stored?: string;
  browserLanguage?: string;
  userAgent?: string;
  alternates?: Partial<Record<'de' | 'en', string>>;
  redirectedTo?: string;
}

function run(visit: Visit) {
  const url = new URL(visit.url, 'https://www.prol.example');
  const local = new Map<string, string>(visit.stored ? [['locale', visit.stored]] : []);
  const session = new Map<string, string>(
    visit.redirectedTo ? [['locale-redirect', visit.redirectedTo]] : [],
  );
  const storage = (map: Map<string, string>) => ({
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  });
  const cookies: string[] = [];
  const style: Record<string, string> = {};
  const links = Object.entries(visit.alternates ?? {}).map(([hreflang, href]) => ({
    hreflang,
    href: `https://www.prol.example${href}`,
  }));
  const document = {
    documentElement: { lang: visit.pageLanguage, style },
    set cookie(value: string) {
      cookies.push(value);
    },
    querySelector: (selector: string) =>
      links.find((link) => selector.includes(`hreflang="${link.hreflang}"`)) ?? null,
  };
  const result: { replacedBy?: string; addressBecame?: string } = {};
  const location = {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    replace: (to: string) => (result.replacedBy = to),
  };
  const history = {
    state: null,
    replaceState: (_state: unknown, _title: string, to: string) => (result.addressBecame = to),
  };
  const navigator = {
    language: visit.browserLanguage ?? 'de-DE',
    userAgent: visit.userAgent ?? 'Mozilla/5.0 Chrome/156',
  };
  new Function(
    'navigator',
    'location',
    'document',
    'history',
    'localStorage',
    'sessionStorage',
    LANGUAGE_START_SCRIPT,
  )(navigator, location, document, history, storage(local), storage(session));
  return { ...result, cookies, hidden: style.visibility === 'hidden', stored: local.get('locale') };
}

describe('the language start script (SPEC §4 before the first paint)', () => {
  it('leaves a page alone when it is in the wanted language', () => {
    const german = run({ url: '/faq', pageLanguage: 'de', browserLanguage: 'de-AT' });
    expect([german.replacedBy, german.addressBecame, german.hidden]).toEqual([
      undefined,
      undefined,
      false,
    ]);
    expect(run({ url: '/en/faq', pageLanguage: 'en', stored: 'de' }).replacedBy).toBeUndefined();
  });

  it('gives an English page served at an unprefixed URL its /en address, keeping the anchor', () => {
    const result = run({ url: '/lawyers#offer', pageLanguage: 'en', browserLanguage: 'en-US' });
    expect(result.addressBecame).toBe('/en/lawyers#offer');
    expect(result.replacedBy).toBeUndefined();
    expect(run({ url: '/', pageLanguage: 'en', stored: 'en' }).addressBecame).toBe('/en');
  });

  it('replaces a German page by the English one when English is stored, hidden until then', () => {
    const result = run({
      url: '/lawyers#offer',
      pageLanguage: 'de',
      stored: 'en',
      alternates: { de: '/lawyers', en: '/en/lawyers' },
    });
    expect(result.replacedBy).toBe('/en/lawyers#offer');
    expect(result.hidden).toBe(true);
    // The stored choice is mirrored for the server again.
    expect(result.cookies[0]).toMatch(/^locale=en; path=\/; SameSite=Lax; max-age=/);
  });

  it('follows the hreflang link (an article has a slug per language)', () => {
    const result = run({
      url: '/news/markteinfuehrung',
      pageLanguage: 'de',
      browserLanguage: 'en-GB',
      alternates: { de: '/news/markteinfuehrung', en: '/en/news/product-launch' },
    });
    expect(result.replacedBy).toBe('/en/news/product-launch');
    // Detected, not chosen: a cookie for this session only, so the server answers the same.
    expect(result.cookies[0]).toBe('locale=en; path=/; SameSite=Lax');
    expect(result.stored).toBeUndefined();
  });

  it('asks the server for German at the same address when German is wanted', () => {
    const result = run({ url: '/#industry-solution', pageLanguage: 'en', stored: 'de' });
    expect(result.replacedBy).toBe('/#industry-solution');
    expect(result.cookies[0]).toMatch(/^locale=de;/);
  });

  it('takes ?lang= as a choice on any URL and drops it from the address', () => {
    const english = run({ url: '/en/faq?lang=de&x=1#q3', pageLanguage: 'en' });
    expect(english.replacedBy).toBe('/faq?x=1#q3');
    expect(english.stored).toBe('de');
    const german = run({ url: '/faq?lang=de', pageLanguage: 'de', browserLanguage: 'en-US' });
    expect(german.replacedBy).toBeUndefined();
    expect(german.addressBecame).toBe('/faq');
  });

  it('does not go round in circles when the server keeps answering the other language', () => {
    expect(
      run({ url: '/faq', pageLanguage: 'en', stored: 'de', redirectedTo: '/faq' }).replacedBy,
    ).toBeUndefined();
  });

  it('leaves crawlers on the address they asked for', () => {
    const result = run({
      url: '/faq',
      pageLanguage: 'de',
      browserLanguage: 'en-US',
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)',
    });
    expect([result.replacedBy, result.addressBecame]).toEqual([undefined, undefined]);
  });
});
