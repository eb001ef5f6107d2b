import { expect, type Page } from '@playwright/test';
import { EDITOR_URL } from './editor-server';

/** Opens the editor (German, its default) and waits for its page list. */
export async function openEditor(page: Page, url = EDITOR_URL): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Seiten', exact: true })).toBeVisible();
}

/** Picks a page in the editor's page list and waits for its settings. */
export async function pickPage(page: Page, path: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Seiten' })
    .getByRole('button', { name: new RegExp(`^${path}\\s`) })
    .click();
  await expect(page.getByRole('heading', { name: `Seiteneinstellungen: ${path}` })).toBeVisible();
}
