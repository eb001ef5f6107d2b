import { randomUUID } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import type { Page, TestInfo } from '@playwright/test';
import { test, expect } from './support/console-guard';
import { portOfSmtpUrl, receivedMails } from './support/smtp-peer';

/**
 * Issue 5 "Done when": the contact form against the real server (`npm run serve`), its SQLite
 * database and a real SMTP peer (global-setup.ts).
 */

const GREEN = 'rgb(22, 101, 52)'; // --color-success
const RED = 'rgb(185, 28, 28)'; // --color-danger

/** The web server's environment, as the Playwright config passes it. */
function serverEnv(info: TestInfo) {
  const webServer = info.config.webServer;
  if (!webServer?.env?.DATABASE_URL || !webServer.env.SMTP_URL) {
    throw new Error('playwright.config.ts must give the web server DATABASE_URL and SMTP_URL');
  }
  const serverDir = resolve(dirname(info.config.configFile ?? ''), webServer.cwd ?? '.');
  return {
    databaseFile: resolve(serverDir, webServer.env.DATABASE_URL),
    smtpPort: portOfSmtpUrl(webServer.env.SMTP_URL),
  };
}

interface StoredSubmission {
  name: string;
  email: string;
  topic: string;
  recipient_email: string;
  email_sent: number;
}

function storedSubmission(databaseFile: string, token: string): StoredSubmission | undefined {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT * FROM contact_forms WHERE message LIKE ?').get(`%${token}%`) as
      StoredSubmission | undefined;
  } finally {
    db.close();
  }
}

/** Removes console errors this test provokes on purpose (a failed request is logged by Chromium). */
function allowConsole(problems: string[], pattern: RegExp) {
  for (let i = problems.length - 1; i >= 0; i--) {
    if (pattern.test(problems[i] as string)) problems.splice(i, 1);
  }
}

async function fillByMouse(page: Page, message: string) {
  await page.getByLabel('Name').fill('Erika Musterfrau');
  await page.getByLabel('E-Mail-Adresse').fill('erika@example.org');
  await page.getByLabel('Ihre Nachricht').fill(message);
}

test('sales is the default topic, in both languages and on /about', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('radio', { name: 'Vertrieb' })).toBeChecked();
  await expect(page.getByText('Ihre Nachricht geht an unser Team „Vertrieb“.')).toBeVisible();
  await page.goto('/en/contact');
  await expect(page.getByRole('radio', { name: 'Sales' })).toBeChecked();
  await page.goto('/en/about');
  await expect(page.getByRole('radio', { name: 'Sales' })).toBeChecked();
});

test('keyboard only: pick a topic, fill, send; stored and mailed to that topic', async ({
  page,
}, info) => {
  const { databaseFile, smtpPort } = serverEnv(info);
  const token = `e2e-${randomUUID().slice(0, 8)}`;
  await page.goto('/contact');
  await expect(page.getByRole('radio', { name: 'Vertrieb' })).toBeChecked();

  // Tab from the top of the page to the topic group (it lands on the checked radio).
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press('Tab');
    if (
      await page.evaluate(
        () => (document.activeElement as HTMLInputElement | null)?.type === 'radio',
      )
    )
      break;
  }
  await expect(page.getByRole('radio', { name: 'Vertrieb' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Support' })).toBeChecked();
  await expect(page.getByText('Ihre Nachricht geht an unser Team „Support“.')).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Jana Beispiel');
  await page.keyboard.press('Tab');
  await page.keyboard.type('jana@example.org');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Guten Tag,');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`bitte um Rückruf. ${token}`);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Nachricht senden' })).toBeFocused();
  await page.keyboard.press('Enter');

  const success = page.getByText('Vielen Dank! Ihre Nachricht wurde erfolgreich gesendet.');
  await expect(success).toBeVisible();
  await expect(success).toHaveCSS('color', GREEN);
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Ihre Nachricht')).toHaveValue('');

  await expect.poll(() => storedSubmission(databaseFile, token)?.topic).toBe('Support');
  expect(storedSubmission(databaseFile, token)).toMatchObject({
    name: 'Jana Beispiel',
    email: 'jana@example.org',
    recipient_email: 'support@example.com',
  });

  await expect
    .poll(() => receivedMails(smtpPort).find((mail) => mail.raw.includes(token)), {
      timeout: 20_000,
    })
    .toBeTruthy();
  const mail = receivedMails(smtpPort).find((m) => m.raw.includes(token));
  expect(mail?.to).toEqual(['support@example.com']);
  expect(mail?.raw).toMatch(/^Reply-To: .*jana@example\.org/m);
  await expect.poll(() => storedSubmission(databaseFile, token)?.email_sent).toBe(1);
});

