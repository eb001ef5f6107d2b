import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './support/console-guard';

/** /contact and /about (SPEC §2): layout, team data from the page files, team carousels. */

const root = join(import.meta.dirname, '..', '..');
type Section = { type: string; props: Record<string, unknown> };
type Member = { name: string; role: string };
const sections = (page: string) =>
  (JSON.parse(readFileSync(join(root, 'pages', `${page}.json`), 'utf8')) as { sections: Section[] })
    .sections;
const teams = (page: string) => sections(page).filter((s) => s.type === 'team');
const members = (section: Section | undefined) => (section?.props.members ?? []) as Member[];

test.describe('/about', () => {
  test('has two team carousels of 5 developers and 4 professionals, rotating every 1.7 s', async ({
    page,
  }) => {
    const [developers, professionals] = teams('about');
    expect(members(developers)).toHaveLength(5);
    expect(members(professionals)).toHaveLength(4);
    expect(developers?.props.carousel).toEqual({ autoplayMs: 1700 });
    expect(professionals?.props.carousel).toEqual({ autoplayMs: 1700 });

    await page.goto('/en/about');
    const carousels = page.locator('[aria-roledescription="carousel"]');
    await expect(carousels).toHaveCount(2);
    await expect(carousels.nth(0).getByRole('group')).toHaveCount(5);
    await expect(carousels.nth(1).getByRole('group')).toHaveCount(4);
    for (const member of [...members(developers), ...members(professionals)]) {
      await expect(page.getByRole('heading', { name: member.name })).toBeAttached();
    }
    await expect(page.getByText('Full-Stack Developer')).toBeAttached();
    // The visible pause button of an auto-rotating carousel (WCAG 2.2.2), and it does rotate.
    const first = carousels.nth(0);
    await expect(first.getByRole('button', { name: 'Stop automatic slide show' })).toBeVisible();
    const current = first.locator('[aria-current="true"]');
    await expect(current).toHaveAccessibleName(/^Show slide 1 of/);
    await expect(current).not.toHaveAccessibleName(/^Show slide 1 of/, { timeout: 6_000 });
    await expect(page.locator('form')).toHaveCount(1);
  });

  test('does not rotate under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en/about');
    const first = page.locator('[aria-roledescription="carousel"]').first();
    await expect(first.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await page.waitForTimeout(2_500);
    await expect(first.locator('[aria-current="true"]')).toHaveAccessibleName(/^Show slide 1 of/);
  });
});

test.describe('/contact', () => {
  test('shows the side image from 1262 px only, the form and the leadership team', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/contact');
    const image = page.locator('img[src="/images/contact/contact-side.svg"]');
    await expect(image).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sprechen wir über Ihre Texte',
    );
    for (const member of members(teams('contact')[0])) {
      await expect(page.getByRole('heading', { name: member.name })).toBeVisible();
    }
    await expect(page.getByText('CEO & Mitgründerin')).toBeVisible();

    await page.setViewportSize({ width: 1261, height: 900 });
    await expect(image).toBeHidden();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(image).toBeHidden();
    await expect(page.getByRole('button', { name: 'Nachricht senden' })).toBeVisible();
  });
});
