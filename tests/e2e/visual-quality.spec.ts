import type { Page } from '@playwright/test';
import { pagesWithCarousels } from './support/carousel-state';
import { test, expect } from './support/console-guard';
import { openPage } from './support/page-ready';
import { settleTransitions } from './support/settle';
import { LANGUAGES, articleUrls, localized, pagePaths } from './support/site-urls';
import { lineProblems } from './support/text-lines';

/**
 * Issue 21: the spots a visual review found, measured so they cannot return. Carousel controls
 * inside their carousel and clear of slide text, card borders not cut by the slide viewport; no
 * word broken without a hyphen at 320 px, and (issue 37.1) no heading word broken that fits its
 * line, no piece of a word under 5 letters alone on a line; no orphan card on /news; one left edge on the legal
 * pages and articles; the contact image as tall as the form; no published recipient address.
 */

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Problems of every visible carousel: controls outside it or over slide text, cut borders. */
function carouselProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const overlaps = (a: Box, b: Box) =>
      a.left < b.right - 0.5 &&
      b.left < a.right - 0.5 &&
      a.top < b.bottom - 0.5 &&
      b.top < a.bottom - 0.5;
    for (const region of document.querySelectorAll<HTMLElement>('[data-carousel]')) {
      const frame = region.getBoundingClientRect();
      if (frame.width === 0) continue; // the badge carousel is hidden from 1440 px
      const name = region.getAttribute('aria-label');
      const viewport = region.querySelector('[data-carousel-slide]')?.parentElement?.parentElement;
      const view = viewport?.getBoundingClientRect();
      if (!view) continue;
      // The text of the slides that can be seen.
      const textBoxes: Box[] = [];
      const walker = document.createTreeWalker(viewport!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects())
          if (line.right > view.left && line.left < view.right) textBoxes.push(line);
      }
      for (const button of region.querySelectorAll<HTMLElement>('button')) {
        if (viewport!.contains(button)) continue; // a slide's own button (an info tooltip)
        const box = button.getBoundingClientRect();
        if (box.width === 0) continue; // not shown at this width (dots where a counter stands)
        const label = button.getAttribute('aria-label');
        if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5)
          problems.push(`${name}: "${label}" reaches outside the carousel`);
        if (textBoxes.some((text) => overlaps(text, box)))
          problems.push(`${name}: "${label}" covers slide text`);
      }
      // A border drawn outside a card (ring, spread shadow) is cut where the viewport clips it.
      for (const slide of region.querySelectorAll<HTMLElement>('[data-carousel-slide]')) {
        const card = slide.firstElementChild;
        if (!card) continue;
        const shadow = getComputedStyle(card).boxShadow;
        const outerRing = shadow
          .split(/,(?![^(]*\))/)
          .some((layer) => !layer.includes('inset') && /0px 0px 0px [1-9]/.test(layer));
        if (outerRing) problems.push(`${name}: slide cards draw their border outside the card`);
        break;
      }
    }
    return problems;
  });
}

test.describe('carousel controls (issue 21.1)', () => {
  for (const width of [375, 1440]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      for (const path of pagesWithCarousels()) {
        test(`${path}: controls inside the carousel, clear of text; borders not cut`, async ({
          page,
        }) => {
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await openPage(page, path);
          await settleTransitions(page);
          expect(await carouselProblems(page)).toEqual([]);
        });
      }
    });
  }

  test("a focused dot's ring stays clear of the next dot (designer review)", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/');
    const dots = page.locator('[data-carousel-dot]');
    await dots.first().focus();
    await page.keyboard.press('Tab'); // keyboard focus: :focus-visible
    await page.keyboard.press('Shift+Tab');
    const room = await dots.first().evaluate((dot) => {
      const style = getComputedStyle(dot);
      const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      const next = dot.nextElementSibling!.getBoundingClientRect();
      return {
        ring,
        gap: next.left - dot.getBoundingClientRect().right,
        shown: dot.matches(':focus-visible'),
      };
    });
    expect(room.shown).toBe(true);
    expect(room.ring).toBeGreaterThan(0);
    expect(room.gap).toBeGreaterThanOrEqual(room.ring);
  });

  test('twelve formats show a "1 / 12" counter and step buttons instead of twelve dots', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/products/enterprise');
    const carousel = page.locator('#formats [data-carousel]');
    await expect(carousel.locator('[data-carousel-dot]')).toHaveCount(0);
    await expect(carousel.locator('[data-carousel-counter]')).toHaveText(/^1\s*\/\s*\d+$/);
    await carousel.getByRole('button', { name: 'Nächste Folie' }).click();
    await expect(carousel.locator('[data-carousel-counter]')).toHaveText(/^2\s*\/\s*\d+$/);
  });
});

