import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './support/console-guard';
import { runTimersFor } from './support/timers';

/** /contact and /about (SPEC §2): layout, team data from the page files, team carousels. */

const root = join(import.meta.dirname, '..', '..');
type Section = { type: string; anchor?: string; props: Record<string, unknown> };
type Member = { name: string; role: string };
const sections = (page: string) =>
  (JSON.parse(readFileSync(join(root, 'pages', `${page}.json`), 'utf8')) as { sections: Section[] })
    .sections;
const teams = (page: string) => sections(page).filter((s) => s.type === 'team');
const members = (section: Section | undefined) => (section?.props.members ?? []) as Member[];
const team = (page: string, anchor: string) => teams(page).find((s) => s.anchor === anchor);
const roles = (language: 'de' | 'en') =>
  (
    JSON.parse(readFileSync(join(root, 'locales', language, 'team.json'), 'utf8')) as {
      roles: Record<string, string>;
    }
  ).roles;

test.describe('/about', () => {
  test('has two team carousels of 5 developers and 4 professionals, rotating every 1.7 s', async ({
    page,
  }) => {
    const developers = team('about', 'developers');
    const professionals = team('about', 'professionals');
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

  for (const [language, path, hero] of [
    ['de', '/about', 'zehn Menschen'],
    ['en', '/en/about', 'ten people'],
  ] as const) {
    test(`${path} shows the whole team of ten, the CEO first (SPEC §2 About)`, async ({ page }) => {
      // Every named role once: the CEO beside the heading, then 5 developers and 4 professionals.
      const everyone = teams('about').flatMap(members);
      expect(new Set(everyone.map((m) => m.name)).size).toBe(10);
      expect(everyone.map((m) => m.role).sort()).toEqual(
        Object.keys(roles(language))
          .map((key) => `team.roles.${key}`)
          .sort(),
      );
      expect(members(team('about', 'leadership')).map((m) => m.role)).toEqual(['team.roles.ceo']);

      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main')).toContainText(hero);
      const main = page.locator('main');
      for (const member of everyone) {
        await expect(main.getByRole('heading', { name: member.name, exact: true })).toHaveCount(1);
      }
      for (const role of Object.values(roles(language))) {
        await expect(main.getByText(role, { exact: true })).toHaveCount(1);
      }
      await expect(main.getByRole('heading', { name: 'Katharina Wendel' })).toBeVisible();
      // The CEO comes before both carousels (the first element with a role description).
      await expect
        .poll(() =>
          page.evaluate(() => {
            const ceo = [...document.querySelectorAll('main h3')].find(
              (heading) => heading.textContent === 'Katharina Wendel',
            );
            const carousel = document.querySelector('main [aria-roledescription]');
            return Boolean(
              ceo &&
              carousel &&
              ceo.compareDocumentPosition(carousel) & Node.DOCUMENT_POSITION_FOLLOWING,
            );
          }),
        )
        .toBe(true);
    });
  }

  test('does not rotate under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/en/about');
    const first = page.locator('[aria-roledescription="carousel"]').first();
    await expect(first.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    // Past the rotation delay: a carousel that rotated anyway would have moved.
    await runTimersFor(page, 2_500);
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
