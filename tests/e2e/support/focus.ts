import type { Locator, Page } from '@playwright/test';

/**
 * Focus visibility (WCAG 2.4.7), judged in the page: the focused element, one of its four
 * nearest ancestors (cards that ring when their link is focused) or its next sibling (a styled
 * label after a visually hidden radio) draws an outline of at least 2 px, or a box-shadow ring;
 * and the element's centre is not covered by something else (the fixed bottom bar, a panel).
 */

export interface FocusReport {
  /** Short description of the element: tag, name or text, href. */
  element: string;
  /** Why the focus is not visible; empty when it is. */
  problem: string;
}

/** Runs in the browser: judges the currently focused element. */
function judgeActiveElement(): FocusReport {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return { element: 'body', problem: 'nothing is focused' };
  // Without the soft hyphens the build puts in long words (decision 130).
  const name = (el.getAttribute('aria-label') ?? el.textContent ?? '')
    .replace(/\u00AD/g, '')
    .trim()
    .slice(0, 40);
  const href = el.getAttribute('href');
  const element = `${el.tagName.toLowerCase()} "${name}"${href ? ` ${href}` : ''}`;

  const drawsIndicator = (node: Element | null): boolean => {
    if (!node) return false;
    const style = getComputedStyle(node);
    const outline =
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) >= 2 &&
      !/rgba\(.*,\s*0\)$|transparent/.test(style.outlineColor);
    // A Tailwind ring is a box-shadow with a spread ("0 0 0 3px ...").
    const ring = /(^|,\s*)rgb[a]?\([^)]*\)\s+0px\s+0px\s+0px\s+[1-9]/.test(style.boxShadow);
    return outline || ring;
  };
  const candidates: (Element | null)[] = [el, el.nextElementSibling];
  for (let node = el.parentElement, i = 0; node && i < 4; node = node.parentElement, i++)
    candidates.push(node);
  if (!candidates.some(drawsIndicator)) return { element, problem: 'no visible focus indicator' };

  // Hidden inputs (sr-only radios) show focus on their label; judge where the label is.
  const target = el.getBoundingClientRect().width <= 1 ? (el.nextElementSibling ?? el) : el;
  // A link that wraps over two lines has a box per line; the middle of their bounding box lies
  // on the text beside it ("product / comparison" in an article), so judge its first line.
  const lineBoxes = [...target.getClientRects()].filter((line) => line.width > 0);
  const box = lineBoxes.length > 1 ? lineBoxes[0]! : target.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return { element, problem: 'has no size' };
  // Slides of a carousel scroll into view after focus moves (embla), not at once.
  if (el.closest('[data-carousel-slide]')) return { element, problem: '' };
  // A point of the element inside the window: the middle of its visible part, near its top.
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  const left = Math.max(box.left, 0);
  const right = Math.min(box.right, window.innerWidth);
  if (bottom <= top || right <= left) return { element, problem: 'is outside the viewport' };
  const x = (left + right) / 2;
  const y = top + Math.min((bottom - top) / 2, 12);
  const hit = document.elementFromPoint(x, y);
  const label = el.closest('label');
  if (!hit || !(el.contains(hit) || hit.contains(el) || (label && label.contains(hit))))
    return { element, problem: `is covered by ${hit?.tagName.toLowerCase() ?? 'nothing'}` };
  return { element, problem: '' };
}

/** The focused element and, if its focus is not visible, why. */
export function focusReport(page: Page): Promise<FocusReport> {
  return page.evaluate(judgeActiveElement);
}

/**
 * Focuses every keyboard-reachable element of the page (or of `within`) in document order, the
 * way a Tab press would (after one real Tab press, script focus counts as keyboard focus), and
 * returns the ones whose focus is not visible.
 */
export async function invisibleFocusEverywhere(page: Page, within = 'body'): Promise<string[]> {
  await page.keyboard.press('Tab');
  return page.evaluate(
    ({ selector, judge }) => {
      const judgeFocus = new Function(`return (${judge})()`) as () => {
        element: string;
        problem: string;
      };
      const root = document.querySelector(selector) ?? document.body;
      const tabbable = [
        ...root.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, summary, [tabindex]',
        ),
      ].filter(
        (el) =>
          el.tabIndex >= 0 &&
          !(el as HTMLButtonElement).disabled &&
          !el.closest('[inert], [hidden], [aria-hidden="true"]') &&
          el.getClientRects().length > 0 &&
          getComputedStyle(el).visibility !== 'hidden' &&
          // Headless UI's focus guards only bounce focus back into a dialog.
          !el.hasAttribute('data-headlessui-focus-guard'),
      );
      const problems: string[] = [];
      for (const el of tabbable) {
        el.focus();
        const { element, problem } = judgeFocus();
        if (problem) problems.push(`${element}: ${problem}`);
      }
      return problems;
    },
    { selector: within, judge: judgeActiveElement.toString() },
  );
}

/** Moves focus to the last keyboard-reachable element before `target`, so Tab enters it next. */
export async function focusJustBefore(target: Locator): Promise<void> {
  await target.evaluate((element) => {
    const all = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, [tabindex]',
      ),
    ].filter(
      (el) =>
        el.tabIndex >= 0 &&
        el.getClientRects().length > 0 &&
        !element.contains(el) &&
        el.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    all.at(-1)?.focus();
  });
}

/** Presses Tab until `done` says so (at most `limit` times); returns the reports on the way. */
export async function tabUntil(
  page: Page,
  done: (report: FocusReport) => boolean,
  limit = 80,
  key = 'Tab',
): Promise<FocusReport[]> {
  const seen: FocusReport[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    const report = await focusReport(page);
    seen.push(report);
    if (done(report)) return seen;
  }
  throw new Error(`focus did not arrive after ${limit} presses of ${key}`);
}
