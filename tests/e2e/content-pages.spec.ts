import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './support/console-guard';
import { openPage } from './support/page-ready';
import { countIn, questionCount, sectionProps } from './support/page-files';

/** Issue 9: branch, enterprise, agency, references, values, FAQ, products and pricing pages. */
const root = join(import.meta.dirname, '..', '..');
const text = (lang: string, key: string): string => {
  const [file, ...rest] = key.split('.');
  let value: unknown = JSON.parse(
    readFileSync(join(root, 'locales', lang, `${file}.json`), 'utf8'),
  );
  for (const part of rest) value = (value as Record<string, unknown>)[part];
  return value as string;
};
const url = (lang: string, path: string) => (lang === 'de' ? path : `/en${path}`);
const section = (page: Page, type: string) => page.locator(`[data-section="${type}"]`);

const BRANCH_SECTIONS = [
  'how-it-works',
  'offer-cards',
  'feature-carousel',
  'onboarding-timeline',
  'text-block',
];
const SECTIONS: Record<string, string[]> = {
  '/lawyers': BRANCH_SECTIONS,
  '/tax-consultants': BRANCH_SECTIONS,
  '/journalists': BRANCH_SECTIONS,
  '/corporate': BRANCH_SECTIONS,
  '/products/enterprise': ['text-block', 'card-grid', 'format-carousel'],
  '/seoGeoGaio': ['card-grid', 'text-block'],
  '/grant': ['metrics', 'how-it-works', 'text-block'],
  '/references': ['partner-showcase', 'metrics', 'offer-cards'],
  '/values': ['image-text-blocks'],
  '/faq': ['faq-accordion'],
  '/products': ['card-grid', 'offer-cards'],
  '/pricing': ['plan-table', 'offer-cards'],
};
/** Branch page -> a price of its product section (corporate: MyProL). */
const BRANCHES: Record<string, string> = {
  '/lawyers': '199',
  '/tax-consultants': '199',
  '/journalists': '199',
  '/corporate': '119',
};

