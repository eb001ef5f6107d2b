import type { Page, TestInfo } from '@playwright/test';
import { expect } from './console-guard';
import { portOfSmtpUrl } from './smtp-peer';

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

/** The port of the SMTP peer the server under test mails through (its SMTP_URL). */
export function smtpPort(info: TestInfo): number {
  const url = info.config.webServer?.env?.SMTP_URL;
  if (!url) throw new Error('playwright.config.ts must give the web server SMTP_URL');
  return portOfSmtpUrl(url);
}
