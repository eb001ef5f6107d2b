import { test, expect } from './support/console-guard';
import { openPage } from './support/page-ready';
import { localeValue, pageSections, type PageSection } from './support/page-files';
import { runTimersFor } from './support/timers';

/**
 * /contact and /about (SPEC §2): layout, team carousels; names, roles and counts come from the
 * page files and texts, so another team passes and a missing member fails.
 */

type Member = { name: string; role: string };
const teams = (page: string) => pageSections(page).filter((s) => s.type === 'team');
const members = (section: PageSection | undefined) => (section?.props.members ?? []) as Member[];
const text = (language: 'de' | 'en', key: unknown) =>
  localeValue(language, key as string) as string;

test.describe('/about', () => {
  test('has a rotating carousel for each team the page file gives one, with all its members', async ({
    page,
  }) => {
    const carouselTeams = teams('about').filter((team) => team.props.carousel);
    expect(carouselTeams.length).toBeGreaterThan(0);

    await openPage(page, '/en/about');
    const carousels = page.locator('[aria-roledescription="carousel"]');
    await expect(carousels).toHaveCount(carouselTeams.length);
    for (const [i, team] of carouselTeams.entries())
      await expect(carousels.nth(i).getByRole('group')).toHaveCount(members(team).length);
    for (const member of carouselTeams.flatMap(members)) {
      await expect(page.getByRole('heading', { name: member.name })).toBeAttached();
    }
    // The visible pause button of an auto-rotating carousel (WCAG 2.2.2), and it does rotate.
    const first = carousels.nth(0);
    await expect(first.getByRole('button', { name: text('en', 'carousel.pause') })).toBeVisible();
    // Whichever slide it shows by now (a busy machine takes longer than a rotation to get here),
    // it moves on.
    const current = first.locator('[aria-current="true"]');
    const shown = (await current.getAttribute('aria-label')) ?? '';
    expect(shown).toMatch(/^Show slide \d+ of /);
    await expect(current).not.toHaveAccessibleName(shown, { timeout: 6_000 });
    await expect(page.locator('form')).toHaveCount(1);
  });

  for (const [language, path] of [
    ['de', '/about'],
    ['en', '/en/about'],
  ] as const) {
    test(`${path} shows the whole team, the first team's first member first (SPEC §2 About)`, async ({
      page,
    }) => {
      const everyone = teams('about').flatMap(members);
      const [leader] = members(teams('about')[0]);
      const hero = pageSections('about')[0]?.props;

      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, hero?.title));
      const main = page.locator('main');
      for (const member of everyone) {
        await expect(main.getByRole('heading', { name: member.name, exact: true })).toHaveCount(
          everyone.filter((m) => m.name === member.name).length,
        );
      }
      // Each role's text once per member who has it.
      for (const role of new Set(everyone.map((m) => m.role))) {
        await expect(main.getByText(text(language, role), { exact: true })).toHaveCount(
          everyone.filter((m) => m.role === role).length,
        );
      }
      await expect(main.getByRole('heading', { name: leader?.name })).toBeVisible();
      // The first team's first member comes before the carousels (the first element with a
      // role description).
      await expect
        .poll(() =>
          page.evaluate((name) => {
            const lead = [...document.querySelectorAll('main h2, main h3')].find(
              (heading) => heading.textContent === name,
            );
            const carousel = document.querySelector('main [aria-roledescription]');
            return Boolean(
              lead &&
              carousel &&
              lead.compareDocumentPosition(carousel) & Node.DOCUMENT_POSITION_FOLLOWING,
            );
          }, leader?.name),
        )
        .toBe(true);
    });
  }

  test('does not rotate under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openPage(page, '/en/about');
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
    const [form] = pageSections('contact').filter((s) => s.type === 'contact-form');
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, '/contact');
    const image = page.locator(`img[src="${(form?.props.image as { src: string }).src}"]`);
    await expect(image).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', form?.props.title));
    for (const member of members(teams('contact')[0])) {
      await expect(page.getByRole('heading', { name: member.name })).toBeVisible();
      await expect(page.getByText(text('de', member.role)).first()).toBeVisible();
    }

    await page.setViewportSize({ width: 1261, height: 900 });
    await expect(image).toBeHidden();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(image).toBeHidden();
    await expect(
      page.getByRole('button', { name: text('de', 'contact-form.submit.label') }),
    ).toBeVisible();
  });
});
