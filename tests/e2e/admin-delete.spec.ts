import { randomUUID } from 'node:crypto';
import { signInAsAdmin, smtpPort } from './support/admin';
import { test, expect } from './support/console-guard';
import { refuseMailTo } from './support/smtp-peer';

/**
 * Issue 23.4: a topic whose mails still wait is not deleted silently. The real SMTP peer answers
 * 451 (try later) for the topic's address, so its mail keeps waiting; the delete dialog then stays
 * open with the server's reason and the recipient stays in the list.
 */
test('deleting a topic with a waiting mail is refused in the dialog, with the reason', async ({
  page,
  consoleProblems,
}, info) => {
  test.setTimeout(60_000);
  const port = smtpPort(info);
  const marker = `wait${randomUUID().slice(0, 8)}`;
  const topic = `Warten ${marker}`;
  const address = `${marker}@example.org`;
  refuseMailTo(port, address, true, 451);
  try {
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Empfänger' }).click();
    const add = page.getByRole('region', { name: 'Empfänger hinzufügen' });
    await add.getByLabel('Thema').fill(topic);
    await add.getByLabel('E-Mail-Adresse').fill(address);
    await add.getByRole('button', { name: 'Hinzufügen' }).click();
    await expect(page.locator(`[data-recipient="${topic}"]`)).toContainText(address);

    const sent = await page.request.post('/api/contact-forms', {
      data: { name: `Erika ${marker}`, email: 'erika@example.org', message: 'Hallo', topic },
    });
    expect(sent.status()).toBe(201);

    await page.getByRole('button', { name: `${topic} löschen` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      '1 Mail zu diesem Thema wartet noch auf den Versand; deaktivieren Sie den Empfänger stattdessen oder löschen Sie ihn, sobald sie versandt sind',
    );
    // Chromium logs the refused request.
    consoleProblems.splice(
      0,
      consoleProblems.length,
      ...consoleProblems.filter((p) => !/409/.test(p)),
    );
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page.locator(`[data-recipient="${topic}"]`)).toContainText(address);
    // As the message advises. The e2e server is shared: an active extra topic would give the
    // contact form an extra row of topics in the specs that run after this one.
    await page.getByRole('button', { name: `${topic} deaktivieren` }).click();
    await expect(page.getByText(`„${topic}“ ist deaktiviert`)).toBeVisible();
  } finally {
    // The mail may go out at its next attempt; other specs never see this address.
    refuseMailTo(port, address, false);
  }
});
