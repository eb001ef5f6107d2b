import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startDevServer } from './support/dev-server';
import { openPage } from './support/page-ready';

/**
 * `npm run dev`: a broken content file shows in an overlay for editors (issue 19.3), with the
 * CLI's message, the place in words and a link to docs/editing.md, never Vite's overlay with its
 * `[plugin:…]` and vite.config advice; the page recovers when the file is fixed.
 */
async function overlayHtml(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      document.documentElement.outerHTML +
      [...document.querySelectorAll('*')].map((e) => e.shadowRoot?.innerHTML ?? '').join(''),
  );
}

/** Starts a dev server on a scratch copy, opens /faq (German) and runs `check` against it. */
async function onFaqPage(
  page: Page,
  check: (dev: Awaited<ReturnType<typeof startDevServer>>) => Promise<void>,
): Promise<void> {
  const dev = await startDevServer();
  try {
    // The dev server renders the page on the server, so the h1 is there at once; a content
    // change reaches the page once it is hydrated. The dev server compiles every module on
    // first request: slow on a busy machine.
    await openPage(page, `${dev.url}/faq`);
    await expect(page.locator('h1')).toHaveText('Häufige Fragen', { timeout: 45_000 });
    await check(dev);
  } finally {
    dev.stop();
  }
}

test("the dev server shows a validation error in the editors' overlay and recovers when fixed", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await onFaqPage(page, async (dev) => {
    const good = dev.project.read('pages/faq.json');
    dev.project.write('pages/faq.json', good.replace('"type": "hero"', '"type": "heor"'));
    const overlay = page.locator('content-problems');
    await expect(overlay).toBeAttached({ timeout: 15_000 });
    const problem = overlay.locator('li');
    await expect(problem).toHaveCount(1);
    await expect(problem.locator('.location')).toHaveText('pages/faq.json:12:15 sections[0].type');
    // The page is German, and so is the overlay (issue 38, point 9), with the validator's line.
    await expect(problem.locator('.message')).toHaveText(
      'Diesen Abschnittstyp gibt es nicht: „heor“.',
    );
    await expect(problem.locator('.detail')).toHaveText('unknown section type "heor"');
    await expect(problem.locator('.suggestion')).toHaveText('Vorschlag: „hero“');
    const help = problem.getByRole('link', { name: /^So beheben Sie es/ });
    await expect(help).toHaveAttribute('href', '/__editing-guide#unknown-section-type');
    await expect(
      page.getByRole('dialog', { name: 'Die Inhaltsdateien haben 1 Problem' }),
    ).toBeVisible();

    // The in-page placeholder names the page file and the nearest type, no source file.
    const placeholder = page.getByRole('alert').filter({ hasText: 'heor' });
    await expect(placeholder).toContainText('pages/faq.json');
    await expect(placeholder).toContainText('„hero“');
    await expect(placeholder).not.toContainText('src/');

    await expect(page.locator('vite-error-overlay')).toHaveCount(0);
    const html = await overlayHtml(page);
    expect(html).not.toContain('[plugin:');
    expect(html).not.toContain('vite.config');

    const guide = await page.context().newPage();
    await guide.goto(`${dev.url}/__editing-guide#unknown-section-type`);
    await expect(guide.locator('h3#unknown-section-type')).toBeVisible();
    await guide.close();

    // An English page's overlay is English, with the place in words.
    await openPage(page, `${dev.url}/en/faq`);
    await expect(
      page.getByRole('dialog', { name: 'The content files have 1 problem' }),
    ).toBeVisible({ timeout: 45_000 });
    await expect(problem.locator('.where')).toHaveText('1st section (heor), its type');
    await expect(problem.locator('.message')).toHaveText('unknown section type "heor"');
    await expect(problem.locator('.suggestion')).toHaveText('did you mean "hero"?');
    await expect(problem.getByRole('link', { name: /^How to fix/ })).toBeVisible();

    dev.project.write('pages/faq.json', good);
    await expect(overlay).not.toBeAttached({ timeout: 15_000 });
    await expect(page.locator('h1')).toHaveText('Frequently asked questions');
  });
});

