import { expect, test, type Page } from '@playwright/test';
import { EDITOR_PORT, startEditorOnScratch } from './editor-server';
import { openEditor, pickPage } from './editor-page';
import { TEST_PATH_PREFIX } from '../../../src/content/reserved-paths';

/**
 * Issue 38's first-time-user trials: the editor's own friction they found (the save key inside
 * the preview, where the cursor lands, the problem count, the new-page dialog's words). Its own
 * editor on a scratch copy, on the fifth editor port (EDITOR_PORT + 4).
 */
test.describe.configure({ mode: 'serial' });

let scratch: Awaited<ReturnType<typeof startEditorOnScratch>>;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  scratch = await startEditorOnScratch({ port: EDITOR_PORT + 4 });
});
test.afterAll(() => scratch?.stop());

const preview = (page: Page) => page.frameLocator('[data-testid="preview"]');

test('Ctrl+S with the focus in the preview opens the save dialog; Escape closes the preview menu', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openEditor(page, scratch.url);
  await pickPage(page, '/pricing');
  const frame = preview(page);
  await frame.getByRole('button', { name: 'Menü' }).click();
  const menu = frame.getByRole('dialog', { name: 'Menü' });
  await expect(menu).toBeVisible();

  await page.keyboard.press('Control+s');
  const dialog = page.getByRole('dialog', { name: 'Speichern' });
  await expect(dialog.getByText('Keine Änderungen zu speichern.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toHaveCount(0);

  // Escape pressed in the editor (not in the frame) closes the preview's menu.
  await page.getByRole('heading', { name: 'Seiten', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
});

test('a click on a text in the preview puts the cursor in that text’s box', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page, scratch.url);
  await pickPage(page, '/');
  const frame = preview(page);
  await frame.locator('h1').click();
  await expect(page.getByLabel('Überschrift – Deutsch', { exact: true })).toBeFocused();
  await frame.getByText(/^ProL macht aus/).click();
  await expect(page.getByLabel('Unterzeile – Deutsch', { exact: true })).toBeFocused();
  await frame.getByText('Produkte vergleichen', { exact: true }).click();
  await expect(
    page.getByLabel('Schaltfläche › Beschriftung – Deutsch', { exact: true }),
  ).toBeFocused();
});

test('a new page: the cursor starts in the address, then in the first block’s first field', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openEditor(page, scratch.url);
  await page.getByRole('button', { name: '+ Neue Seite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Seite' });
  const address = dialog.getByRole('textbox', { name: /^Adresse/ });
  await expect(address).toBeFocused();
  await page.keyboard.type(`${TEST_PATH_PREFIX}karriere`);
  await dialog.getByLabel('Seitentitel (Deutsch)').fill('Karriere bei ProL');
  await dialog.getByLabel('Beschreibung für Suchmaschinen (Deutsch)').fill('Offene Stellen.');
  await dialog.getByLabel('Seitentitel (Englisch)').fill('Careers at ProL');
  await dialog.getByLabel('Beschreibung für Suchmaschinen (Englisch)').fill('Open positions.');
  await dialog.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByRole('heading', { name: /^1\. Seiteneinstieg/ })).toBeVisible();
  await expect(page.getByLabel('Dachzeile – Deutsch', { exact: true })).toBeFocused();
});

test('a list’s paragraph boxes are as wide as the heading’s', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEditor(page, scratch.url);
  await pickPage(page, '/grant');
  await page.getByRole('button', { name: /^4\. Textblock/ }).click();
  const width = async (label: string) =>
    (await page.getByLabel(label, { exact: true }).boundingBox())?.width ?? 0;
  const heading = await width('Überschrift – Deutsch');
  expect(heading).toBeGreaterThan(100);
  expect(await width('Absätze › #1 – Deutsch')).toBeCloseTo(heading, 0);
  // The entry's buttons stay in reach, beside its name.
  await expect(page.getByRole('button', { name: 'Nach unten' }).first()).toBeVisible();
});

test('the preview follows the interface language; at 1440 px it can show 100 %', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEditor(page, scratch.url);
  await pickPage(page, '/');
  // A fresh editor compiles the preview first.
  await expect(preview(page).locator('h1')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.getByRole('button', { name: 'EN', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(preview(page).locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: '1440 px' }).click();
  const frame = page.getByTestId('preview');
  const fitted = (await frame.boundingBox())?.width ?? 0;
  expect(fitted).toBeLessThan(1000);
  await page.getByRole('button', { name: '100 %' }).click();
  await expect.poll(async () => (await frame.boundingBox())?.width ?? 0).toBeCloseTo(1440, 0);
  await page.screenshot({ path: test.info().outputPath('editor-en-1440.png') });
});
