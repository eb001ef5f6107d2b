import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { test, expect } from './support/console-guard';

/**
 * Issue 23: the admin screens look right on a phone (375 px), found by looking at screenshots:
 * the header's language link and sign-out button share one row instead of each taking its own,
 * the search field is as wide as its button, and the back link keeps its distance from the
 * heading under it.
 */

test.use({ viewport: { width: 375, height: 900 } });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

async function submission(page: Page): Promise<string> {
  const response = await page.request.post('/api/contact-forms', {
    data: {
      name: `Layout ${randomUUID().slice(0, 6)}`,
      email: 'layout@example.org',
      message: 'Hallo',
      topic: 'Sales',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

for (const language of ['de', 'en'] as const) {
  test(`the header, search and back link at 375 px, ${language}`, async ({ page }) => {
    await signInAsAdmin(page, language);
    const header = page.locator('header');
    const other = header.getByRole('link', { name: language === 'de' ? 'English' : 'Deutsch' });
    const signOut = header.getByRole('button', {
      name: language === 'de' ? 'Abmelden' : 'Sign out',
    });
    const [otherBox, signOutBox] = [await box(other), await box(signOut)];
    // One row: the same vertical middle, the link left of the button.
    expect(
      Math.abs(otherBox.y + otherBox.height / 2 - (signOutBox.y + signOutBox.height / 2)),
    ).toBeLessThan(2);
    expect(otherBox.x + otherBox.width).toBeLessThanOrEqual(signOutBox.x);
    // Title and navigation, then that row: no more than two rows of 44 px controls.
    expect((await box(header)).height).toBeLessThan(140);

    const search = page.getByRole('searchbox');
    const searchButton = page.getByRole('button', {
      name: language === 'de' ? 'Suchen' : 'Search',
    });
    expect(Math.round((await box(search)).width)).toBe(Math.round((await box(searchButton)).width));

    await page.goto(
      `${language === 'de' ? '/admin' : '/en/admin'}/messages/${await submission(page)}`,
    );
    const back = page.getByRole('link', {
      name: language === 'de' ? 'Zurück zum Posteingang' : 'Back to the inbox',
    });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const backBox = await box(back);
    expect((await box(heading)).y - (backBox.y + backBox.height)).toBeGreaterThanOrEqual(12);
  });
}
