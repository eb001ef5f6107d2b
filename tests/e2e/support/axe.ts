import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import type { Result } from 'axe-core';
import { expect } from './console-guard';

/** WCAG 2.0 and 2.1, levels A and AA (issue 11). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const describe = (results: Result[]) =>
  results.flatMap((result) =>
    result.nodes.map(
      (node) =>
        `${result.id} (${result.impact ?? 'n/a'}): ${node.target.join(' ')}: ${
          node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? result.help
        }`,
    ),
  );

/**
 * Waits for running finite animations and transitions (a tab fading to its selected colours)
 * to end: axe measures the colours of the moment, and a mid-transition colour is neither the
 * state before nor after. Endless ones (a pulsing "live" dot) are left running.
 */
async function settleTransitions(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((done) => setTimeout(done, 2_000)),
    ]),
  );
}

/**
 * Runs axe on the page as it is now and fails on any violation. "Incomplete" results (what
 * axe cannot decide, mostly text over images or gradients) are attached to the test report;
 * their triage is in docs/decisions/101-axe-incomplete-triage.md.
 */
export async function expectNoAxeViolations(page: Page, info: TestInfo, include?: string) {
  await settleTransitions(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const incomplete = describe(results.incomplete);
  if (incomplete.length > 0)
    await info.attach('axe-incomplete', { body: incomplete.join('\n'), contentType: 'text/plain' });
  if (process.env.AXE_PRINT_INCOMPLETE)
    for (const line of incomplete) console.log(`incomplete ${page.url()} ${line}`);
  expect(describe(results.violations), `axe violations on ${page.url()}`).toEqual([]);
}
