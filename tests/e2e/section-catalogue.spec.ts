import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readSectionSchemas } from '../../src/content/node/section-schema-files';
import { examplePageUrl } from '../../scripts/section-catalogue/example-pages';
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
  test.setTimeout(300_000);
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

test('every section example renders something, in both languages, without an error', async ({
  page,
}) => {
  test.setTimeout(400_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    // A failed request is reported below with its address.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    // /@fs/…: the scratch copy links node_modules from outside its folder, and Vite refuses to
    // serve the font from there (every page of every dev-server test; `npm run dev` serves it).
    if (response.status() >= 400 && !new URL(response.url()).pathname.startsWith('/@fs/'))
      problems.push(`${page.url()}: ${response.status()} for ${response.url()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  const dev = await startDevServer();
  try {
    for (const { type } of readSectionSchemas(PROJECT_ROOT)) {
      for (const language of ['de', 'en'] as const) {
        await page.goto(`${dev.url}${examplePageUrl(PROJECT_ROOT, type, language)}`);
        // Visible: a section that renders nothing (a countdown whose moment has passed) fails.
        await expect(page.locator('#catalogue-example'), `${type} (${language})`).toBeVisible({
          timeout: 60_000,
        });
        await expect(page.locator('#catalogue-example [role="alert"]')).toHaveCount(0);
      }
    }
    expect(problems).toEqual([]);
  } finally {
    dev.stop();
  }
});
