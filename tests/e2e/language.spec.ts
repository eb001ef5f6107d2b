import { test, expect, head } from './support/console-guard';
import { openPage, reloadPage } from './support/page-ready';
import { settledTop } from './support/scroll';

test.describe('language (SPEC §4)', () => {
  test('the toggle switches every text, moves to the English URL and survives a reload', async ({
    page,
  }) => {
    await openPage(page, '/contact');
    await expect(page.locator('h1')).toHaveText('Sprechen wir über Ihre Texte');
    await page.getByRole('button', { name: 'Menü' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.locator('h1')).toHaveText("Let's talk about your texts");
    await expect.poll(async () => (await head(page)).lang).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
    await reloadPage(page);
    await expect(page.locator('h1')).toHaveText("Let's talk about your texts");
    // The stored choice also applies on the unprefixed German path.
    await openPage(page, '/contact');
    await expect(page.locator('h1')).toHaveText("Let's talk about your texts");
    expect((await head(page)).lang).toBe('en');
  });

  // The server answers by Accept-Language; these tests give the browser another language
  // (navigator.language) so they test the client's rule (SPEC §4), not the server's.
  const browserLanguage = (language: string) =>
    [
      (value: string) =>
        Object.defineProperty(Navigator.prototype, 'language', { get: () => value }),
      language,
    ] as const;

  test('the browser language decides when nothing is stored', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    await context.addInitScript(...browserLanguage('en-GB'));
    const page = await context.newPage();
    // The German answer is replaced before it is painted, so the first navigation is cut short:
    // plain page.goto up to 'commit', not openPage (that document never hydrates).
    const response = await page.goto('/faq', { waitUntil: 'commit' });
    expect(response?.headers()['content-language']).toBe('de');
    await page.waitForURL(/\/en\/faq$/);
    await expect(page.locator('h1')).toHaveText('Frequently asked questions');
    await context.close();
  });

  test('German is kept for a German browser, whatever the request said', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addInitScript(...browserLanguage('de-AT'));
    const page = await context.newPage();
    await openPage(page, '/faq');
    await expect(page).toHaveURL((url) => url.pathname === '/faq');
    await expect(page.locator('h1')).toHaveText('Häufige Fragen');
    await context.close();
  });

  test('a stored choice wins over the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    await context.addInitScript(...browserLanguage('de-DE'));
    await context.addInitScript(() => window.localStorage.setItem('locale', 'en'));
    const page = await context.newPage();
    // Plain page.goto up to 'commit': the German document is left before it loads or hydrates.
    await page.goto('/faq', { waitUntil: 'commit' });
    await expect(page.locator('h1')).toHaveText('Frequently asked questions');
    await context.close();
  });

  // Issue 36: when the browser's rule and the server's first answer disagree, the visitor sees
  // no frame of the other language, and a #anchor lands where it should (50 px down).
  for (const [address, anchor, english] of [
    ['/lawyers#offer', 'offer', '/en/lawyers#offer'],
    ['/#industry-solution', 'industry-solution', '/en#industry-solution'],
  ] as const) {
    test(`stored English, German request: ${address} shows no German frame and lands on #${anchor}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        locale: 'de-DE',
        viewport: { width: 375, height: 812 },
      });
      await context.addInitScript(() => {
        window.localStorage.setItem('locale', 'en');
        // Each document notes, as it goes, whether any of its content was painted and whether it
        // was hidden.
        const report = (key: string, value: boolean) =>
          sessionStorage.setItem(`${key}:${document.documentElement.lang}`, String(value));
        addEventListener('pagehide', () => {
          report('hidden', document.documentElement.style.visibility === 'hidden');
          report('painted', performance.getEntriesByName('first-contentful-paint').length > 0);
        });
      });
      const page = await context.newPage();
      // Plain page.goto up to 'commit': the German document is left before it loads; the English
      // one's hydration is awaited below.
      await page.goto(address, { waitUntil: 'commit' });
      await page.waitForURL((url) => url.pathname + url.hash === english);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const notes = await page.evaluate(() => ({
        germanHidden: sessionStorage.getItem('hidden:de'),
        germanPainted: sessionStorage.getItem('painted:de'),
      }));
      expect(notes).toEqual({ germanHidden: 'true', germanPainted: 'false' });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      // The browser's own (smooth) scroll to the anchor, with its 50 px scroll margin, once it
      // has come to rest.
      const top = await settledTop(page, anchor);
      expect(Math.abs(top - 50)).toBeLessThanOrEqual(2);
      await context.close();
    });
  }
});

test.describe('the server picks the language of an unprefixed page (issue 10)', () => {
  const langOf = (html: string) => /<html lang="(\w+)">/.exec(html)?.[1];

  test('English for a locale=en cookie, and for Accept-Language: en', async ({
    playwright,
    baseURL,
  }) => {
    const api = await playwright.request.newContext({ baseURL });
    const byCookie = await api.get('/', {
      headers: { cookie: 'locale=en', 'accept-language': 'de-DE' },
    });
    expect(langOf(await byCookie.text())).toBe('en');
    expect(byCookie.headers()['content-language']).toBe('en');
    expect(byCookie.headers()['vary']).toMatch(/Cookie/);
    const byHeader = await api.get('/', { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(langOf(await byHeader.text())).toBe('en');
    await api.dispose();
  });

  test('German with neither, and with a German browser', async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: {} });
    const plain = await api.get('/', { headers: { 'accept-language': '' } });
    expect(langOf(await plain.text())).toBe('de');
    const german = await api.get('/', {
      headers: { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' },
    });
    expect(langOf(await german.text())).toBe('de');
    const choiceWins = await api.get('/', {
      headers: { cookie: 'locale=de', 'accept-language': 'en' },
    });
    expect(langOf(await choiceWins.text())).toBe('de');
    await api.dispose();
  });

  test('an article at its German URL comes in English to an English browser', async ({
    playwright,
    baseURL,
  }) => {
    const api = await playwright.request.newContext({ baseURL });
    const response = await api.get('/news/ffg-foerdert-prol', {
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    const html = await response.text();
    expect(response.status()).toBe(200);
    expect(langOf(html)).toBe('en');
    expect(html).toContain('FFG funds the further development of ProL');
    // One canonical URL per language: the English article's own.
    expect(html).toContain(
      'rel="canonical" href="https://www.prol.example/en/news/ffg-funds-prol"',
    );
    const german = await api.get('/news/ffg-foerdert-prol', {
      headers: { 'accept-language': 'de-DE' },
    });
    expect(langOf(await german.text())).toBe('de');
    await api.dispose();
  });

  test('a visitor whose browser prefers English sees English at / with no flash of German', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    // Plain page.goto: only the server's answer (its HTML) is checked.
    const response = await page.goto('/');
    expect(langOf((await response?.text()) ?? '')).toBe('en');
    await context.close();
  });
});
