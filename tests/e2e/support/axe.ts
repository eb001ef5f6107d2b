import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import type { Result } from 'axe-core';
import { expect } from './console-guard';
import { settleTransitions } from './settle';

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
