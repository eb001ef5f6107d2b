import { expect, test } from '@playwright/test';
import { startDevServer } from './support/dev-server';

/**
 * SPEC §2 FAQ: the question count is probed from the locale keys, so a 10th question in both
 * locale files (of a scratch copy, served by `npm run dev`) appears with no page or code change.
 */
test('a 10th question added to both locale files makes 10 appear', async ({ page }) => {
  test.setTimeout(180_000);
  const dev = await startDevServer();
  try {
    // The first request compiles the app; give it time on a busy machine.
    await page.goto(`${dev.url}/faq`, { timeout: 90_000 });
    await expect(page.getByTestId('faq-question')).toHaveCount(9, { timeout: 60_000 });

    const added = { de: 'Kann ich ProL vorab testen?', en: 'Can I try ProL first?' };
    for (const [lang, question] of Object.entries(added)) {
      const file = `locales/${lang}/faq.json`;
      const data = JSON.parse(dev.project.read(file)) as { questions: Record<string, unknown> };
      data.questions['10'] = { question, answer: `${question} ✓` };
      dev.project.write(file, `${JSON.stringify(data, null, 2)}\n`);
    }
    for (const [path, question] of [
      ['/faq', added.de],
      ['/en/faq', added.en],
    ] as const) {
      await expect(async () => {
        await page.goto(`${dev.url}${path}`, { timeout: 30_000 });
        await expect(page.getByTestId('faq-question')).toHaveCount(10, { timeout: 5_000 });
      }).toPass({ timeout: 90_000 });
      await expect(page.getByTestId('faq-question').nth(9)).toContainText(question);
    }
  } finally {
    dev.stop();
  }
});
