import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readSectionSchemas } from '../../src/content/node/section-schema-files';
import { PROJECT_ROOT } from '../helpers/temp-project';
import { startDevServer } from './support/dev-server';

/**
 * Issue 19.4: `npm run dev` shows the section catalogue at /__sections, and each section's
 * example live, rendered by the real component, in German and English.
 */
function text(language: 'de' | 'en', key: string): string {
  const [file, ...path] = key.split('.');
  let value: unknown = JSON.parse(
    readFileSync(join(PROJECT_ROOT, 'locales', language, `${file}.json`), 'utf8'),
  );
  for (const part of path) value = (value as Record<string, unknown>)[part];
  return value as string;
}

test('the dev server shows the section catalogue and each example live in both languages', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const sections = readSectionSchemas(PROJECT_ROOT);
  const textBlock = sections.find((s) => s.type === 'text-block');
  const titleKey = (textBlock?.schema.examples as Array<{ title: string }>)[0]?.title as string;
  const dev = await startDevServer();
  try {
    await page.goto(`${dev.url}/__sections`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Section catalogue');
    await expect(page.locator('h2[id]')).toHaveCount(
      sections.length + ['contents', 'shared-properties', 'kinds-of-values'].length,
    );
    await expect(page.locator('img[src="/__sections/images/text-block-1440.webp"]')).toBeVisible();

    const live = page.locator('h2#text-block + p');
    await live.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`${dev.url}/en/__sections/text-block`);
    const example = page.locator('#catalogue-example');
    // The dev server compiles every module on first request: slow on a busy machine.
    await expect(example.getByRole('heading', { level: 1 })).toHaveText(text('en', titleKey), {
      timeout: 60_000,
    });
    await page.goto(`${dev.url}/__sections/text-block`);
    await expect(example.getByRole('heading', { level: 1 })).toHaveText(text('de', titleKey), {
      timeout: 60_000,
    });
  } finally {
    dev.stop();
  }
});