/** No word cut without a hyphen, no heading word broken that fits, nothing wider than the page. */
async function expectCleanLines(page: Page, url: string) {
  await openPage(page, url);
  expect(await lineProblems(page)).toEqual({
    broken: [],
    headingBreaks: [],
    loneSyllables: [],
    lastWordBroken: [],
    dashStarts: [],
  });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'px the page is wider than the window').toBeLessThanOrEqual(0);
}

test.describe('hyphenation at 320 px (issues 21.2, 37.1)', () => {
  test.use({ viewport: { width: 320, height: 800 } });
  for (const language of LANGUAGES) {
    const urls = [
      ...pagePaths().map((path) => localized(language, path)),
      ...articleUrls(language),
    ];
    for (const url of urls) {
      test(`${url}: no word broken without a hyphen, none broken that fits`, async ({ page }) => {
        await expectCleanLines(page, url);
      });
    }
  }

  test('copy and search see the plain word; the break points are CSS; the head is plain', async ({
    page,
  }) => {
    await openPage(page, '/terms');
    // The page's title breaks at break points drawn by CSS, not held in the text.
    const title = page.locator('main h1');
    await expect(title).toHaveText('Nutzungsbedingungen');
    expect(await title.evaluate((h1) => h1.textContent)).toBe('Nutzungsbedingungen');
    const points = title.locator('.shy');
    expect(await points.count()).toBeGreaterThan(0);
    expect(
      await points.first().evaluate((span) => getComputedStyle(span, '::before').content),
    ).toBe('"\u00AD"');
    const head = await page.evaluate(() => document.head.innerHTML + document.title);
    expect(head).not.toContain('\u00AD');
    // "50 %" on the grant page: the figure and its unit share a no-break space.
    await openPage(page, '/grant');
    expect(await page.locator('main').textContent()).toMatch(/\d\u00A0%/);
  });

  test('a word wider than its line breaks at a break point and shows a hyphen there', async ({
    page,
  }) => {
    await openPage(page, '/terms');
    const title = page.locator('main h1');
    // Narrower than the word (60 % of it): it must break, and only at a .shy span.
    await title.evaluate((h1) => {
      const probe = document.createElement('span');
      probe.textContent = h1.textContent;
      probe.style.whiteSpace = 'nowrap';
      h1.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      h1.style.width = `${Math.round(width * 0.6)}px`;
    });
    expect(await lineProblems(page)).toMatchObject({ broken: [], loneSyllables: [] });
    const lines = await title.evaluate((h1) => {
      const range = document.createRange();
      range.selectNodeContents(h1);
      return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
    });
    expect(lines).toBeGreaterThan(1);
    // The hyphen that shows is the ::before of the .shy span at the break (its box has a width).
    const hyphenWidths = await title
      .locator('.shy')
      .evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().width));
    expect(hyphenWidths.some((width) => width > 0)).toBe(true);
  });
});

