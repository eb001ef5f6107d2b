import type { Page } from '@playwright/test';
import { test, expect } from './support/console-guard';
import { openPage } from './support/page-ready';
import { pagesWithCarousels } from './support/carousel-state';
import { LANGUAGES, localized, pagePaths } from './support/site-urls';

/**
 * Issue 37.5: no button or tab label wraps, from 320 to 1920 px (phones, a tablet upright and
 * across, desktop; above 1440 the content column
 * stops growing, so 1440 stands for the wide end). A label on two lines reads as two controls
 * ("Presse" alone on a row, "Branchenlösun-/gen vergleichen"). Buttons, tabs, radio pills and
 * links drawn as buttons, where they can be seen; not the question of an FAQ (its text is a
 * heading's).
 */
const WIDTHS = [320, 375, 768, 1024, 1440] as const;

/** The label of every visible control whose text runs over more than one line. */
function wrappedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, [role="tab"], [class*="btn-"], input[type="radio"] + span',
    );
    const wrapped: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || control.closest('[inert], [aria-hidden="true"]'))
        continue;
      // A button inside a heading is that heading's text (the WAI-ARIA accordion: an FAQ
      // question), which wraps as a heading does.
      if (control.closest('h1, h2, h3, h4, h5, h6')) continue;
      const tops: number[] = [];
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Screen-reader-only words are clipped to 1 px and lay out on lines of their own.
        if (!node.textContent?.trim() || node.parentElement?.closest('.sr-only')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
      }
      tops.sort((a, b) => a - b);
      const lines = tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 4).length;
      if (lines > 1) wrapped.push(`"${control.textContent?.trim()}" (${lines} lines)`);
    }
    return wrapped;
  });
}

for (const language of LANGUAGES) {
  for (const path of pagePaths()) {
    const url = localized(language, path);
    test(`${url}: every button and tab label on one line at ${WIDTHS.join(', ')} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await openPage(page, url);
      await page.evaluate(() => document.fonts.ready);
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        for (const label of await wrappedLabels(page)) problems.push(`${width} px: ${label}`);
      }
      expect(problems).toEqual([]);
    });
  }
}

// Issue 37.5: "Presse" sat alone on a second row at 375 px. The topics are equal segments of one
// row at every width.
for (const url of ['/contact', '/en/contact']) {
  test(`${url}: the topic buttons are equal segments of one row at ${WIDTHS.join(', ')} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await openPage(page, url);
    const pills = page.locator('input[type="radio"] + span');
    await expect(pills.first()).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const boxes = await pills.evaluateAll((spans) =>
        spans.map((span) => {
          const box = span.getBoundingClientRect();
          return { top: Math.round(box.top), width: Math.round(box.width) };
        }),
      );
      expect(new Set(boxes.map((box) => box.top)).size, `${width} px: rows`).toBe(1);
      expect(new Set(boxes.map((box) => box.width)).size, `${width} px: widths`).toBe(1);
    }
  });
}

// Issue 37.4: eight dots wrapped 7 + 1 on /lawyers at 375 px. Each carousel's controls (rotation
// button, dots or "2 / 8" counter, step buttons) stay on one row at phone widths.
for (const path of pagesWithCarousels()) {
  for (const language of LANGUAGES) {
    const url = localized(language, path);
    test(`${url}: carousel controls on one row at 320, 375 and 390 px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await openPage(page, url);
      for (const width of [320, 375, 390]) {
        await page.setViewportSize({ width, height: 800 });
        const rows = await page.locator('[data-carousel-controls]').evaluateAll((all) =>
          all
            .filter((controls) => controls.getBoundingClientRect().width > 0)
            .map((controls) => {
              const visible = [...controls.querySelectorAll<HTMLElement>('button, p')].filter(
                (element) => element.getBoundingClientRect().width > 0,
              );
              const centres = visible.map((element) => {
                const box = element.getBoundingClientRect();
                return Math.round((box.top + box.bottom) / 2);
              });
              return Math.max(...centres) - Math.min(...centres);
            }),
        );
        for (const spread of rows) expect(spread, `${width} px`).toBeLessThanOrEqual(2);
      }
    });
  }
}

// Issue 37.4: cards peeking in at a carousel's edge were cut hard through their words at 320
// and 375 px. A card the slide viewport cuts off must sit under a fade at that edge.

/** Each visible card cut at an edge its carousel does not fade (use-cut-edges.ts, theme.css). */
function hardCuts(page: Page): Promise<string[]> {
  return page.locator('[data-carousel-slide]').evaluateAll((slides) => {
    const cuts: string[] = [];
    for (const slide of slides) {
      const viewport = slide.parentElement!.parentElement!;
      const box = viewport.getBoundingClientRect();
      if (box.width === 0) continue;
      const rect = slide.getBoundingClientRect();
      const right = rect.right - parseFloat(getComputedStyle(slide).paddingRight);
      if (right <= box.left || rect.left >= box.right) continue;
      const fades = getComputedStyle(viewport).maskImage.includes('gradient');
      const cut = viewport.dataset.cut ?? '';
      const name = slide.getAttribute('aria-label') ?? '';
      if (right > box.right + 2 && !(fades && ['right', 'both'].includes(cut)))
        cuts.push(`${name}: cut on the right, fade "${cut}"`);
      if (rect.left < box.left - 2 && !(fades && ['left', 'both'].includes(cut)))
        cuts.push(`${name}: cut on the left, fade "${cut}"`);
    }
    return cuts;
  });
}

for (const path of pagesWithCarousels()) {
  for (const language of LANGUAGES) {
    const url = localized(language, path);
    test(`${url}: a card cut at a carousel's edge fades out, at 320, 375 and 1440 px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await openPage(page, url);
      for (const width of [320, 375, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        // embla measures again on resize and marks the cut edges when it has.
        await expect.poll(() => hardCuts(page)).toEqual([]);
      }
    });
  }
}

