import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startDevServer } from './support/dev-server';

/** `npm run dev`: a broken page file shows in the browser overlay, and the page recovers when fixed. */
test('the dev server shows a validation error in the overlay and recovers when fixed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const dev = await startDevServer();
  try {
    await page.goto(`${dev.url}/faq`);
    // The dev server compiles every module on first request: slow on a busy machine.
    await expect(page.locator('h1')).toHaveText('Häufige Fragen', { timeout: 45_000 });

    const good = dev.project.read('pages/faq.json');
    dev.project.write('pages/faq.json', good.replace('"type": "hero"', '"type": "heor"'));
    const overlay = page.locator('vite-error-overlay');
    await expect(overlay).toBeAttached({ timeout: 15_000 });
    await expect(overlay.locator('.message-body')).toContainText(
      'pages/faq.json:13:15 sections[0].type: unknown section type "heor"',
    );
    await expect(overlay.locator('.message-body')).toContainText('did you mean "hero"?');

    dev.project.write('pages/faq.json', good);
    await expect(overlay).not.toBeAttached({ timeout: 15_000 });
    await expect(page.locator('h1')).toHaveText('Häufige Fragen');
  } finally {
    dev.stop();
  }
});

test('moving a menu entry in pages/site.json moves it on the site, with no code change', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const dev = await startDevServer();
  try {
    const site = JSON.parse(dev.project.read('pages/site.json')) as {
      navigation: { secondary: Array<{ key: string }> };
    };
    const [first, ...rest] = site.navigation.secondary;
    site.navigation.secondary = [...rest, first as { key: string }];
    dev.project.write('pages/site.json', JSON.stringify(site, null, 2));
    await page.goto(`${dev.url}/faq`);
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
  test.setTimeout(120_000);
  const dev = await startDevServer();
  try {
    await page.goto(`${dev.url}/contact`);
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
  test.setTimeout(90_000);
  const dev = await startDevServer();
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  try {
    await page.goto(`${dev.url}/faq?lang=de`);
    await expect(page.locator('h1')).toHaveText('Häufige Fragen', { timeout: 45_000 });
    await page.goto(`${dev.url}/values`);
    await expect(page.locator('h1')).toHaveText('Wofür wir stehen', { timeout: 15_000 });
    await page.goto(`${dev.url}/faq?lang=en`);
    await expect(page).toHaveURL(/\/en\/faq\?lang=en$/);
    await expect(page.locator('h1')).toHaveText('Frequently asked questions');
  } finally {
    await context.close();
    dev.stop();
  }
});
