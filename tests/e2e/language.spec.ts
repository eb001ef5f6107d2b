import { test, expect, head } from './support/console-guard';

test.describe('language (SPEC §4)', () => {
  test('the toggle switches every text, moves to the English URL and survives a reload', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.locator('h1')).toHaveText('Sprechen wir über Ihre Texte');
    await page.getByRole('button', { name: 'Menü' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'English' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.locator('h1')).toHaveText("Let's talk about your texts");
    expect((await head(page)).lang).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
    await page.reload();
    await expect(page.locator('h1')).toHaveText("Let's talk about your texts");
    // The stored choice also applies on the unprefixed German path.
    await page.goto('/contact');
    await expect(page.locator('h1')).toHaveText("Let's talk about your texts");
    expect((await head(page)).lang).toBe('en');
  });

  test('the browser language decides when nothing is stored', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/faq');
    await expect(page.locator('h1')).toHaveText('Frequently asked questions');
    await context.close();
  });

  test('German is kept for a German browser', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-AT' });
    const page = await context.newPage();
    await page.goto('/faq');
    await expect(page.locator('h1')).toHaveText('Häufige Fragen');
    await context.close();
  });
});