// The designer's review: with reduced motion, End jumped to the last card and the fade stayed on
// the right while the card before it was cut hard on the left (the jump's place was measured
// before it showed). Each carousel is moved to its end, with and without reduced motion.
for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test(`/comparison at 375 px, ${reducedMotion} motion: at the last card the fade moves to the left`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    await page.setViewportSize({ width: 375, height: 800 });
    await openPage(page, '/comparison');
    const carousels = page.locator('[data-carousel]');
    for (let index = 0; index < (await carousels.count()); index++) {
      const carousel = carousels.nth(index);
      const lastDot = carousel.locator('[data-carousel-dot]').last();
      if (!(await lastDot.isVisible())) continue;
      await lastDot.focus();
      await page.keyboard.press('End');
      await expect(lastDot).toHaveAttribute('aria-current', 'true');
      // The row has reached its end: the last card's right edge is inside the viewport.
      await expect
        .poll(() =>
          carousel.locator('.carousel-viewport').evaluate((viewport) => {
            const slide = viewport.querySelector('[data-carousel-slide]:last-child')!;
            const padding = parseFloat(getComputedStyle(slide).paddingRight);
            const end = slide.getBoundingClientRect().right - padding;
            return Math.round(end - viewport.getBoundingClientRect().right);
          }),
        )
        .toBeLessThanOrEqual(2);
      await expect.poll(() => hardCuts(page)).toEqual([]);
    }
  });
}

// Issue 37.4: on the badge row at 1440 px "ready", "certified" and "monitoring" (the words beside
// an info button) sat about 3 px below the first words of their labels. Every label's words
// share one baseline, and the labels of the row one line.
for (const url of ['/', '/en']) {
  test(`${url}: the badge labels at 1440 and 1920 px sit on one baseline`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, url);
    for (const width of [1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const bottoms = await page
        .getByTestId('badge-grid')
        .locator('li p:first-of-type')
        .evaluateAll((labels) =>
          labels.flatMap((label) => {
            const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
            const found: number[] = [];
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (!node.textContent?.trim() || node.parentElement?.closest('.sr-only, button'))
                continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const rect of range.getClientRects()) found.push(Math.round(rect.bottom));
            }
            return found;
          }),
        );
      expect(bottoms.length).toBeGreaterThan(4);
      expect(Math.max(...bottoms) - Math.min(...bottoms), `${width} px`).toBeLessThanOrEqual(1);
    }
  });
}

// The designer's second look: on the looping carousels of / and /lawyers a step with reduced
// motion left the next card cut hard (embla moves a looping row's slides by their own transform).
for (const url of ['/', '/lawyers']) {
  test(`${url} at 375 px, reduced motion: after a step round the loop the cut card fades`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 375, height: 800 });
    await openPage(page, url);
    const previous = page
      .getByRole('button', { name: 'Vorherige Folie' })
      .filter({ visible: true });
    expect(await previous.count()).toBeGreaterThan(0);
    for (let index = 0; index < (await previous.count()); index++) {
      // From the first card back to the last: the first card now peeks in from the right.
      await previous.nth(index).click();
      await expect.poll(() => hardCuts(page)).toEqual([]);
    }
  });
}

// The designer's review: at 768 px the ProL+ tagline took two lines and pushed its price and
// button below the other plans'. In the plan table the prices share one line, and so do the
// buttons, wherever the table shows.
for (const url of ['/pricing', '/en/pricing']) {
  test(`${url}: the plan table's prices and buttons each on one line at 768, 1024 and 1440 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await openPage(page, url);
    for (const width of [768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const header = page.locator('table thead');
      await expect(header).toBeVisible();
      for (const testId of ['plan-price', 'plan-register']) {
        const tops = await header
          .getByTestId(testId)
          .evaluateAll((all) =>
            all.map((element) => Math.round(element.getBoundingClientRect().top)),
          );
        expect(tops.length, `${width} px: ${testId}`).toBe(3);
        expect(new Set(tops).size, `${width} px: ${testId} tops ${tops.join(', ')}`).toBe(1);
      }
    }
  });
}