test('a 400 with validationErrors shows the joined messages in red and keeps the input', async ({
  page,
  consoleProblems,
}) => {
  await page.route('**/api/contact-forms', (route) =>
    route.fulfill({
      status: 400,
      json: {
        message: 'Validation failed',
        status: 400,
        timestamp: new Date().toISOString(),
        error: 'Bad Request',
        validationErrors: {
          name: 'darf höchstens 200 Zeichen lang sein',
          email: 'muss eine gültige E-Mail-Adresse sein',
        },
      },
    }),
  );
  await page.goto('/contact');
  await expect(page.getByRole('radio', { name: 'Vertrieb' })).toBeChecked();
  await fillByMouse(page, 'Eine Nachricht, die bleiben soll.');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  const error = page.getByText(
    'Name: darf höchstens 200 Zeichen lang sein, E-Mail-Adresse: muss eine gültige E-Mail-Adresse sein',
  );
  await expect(error).toBeVisible();
  await expect(error).toHaveCSS('color', RED);
  await expect(page.getByLabel('Ihre Nachricht')).toHaveValue('Eine Nachricht, die bleiben soll.');
  allowConsole(consoleProblems, /status of 400/);
});

// The browser lets a name of spaces through (`required` only asks for a value); the real server
// refuses it, in the page's language, and the form names the field by its label.
for (const { url, name, email, message, send, expected } of [
  {
    url: '/contact',
    name: 'Name',
    email: 'E-Mail-Adresse',
    message: 'Ihre Nachricht',
    send: 'Nachricht senden',
    expected: 'Name: darf nicht nur aus Leerzeichen bestehen oder Steuerzeichen enthalten',
  },
  {
    url: '/en/contact',
    name: 'Name',
    email: 'E-mail address',
    message: 'Your message',
    send: 'Send message',
    expected: 'Name: must not be blank or contain control characters',
  },
]) {
  test(`${url}: the server's validation message is in the page's language`, async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(url);
    await page.getByLabel(name, { exact: true }).fill('   ');
    await page.getByLabel(email).fill('erika@example.org');
    await page.getByLabel(message).fill('Leerer Name, bitte ablehnen.');
    await page.getByRole('button', { name: send }).click();
    const error = page.getByText(expected, { exact: true });
    await expect(error).toBeVisible();
    await expect(error).toHaveCSS('color', RED);
    await expect(page.getByLabel(message)).toHaveValue('Leerer Name, bitte ablehnen.');
    allowConsole(consoleProblems, /status of 400/);
  });
}

test('with the API unreachable the generic error shows and the typed text stays', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('radio', { name: 'Vertrieb' })).toBeChecked();
  await page.route('**/api/contact-forms', (route) => route.abort('connectionrefused'));
  await fillByMouse(page, 'Bitte nicht verlieren.');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  const error = page.getByText(
    'Beim Senden Ihrer Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  );
  await expect(error).toBeVisible();
  await expect(error).toHaveCSS('color', RED);
  await expect(page.getByLabel('Name')).toHaveValue('Erika Musterfrau');
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('erika@example.org');
  await expect(page.getByLabel('Ihre Nachricht')).toHaveValue('Bitte nicht verlieren.');
  await expect(page.getByRole('button', { name: 'Nachricht senden' })).toBeEnabled();
  allowConsole(consoleProblems, /ERR_CONNECTION_REFUSED|ERR_FAILED/);
});

test('without topics the form says it cannot be sent and offers no topic buttons', async ({
  page,
  consoleProblems,
}) => {
  await page.route('**/api/recipients?*', (route) =>
    route.fulfill({ status: 503, json: { message: 'x' } }),
  );
  await page.goto('/en/contact');
  await expect(page.getByText('The form cannot be sent right now.')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
  allowConsole(consoleProblems, /status of 503|Could not load the contact topics/);
});
