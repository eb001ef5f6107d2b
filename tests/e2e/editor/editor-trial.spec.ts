import { expect, test, type Page } from '@playwright/test';
import { EDITOR_PORT, startEditorOnScratch } from './editor-server';
import { openEditor, pickPage } from './editor-page';

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
