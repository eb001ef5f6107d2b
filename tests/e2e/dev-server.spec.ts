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