for (const lang of ['de', 'en'] as const) {
  test.describe(`content pages in ${lang}`, () => {
    for (const [path, types] of Object.entries(SECTIONS)) {
      test(`${url(lang, path)} shows its sections`, async ({ page }) => {
        await openPage(page, url(lang, path));
        await expect(page.locator('h1')).toHaveCount(1);
        for (const type of types) await expect(section(page, type).first()).toBeVisible();
      });
    }

    for (const [path, price] of Object.entries(BRANCHES)) {
      test(`${url(lang, path)}: the hero CTA scrolls to the offer 50 px below the top`, async ({
        page,
      }) => {
        const name = path.slice(1);
        await openPage(page, url(lang, path));
        await expect(page.locator('#onboarding h2')).toHaveText(text(lang, `${name}.timeline`));
        await expect(page.getByTestId('how-it-works-step')).toHaveCount(
          countIn(name, { type: 'how-it-works' }, 'steps'),
        );
        await expect(page.getByTestId('feature-slide')).toHaveCount(
          countIn(name, { type: 'feature-carousel' }, 'items'),
        );
        await page.getByRole('link', { name: text(lang, `${name}.action`) }).click();
        await expect(page).toHaveURL(new RegExp(`${path}#offer$`));
        // Smooth scrolling ends with the anchor 50 px below the top (SPEC §2).
        await expect
          .poll(() =>
            page.evaluate(() =>
              Math.round(document.getElementById('offer')?.getBoundingClientRect().top ?? -1),
            ),
          )
          .toBe(50);
        await expect(section(page, 'offer-cards')).toContainText(price);
      });
    }

    test(`${url(lang, '/lawyers')} adds the database search RIS, FinDoc, EuLex`, async ({
      page,
    }) => {
      await openPage(page, url(lang, '/lawyers'));
      await expect(page.getByTestId('offer-extra')).toContainText(/RIS.*FinDoc.*EuLex/);
      await expect(page.locator('#onboarding li')).toHaveCount(
        countIn('lawyers', { anchor: 'onboarding' }, 'steps'),
      );
      await expect(page.locator('#onboarding li').first()).toContainText(
        text(lang, 'onboarding-timeline.day').replace('{{day}}', '1'),
      );
    });

    test(`${url(lang, '/faq')}: every question, several open at once, answer 9 links to the comparison`, async ({
      page,
    }) => {
      await openPage(page, url(lang, '/faq'));
      const questions = page.getByTestId('faq-question');
      const group = sectionProps('faq', { type: 'faq-accordion' }).questions as string;
      await expect(questions).toHaveCount(questionCount(lang, group));
      await questions.nth(0).click();
      await questions.nth(2).click();
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
      await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByTestId('faq-answer').nth(0)).toBeVisible();
      await expect(page.getByTestId('faq-answer').nth(2)).toBeVisible();
      await expect(page.getByTestId('faq-answer').nth(1)).toBeHidden();
      await questions.nth(8).press('Enter');
      const link = page.getByTestId('faq-answer').nth(8).getByRole('link');
      await expect(link).toHaveAttribute('href', url(lang, '/comparison'));
      await expect(page.getByTestId('price-list-link')).toHaveAttribute(
        'href',
        url(lang, '/pricing'),
      );
      await expect(section(page, 'faq-accordion')).toContainText(/69/);
      await page.getByRole('link', { name: text(lang, 'faq.accordion.cta') }).click();
      await expect(page).toHaveURL(new RegExp(`${url(lang, '/contact')}$`));
    });

    test(`${url(lang, '/references')}: partner link in a new tab, counts, verified impact, MyNewsroom card`, async ({
      page,
      context,
    }) => {
      await context.route('https://www.donauwelle-media.example/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>partner</title>' }),
      );
      await openPage(page, url(lang, '/references'));
      const partner = section(page, 'partner-showcase').getByRole('link');
      await expect(partner).toHaveAttribute('target', '_blank');
      await expect(partner).toHaveAttribute('rel', /noopener/);
      const [popup] = await Promise.all([context.waitForEvent('page'), partner.click()]);
      await expect(popup).toHaveURL('https://www.donauwelle-media.example/');
      await popup.close();
      await expect(page.locator('#partnerships [data-testid="metric"]')).toHaveCount(
        countIn('references', { anchor: 'partnerships' }, 'items'),
      );
      // A string, not a pattern: string matching ignores the soft hyphens of long words.
      await expect(page.getByTestId('metric-badge')).toContainText(
        text(lang, 'references.impact.verified'),
      );
      await expect(page.locator('#impact')).toContainText(/1[.,]000\+/);
      await section(page, 'offer-cards').getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${url(lang, '/contact')}$`));
    });

    test(`${url(lang, '/products/enterprise')}: contact link (no published address), language items, rotating formats`, async ({
      page,
    }) => {
      await openPage(page, url(lang, '/products/enterprise'));
      await expect(
        section(page, 'text-block')
          .first()
          .getByRole('link', {
            name: text(lang, 'enterprise.content.mail'),
          }),
      ).toHaveAttribute('href', url(lang, '/contact'));
      await expect(page.locator('main')).not.toContainText('@');
      await expect(page.locator('#corporate-language article')).toHaveCount(
        countIn('enterprise', { anchor: 'corporate-language' }, 'items'),
      );
      await expect(page.getByTestId('format-slide')).toHaveCount(
        countIn('enterprise', { anchor: 'formats' }, 'formats'),
      );
      // Many positions show as a "3 / 12" counter (issue 21.1).
      const current = page.locator('#formats [data-carousel-counter]');
      const first = await current.getAttribute('data-current');
      await expect
        .poll(() => current.getAttribute('data-current'), { timeout: 6_000 })
        .not.toBe(first);
    });

    test(`${url(lang, '/values')}: alternating blocks, numbered 01, 02... after the first`, async ({
      page,
    }) => {
      await openPage(page, url(lang, '/values'));
      const blocks = countIn('values', { type: 'image-text-blocks' }, 'blocks');
      const firstNumbered = Number(
        sectionProps('values', { type: 'image-text-blocks' }).firstNumbered ?? 0,
      );
      await expect(page.getByTestId('image-text-block')).toHaveCount(blocks);
      await expect(page.getByTestId('block-number')).toHaveText(
        Array.from({ length: blocks - firstNumbered }, (_, i) => String(i + 1).padStart(2, '0')),
      );
      await expect(
        page.getByTestId('image-text-block').first().getByTestId('block-number'),
      ).toHaveCount(0);
    });

    test(`${url(lang, '/seoGeoGaio')} and ${url(lang, '/grant')}: CTAs to contact, monitor, funding facts`, async ({
      page,
    }) => {
      await openPage(page, url(lang, '/seoGeoGaio'));
      await expect(
        page.getByRole('link', { name: text(lang, 'seo-geo-gaio.hero.cta') }).first(),
      ).toHaveAttribute('href', url(lang, '/contact'));
      const monitor = page.getByRole('link', {
        name: new RegExp(text(lang, 'seo-geo-gaio.monitor.link')),
      });
      await expect(monitor).toHaveAttribute('target', '_blank');
      await openPage(page, url(lang, '/grant'));
      await expect(
        page.getByRole('link', { name: text(lang, 'grant.hero.cta') }).first(),
      ).toHaveAttribute('href', url(lang, '/contact'));
      await expect(page.getByTestId('metric-value')).toHaveText([/^50\s?%$/, /^24$/]);
    });

    test(`${url(lang, '/pricing')} and ${url(lang, '/products')}: plans, prices and links into the comparison`, async ({
      page,
    }) => {
      await openPage(page, url(lang, '/pricing'));
      const prices = section(page, 'plan-table').locator('table [data-testid="plan-price"]');
      await expect(prices).toHaveText([/69/, /89/, /119/]);
      await expect(page.getByTestId('comparison-link')).toHaveAttribute(
        'href',
        `${url(lang, '/comparison')}?tab=selfService`,
      );
      await expect(page.getByTestId('plan-register').first()).toHaveAttribute(
        'href',
        /\/register\?selectedProduct=DraftPro$/,
      );
      await openPage(page, url(lang, '/products'));
      await expect(page.locator('#offers article')).toHaveCount(
        countIn('products', { anchor: 'offers' }, 'items'),
      );
      await expect(page.getByTestId('offer-price')).toHaveText([/199/, /199/, /199/]);
    });
  });
}