test("a syntax error in a file every page imports shows only the editors' overlay", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await onFaqPage(page, async (dev) => {
    const good = dev.project.read('pages/site.json');
    const broken = good.replace(/\n\}\s*$/, ',\n}\n');
    expect(broken).not.toBe(good);
    dev.project.write('pages/site.json', broken);
    // Every page imports site.json, so the page reloads (slowly, while the dev server compiles).
    const overlay = page.locator('content-problems');
    await expect(overlay.locator('.detail')).toHaveText(['a comma after the last entry'], {
      timeout: 40_000,
    });
    await expect(overlay.locator('.suggestion')).toHaveText([
      'remove the comma after the last entry',
    ]);
    // Vite would show its own overlay for the JSON it cannot parse: give it the time to.
    await page.reload();
    await expect(page.locator('h1')).toHaveText('Häufige Fragen', { timeout: 45_000 });
    await expect(overlay).toBeAttached({ timeout: 15_000 });
    await expect(page.locator('vite-error-overlay')).toHaveCount(0);
    const html = await overlayHtml(page);
    expect(html).not.toContain('[plugin:');
    expect(html).not.toContain('vite.config');

    dev.project.write('pages/site.json', good);
    await expect(overlay).not.toBeAttached({ timeout: 40_000 });
  });
});

test('moving a menu entry in pages/site.json moves it on the site, with no code change', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const dev = await startDevServer();
  try {
    const site = JSON.parse(dev.project.read('pages/site.json')) as {
      navigation: { secondary: Array<{ key: string }> };
    };
    const [first, ...rest] = site.navigation.secondary;
    site.navigation.secondary = [...rest, first as { key: string }];
    dev.project.write('pages/site.json', JSON.stringify(site, null, 2));
    await openPage(page, `${dev.url}/faq`);
    await page.getByRole('button', { name: 'Menü' }).click();
    // The dev server compiles the menu's code on first use.
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
    const secondary = page.getByRole('dialog').locator('nav ul').nth(1).getByRole('link');
    await expect(secondary.last()).toHaveText('Kontakt');
    await expect(secondary.first()).toHaveText('FAQ');
  } finally {
    dev.stop();
  }
});

test('the contact form sends from the dev server: the API runs beside it, mails go to files', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const dev = await startDevServer();
  try {
    await openPage(page, `${dev.url}/contact`);
    await expect(page.getByRole('radio', { name: 'Vertrieb' })).toBeChecked({ timeout: 60_000 });
    await page.getByLabel('Name').fill('Erika Musterfrau');
    await page.getByLabel('E-Mail-Adresse').fill('erika@example.org');
    await page.getByLabel('Ihre Nachricht').fill('Gesendet aus der Vorschau');
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.getByText(/Vielen Dank/)).toBeVisible({ timeout: 15_000 });
    const mailDir = join(dev.project.root, 'data', 'outbox-mail');
    await expect
      .poll(
        () =>
          existsSync(mailDir) &&
          readdirSync(mailDir).some((file) =>
            readFileSync(join(mailDir, file), 'utf8').includes('Gesendet aus der Vorschau'),
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
  } finally {
    dev.stop();
  }
});

test('the preview shows either language whatever the browser says (?lang=, then remembered)', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const dev = await startDevServer();
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  try {
    await page.goto(`${dev.url}/faq?lang=de`);
    await expect(page.locator('h1')).toHaveText('Häufige Fragen', { timeout: 45_000 });
    await page.goto(`${dev.url}/values`);
    await expect(page.locator('h1')).toHaveText('Wofür wir stehen', { timeout: 15_000 });
    await page.goto(`${dev.url}/faq?lang=en`);
    // The language script stores the choice and drops `lang` from the address (8d57877).
    await expect(page).toHaveURL(/\/en\/faq$/);
    await expect(page.locator('h1')).toHaveText('Frequently asked questions');
  } finally {
    await context.close();
    dev.stop();
  }
});
