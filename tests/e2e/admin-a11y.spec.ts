import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN, signInAsAdmin } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { test, expect } from './support/console-guard';
import { focusReport, invisibleFocusEverywhere } from './support/focus';

/**
 * Issue 23: axe (WCAG 2.0/2.1 A and AA) on every admin screen, with its dialogs open, in both
 * languages at 375 and 1440 px; and the screens used by keyboard alone.
 */

const T = {
  de: {
    base: '/admin',
    recipients: 'Empfänger',
    inbox: 'Posteingang',
    edit: 'Sales bearbeiten',
    del: 'Sales löschen',
    cancel: 'Abbrechen',
  },
  en: {
    base: '/en/admin',
    recipients: 'Recipients',
    inbox: 'Inbox',
    edit: 'Edit Sales',
    del: 'Delete Sales',
    cancel: 'Cancel',
  },
} as const;

/** One submission to open, made through the API as the public form does. */
async function submission(page: Page): Promise<string> {
  const name = `Axe ${randomUUID().slice(0, 6)}`;
  const response = await page.request.post('/api/contact-forms', {
    data: { name, email: 'axe@example.org', message: 'Zeile eins\nZeile zwei', topic: 'Sales' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

for (const language of ['de', 'en'] as const) {
  for (const width of [375, 1440]) {
    test(`axe on every admin screen, ${language}, ${width} px`, async ({ page }, info) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 900 });
      const t = T[language];
      await page.goto(t.base);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, info);

      await signInAsAdmin(page, language);
      const id = await submission(page);
      await page.reload();
      await expect(page.getByRole('list').first()).toBeVisible();
      await expectNoAxeViolations(page, info);

      await page.goto(`${t.base}/messages/${id}`);
      await expect(page.locator('[data-mail-status]')).toBeVisible();
      await expectNoAxeViolations(page, info);

      await page.getByRole('link', { name: t.recipients }).click();
      await expect(page.locator('[data-recipient="Sales"]')).toBeVisible();
      await expectNoAxeViolations(page, info);

      await page.getByRole('button', { name: t.edit }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page, info);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: t.del }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page, info);
      await page.getByRole('button', { name: t.cancel }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }
}

test('keyboard only: sign in, move between screens, add, edit and delete a recipient', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const topic = `Tastatur ${randomUUID().slice(0, 6)}`;
  await page.goto('/admin');
  // The admin screens render in the browser: a Tab before the sign-in form is drawn lands on body.
  await expect(page.locator('input').first()).toBeVisible();
  const tab = async (times = 1) => {
    for (let i = 0; i < times; i++) await page.keyboard.press('Tab');
  };
  /** Tabs until the focused element matches; fails after 40 presses. */
  const tabTo = async (describe: RegExp) => {
    for (let i = 0; i < 40; i++) {
      await tab();
      const report = await focusReport(page);
      if (describe.test(report.element)) {
        expect(report.problem, report.element).toBe('');
        return;
      }
    }
    throw new Error(`focus never reached ${describe}`);
  };

  // Skip link first, then the language link, then the token field.
  await tab();
  expect((await focusReport(page)).element).toMatch(/Zum Inhalt springen/);
  await tabTo(/^input/);
  await page.keyboard.type(E2E_ADMIN_TOKEN);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Posteingang' })).toBeVisible();
  expect(await invisibleFocusEverywhere(page)).toEqual([]);

  await tabTo(/^a "Empfänger"/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Empfänger' })).toBeVisible();
  expect(await invisibleFocusEverywhere(page)).toEqual([]);

  // Add: topic, e-mail, Enter.
  await tabTo(/^input/);
  await page.keyboard.type(topic);
  await tab();
  await page.keyboard.type('tastatur@example.org');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Empfänger „${topic}“ hinzugefügt.`)).toBeVisible();

  // Edit in the dialog: focus moves in, Escape closes it and focus returns to the opener.
  const edit = page.getByRole('button', { name: `${topic} bearbeiten` });
  await edit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(edit).toBeFocused();

  // Delete: the dialog starts on "Abbrechen" (the safe choice); Tab to confirm.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `${topic} löschen` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Endgültig löschen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Empfänger „${topic}“ gelöscht.`)).toBeVisible();
  await expect(page.locator(`[data-recipient="${topic}"]`)).toHaveCount(0);
});
