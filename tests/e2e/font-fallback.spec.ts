import { test, expect } from './support/console-guard';
import { openPage } from './support/page-ready';

/**
 * Issue 37.8, decision 245: until Inter arrives, text is set in a local fallback scaled to
 * Inter's metrics, so the swap neither moves the layout nor paints the text anew at another
 * size. Measured here in the browser: the same texts in Inter and in the fallback face alone
 * (if its local font were missing, the family would not resolve and the comparison fails).
 */
const SAMPLES = [
  'Aus einer Eingabe entstehen Entwürfe für mehrere Formate zugleich, ohne Prompting.',
  'One input, drafts for several formats at once, no prompting: article, press release.',
];

interface Box {
  width: number;
  height: number;
}

test('the fallback face takes the room Inter takes: width within 4 %, same line height', async ({
  page,
}) => {
  await openPage(page, '/contact');
  const measure = (family: string, weight: number, text: string) =>
    page.evaluate(
      async ({ family, weight, text }): Promise<Box> => {
        await document.fonts.load(`${weight} 16px "Inter Variable"`, text);
        const span = document.createElement('span');
        span.textContent = text;
        span.style.cssText = `position:absolute;white-space:nowrap;font:${weight} 16px/normal ${family}`;
        document.body.append(span);
        const { width, height } = span.getBoundingClientRect();
        span.remove();
        return { width, height };
      },
      { family, weight, text },
    );
  for (const text of SAMPLES) {
    for (const weight of [400, 700]) {
      const inter = await measure(`"Inter Variable", monospace`, weight, text);
      const fallback = await measure(`"Inter Variable Fallback", monospace`, weight, text);
      const what = `${weight} "${text.slice(0, 20)}…"`;
      expect(Math.abs(fallback.width / inter.width - 1), what).toBeLessThan(0.04);
      expect(Math.abs(fallback.height - inter.height), what).toBeLessThanOrEqual(1);
    }
  }
});

/**
 * Decision 268: every page's text is in the latin cut the page preloads, and nothing else is
 * fetched for it. The cut's @font-face must come after fontsource's other subsets: declared
 * first, latin-ext (asked first where ranges overlap) took the "ı" of "Aydın" on /contact and
 * its 84 KB file was fetched.
 */
for (const path of ['/contact', '/en/pricing', '/', '/en/faq']) {
  test(`${path} fetches one font file, the one it preloads`, async ({ page }) => {
    await openPage(page, path);
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        fetched: performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((name) => name.endsWith('.woff2')),
        preloaded: [
          ...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=font]'),
        ].map((link) => new URL(link.href).pathname),
      };
    });
    expect(fonts.preloaded).toHaveLength(1);
    expect(fonts.preloaded[0]).toMatch(/\/inter-latin-wght-400-900-[\w-]+\.woff2$/);
    expect(fonts.fetched).toEqual(fonts.preloaded);
  });
}
