import type { Page } from '@playwright/test';
import { expect } from './console-guard';

/** The admin token of the server under test (playwright.config.ts gives it; not a secret). */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-not-a-secret-4d1f0c';

/** Signs in on the admin screens in `language`, by mouse; ends on the inbox. */
export async function signInAsAdmin(page: Page, language: 'de' | 'en' = 'de') {
  await page.goto(language === 'de' ? '/admin' : '/en/admin');
  const label = language === 'de' ? 'Admin-Token' : 'Admin token';
  await page.getByLabel(label).fill(E2E_ADMIN_TOKEN);
  await page.getByRole('button', { name: language === 'de' ? 'Anmelden' : 'Sign in' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: language === 'de' ? 'Posteingang' : 'Inbox' }),
  ).toBeVisible();
}
