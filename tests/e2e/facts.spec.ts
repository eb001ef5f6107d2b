import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as plainTest, type Page } from '@playwright/test';
import { test, expect } from './support/console-guard';
import { openPage } from './support/page-ready';
import { startDevServer } from './support/dev-server';
import { contentToday } from '../../src/content/node/content-today';
import {
  endedButShown,
  missingFacts,
  pagesToVisit,
  readFactsLedger,
  type PageFacts,
} from './support/facts-ledger';

/**
 * Issue 12: every business fact of SPEC §1 and §9 is visible where the ledger
 * (tests/fixtures/facts.json) says, in German and in English; a fact whose end date has passed
 * (the setup-fee waiver, issue 37.7) is no longer shown. The built site is built for the day
 * CONTENT_TODAY names, else today: this test takes the same day.
 */
const ledger = readFactsLedger();
const pages = pagesToVisit(ledger, contentToday());

const { appOrigin } = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'pages', 'site.json'), 'utf8'),
) as { appOrigin: string };

/** The app's payment products answer with no list, so the comparison shows its fallback cards. */
async function withoutPaymentProducts(page: Page): Promise<void> {
  await page.route(`${appOrigin}/api/api/stripe/products`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: '{}',
    }),
  );
}

/**
 * Polls until the page shows all its facts (tabs from ?tab= switch after hydration), then checks
 * that it shows none whose end has passed.
 */
async function expectFactsShown(page: Page, facts: PageFacts, timeout = 15_000): Promise<void> {
  await expect
    .poll(async () => missingFacts(await page.locator('main').innerText(), facts.checks), {
      timeout,
      message: `facts missing on ${facts.url}`,
    })
    .toEqual([]);
  expect(
    endedButShown(await page.locator('main').innerText(), facts.ended),
    `ended facts still shown on ${facts.url}`,
  ).toEqual([]);
}

test.describe('facts ledger at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const facts of pages) {
    test(`${facts.url} shows its facts (${facts.checks.length} patterns, ${facts.ended.length} ended)`, async ({
      page,
    }) => {
      await withoutPaymentProducts(page);
      await openPage(page, facts.url);
      await expectFactsShown(page, facts);
    });
  }
});

// The dev server of a scratch copy logs Vite messages; the console guard is for the built site.
// On a day before the waiver's end (CONTENT_TODAY), so the dev server still shows it.
plainTest('removing a fact from a page file makes the facts check fail', async ({ page }) => {
  plainTest.setTimeout(150_000);
  const day = '2025-10-15';
  const pricing = pagesToVisit(ledger, day).find((p) => p.url === '/pricing');
  expect(pricing).toBeDefined();
  const dev = await startDevServer({ env: { CONTENT_TODAY: day } });
  try {
    await page.goto(`${dev.url}/pricing`);
    await expect(page.locator('main')).toContainText(
      'Bis einschließlich Oktober 2025 entfällt die Einrichtungsgebühr',
      { timeout: 30_000 },
    );

    // Take the setup-fee month out of the pricing page's note (one page file, nothing else).
    const file = JSON.parse(dev.project.read('pages/pricing.json')) as {
      sections: { type: string; props: { pricingNote?: Record<string, unknown> } }[];
    };
    const table = file.sections.find((section) => section.type === 'plan-table');
    expect(table?.props.pricingNote?.setupFeeWaivedUntil).toBe('2025-10');
    delete table!.props.pricingNote!.setupFeeWaivedUntil;
    dev.project.write('pages/pricing.json', JSON.stringify(file, null, 2));

    await page.goto(`${dev.url}/pricing`);
    await expect(page.locator('main')).toContainText('Die Preise gelten ab November 2025', {
      timeout: 30_000,
    });
    const missing = missingFacts(await page.locator('main').innerText(), pricing!.checks);
    expect(missing).toEqual([
      'terms.setup-fee-waived: Bis einschließlich Oktober 2025 entfällt die Einrichtungsgebühr',
    ]);
  } finally {
    dev.stop();
  }
});
