import { expect, test } from '@playwright/test';
import { startDevServer } from './support/dev-server';
import { questionCount } from './support/page-files';

/**
 * SPEC §2 FAQ: the question count is probed from the locale keys, so one more question in both
 * locale files (of a scratch copy, served by `npm run dev`) appears with no page or code change.
 */
test('one more question in both locale files appears with no page or code change', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dev = await startDevServer();
  try {
    // The first request compiles the app; give it time on a busy machine.
    await page.goto(`${dev.url}/faq`, { timeout: 90_000 });
    const count = questionCount('de', 'faq.questions');
    expect(questionCount('en', 'faq.questions')).toBe(count);
    await expect(page.getByTestId('faq-question')).toHaveCount(count, { timeout: 60_000 });

    const added = { de: 'Kann ich ProL vorab testen?', en: 'Can I try ProL first?' };
    for (const [lang, question] of Object.entries(added)) {
      const file = `locales/${lang}/faq.json`;
      const data = JSON.parse(dev.project.read(file)) as { questions: Record<string, unknown> };
      data.questions[String(count + 1)] = { question, answer: `${question} ✓` };
      dev.project.write(file, `${JSON.stringify(data, null, 2)}\n`);
    }
    for (const [path, question] of [
      ['/faq', added.de],
      ['/en/faq', added.en],
    ] as const) {
      await expect(async () => {
        await page.goto(`${dev.url}${path}`, { timeout: 30_000 });
        await expect(page.getByTestId('faq-question')).toHaveCount(count + 1, { timeout: 5_000 });
      }).toPass({ timeout: 90_000 });
      await expect(page.getByTestId('faq-question').nth(count)).toContainText(question);
    }
  } finally {
    dev.stop();
  }
});