test.describe('lines at phone, tablet and desktop width (issue 37.1)', () => {
  // 768 px: three plan cards side by side, footer columns of about 150 px.
  for (const width of [375, 768, 1440]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      for (const language of LANGUAGES) {
        const urls = [
          ...pagePaths().map((path) => localized(language, path)),
          ...articleUrls(language).slice(0, 2),
        ];
        for (const url of urls) {
          test(`${url}: no word cut, no heading word broken that fits, nothing wider than the page`, async ({
            page,
          }) => {
            await expectCleanLines(page, url);
          });
        }
      }
    });
  }
});

test.describe('layout (issues 21.7, 21.9, 21.10)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const url of ['/news', '/en/news']) {
    test(`${url}: every row of cards is full`, async ({ page }) => {
      await openPage(page, url);
      const rows = await page
        .locator('main ul')
        .first()
        .evaluate((list) => {
          const edge = list.getBoundingClientRect().right;
          const byTop = new Map<number, number>();
          for (const item of list.children) {
            const box = item.getBoundingClientRect();
            const top = Math.round(box.top);
            byTop.set(top, Math.max(byTop.get(top) ?? 0, box.right));
          }
          return [...byTop.values()].map((right) => Math.round(edge - right));
        });
      expect(rows.length).toBeGreaterThan(1);
      expect(rows, 'space left at the end of each row (px)').toEqual(rows.map(() => 0));
    });
  }

  const articles = articleUrls('de').slice(0, 1);
  for (const url of ['/privacy', '/terms', '/en/privacy', ...articles]) {
    for (const width of [375, 1440]) {
      test(`${url} at ${width} px: title and text share one left edge`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await openPage(page, url);
        const title = await page.locator('main h1').boundingBox();
        const text = await page
          .locator(url.includes('/news/') ? '[data-article-body] p' : 'main p')
          .last()
          .boundingBox();
        expect(Math.round(text!.x)).toBe(Math.round(title!.x));
      });
    }
  }

  for (const url of ['/', '/en']) {
    test(`${url}: the contact band's edges are the text column's edges`, async ({ page }) => {
      await openPage(page, url);
      // The designer's review (2026-11-29): the dark band spanned 104-1336 px, the text of every
      // other section 124-1316 px.
      const band = await page.getByTestId('contact-band').boundingBox();
      const column = await page.locator('[data-section=contact-cta]').evaluate((place) => {
        // The content column of the section before it, inside its side padding.
        const previous = place.previousElementSibling
          ?.querySelector('h2')
          ?.closest('.max-w-content');
        if (!previous) return null;
        const box = previous.getBoundingClientRect();
        const style = getComputedStyle(previous);
        return {
          left: box.left + parseFloat(style.paddingLeft),
          right: box.right - parseFloat(style.paddingRight),
        };
      });
      expect(band && column).toBeTruthy();
      expect(Math.round(band!.x)).toBe(Math.round(column!.left));
      expect(Math.round(band!.x + band!.width)).toBe(Math.round(column!.right));
    });
  }

  test('/contact: the side image is as tall as the form column', async ({ page }) => {
    await openPage(page, '/contact');
    const image = await page.locator('main img').first().boundingBox();
    const form = await page.locator('main form').boundingBox();
    expect(image!.y + image!.height).toBeCloseTo(form!.y + form!.height, -1);
  });

  test('/products/enterprise: a divider between the navy section and the navy footer', async ({
    page,
  }) => {
    await openPage(page, '/products/enterprise');
    const border = await page
      .locator('footer')
      .evaluate((footer) => getComputedStyle(footer).borderTopWidth);
    expect(parseFloat(border)).toBeGreaterThanOrEqual(1);
  });

  for (const url of ['/contact', '/about', '/products/enterprise', '/en/contact']) {
    test(`${url}: no recipient address on the page`, async ({ page }) => {
      await openPage(page, url);
      // The contact form's topics come from the API: wait until they are there.
      await page.waitForLoadState('networkidle');
      expect(await page.locator('body').innerText()).not.toMatch(/@[\w-]+\./);
    });
  }
});
