import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { peopleText } from '../../../editor/src/people-words';
import { expectNoAxeViolations } from '../support/axe';
import { PROJECT_ROOT, startEditorOnScratch } from './editor-server';
import { openEditor, pickPage } from './editor-page';
import { withoutBreakPoints } from '../support/soft-hyphens';
import { TEST_PATH_PREFIX } from '../../../src/content/reserved-paths';

/**
 * Issue 20: the visual page editor, driven in Chromium on a scratch copy of the project. The
 * tests share one editor and run in order; each starts from a fresh load of the editor.
 */
test.describe.configure({ mode: 'serial' });

let scratch: Awaited<ReturnType<typeof startEditorOnScratch>>;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  scratch = await startEditorOnScratch();
});
test.afterAll(() => scratch?.stop());

const read = (file: string) => readFileSync(join(scratch.root, file), 'utf8');
const changedFiles = () => scratch.changedFiles();
const commitScratch = () => scratch.commit();

/**
 * Each section schema's English title and description (schema/sections/*.schema.json) and the
 * German editor's words for them (the words file beside the schema, decision 152).
 */
function schemaTitles(): Array<{
  en: string;
  description: string;
  de: string;
  descriptionDe: string;
}> {
  const dir = join(PROJECT_ROOT, 'schema', 'sections');
  const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown;
  return readdirSync(dir)
    .filter((file) => file.endsWith('.schema.json'))
    .map((file) => {
      const schema = read(file) as { title: string; description: string };
      const german = read(file.replace('.schema.json', '.words.de.json')) as Record<string, string>;
      return {
        en: schema.title,
        description: schema.description,
        de: german[schema.title] as string,
        descriptionDe: german[schema.description] as string,
      };
    });
}

/** The new page's address: one reserved for tests (src/content/reserved-paths.ts), and its name. */
const NEW_PAGE = `${TEST_PATH_PREFIX}new-page`;
const NAME = NEW_PAGE.slice(1);
/** Its menu entry's key, as the editor names it (camel case: `e2eNewPage`). */
const MENU_KEY = NAME.replace(/-([a-z])/g, (_, next: string) => next.toUpperCase());

const openPage = pickPage;

async function noProblems(page: Page) {
  await expect(page.getByRole('heading', { name: /^Probleme \(0\)$/ })).toBeVisible({
    timeout: 15_000,
  });
}

/** Saves; `expected` are all files written, `created` those of them that are new. */
async function saveAll(page: Page, expected: string[], created: string[] = []) {
  await page.getByRole('button', { name: /^Speichern/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('files-to-save').getByRole('listitem')).toHaveText(
    expected.filter((f) => !created.includes(f)),
  );
  await expect(dialog.getByTestId('files-to-create').getByRole('listitem')).toHaveText(created);
  // The focus starts on "Speichern" and is on "Schließen" once saved: Enter does both.
  await expect(dialog.getByRole('button', { name: 'Speichern', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toContainText('Gespeichert:');
  await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
}

test(`create ${NEW_PAGE} with a hero, a text block and a contact call to action in both languages, in the menu`, async ({
  page,
}) => {
  test.setTimeout(300_000);
  await openEditor(page);
  await page.getByRole('button', { name: '+ Neue Seite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Seite' });
  // The guide says: type /careers (the box's own "/" or not, it is the same address). The test's
  // page has an address reserved for tests, which a real site never has.
  await dialog.getByLabel('Adresse (z. B. /karriere)').pressSequentially(NEW_PAGE);
  await dialog.getByLabel('Seitentitel (Deutsch)').fill('Karriere bei ProL');
  await dialog
    .getByLabel('Beschreibung für Suchmaschinen (Deutsch)')
    .fill('Offene Stellen und wie wir arbeiten.');
  await dialog.getByLabel('Seitentitel (Englisch)').fill('Careers at ProL');
  await dialog
    .getByLabel('Beschreibung für Suchmaschinen (Englisch)')
    .fill('Open positions and how we work.');
  // Page opening, text block and contact call to action are the starting set.
  await expect(dialog.getByLabel('Seiteneinstieg', { exact: true })).toBeChecked();
  await expect(dialog.getByLabel('Textblock', { exact: true })).toBeChecked();
  await expect(dialog.getByLabel('Einladung zur Kontaktaufnahme', { exact: true })).toBeChecked();
  await dialog.getByRole('button', { name: 'Anlegen' }).click();
  await expect(
    page.getByRole('heading', { name: `Seiteneinstellungen: ${NEW_PAGE}` }),
  ).toBeVisible();

  const fill = async (label: string, de: string, en: string) => {
    await page.getByLabel(`${label} – Deutsch`, { exact: true }).fill(de);
    await page.getByLabel(`${label} – Englisch`, { exact: true }).fill(en);
  };
  // Section 1 (hero) is selected after creating the page. The preview shows a typed text at once
  // (measured in the page, from the input event to the preview's heading): about 75 ms on a quiet
  // machine, the target is 300 ms (printed below). The bound is wider because CI shares two cores
  // with the whole suite (312 ms was seen there); it still fails a preview that waits for a save,
  // a reload or a debounce, which take seconds.
  await expect(page.frameLocator('[data-testid="preview"]').locator('h1')).toHaveCount(1);
  const latency = await page.evaluate(async () => {
    const label = [...document.querySelectorAll('label')].find(
      (l) => l.textContent === 'Überschrift – Deutsch',
    );
    const input = document.getElementById(label?.htmlFor ?? '') as HTMLTextAreaElement;
    const frame = document.querySelector<HTMLIFrameElement>('[data-testid="preview"]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    const start = performance.now();
    setValue?.call(input, 'Arbeiten bei ProL');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    return new Promise<number>((done) => {
      const check = () => {
        if (frame?.contentDocument?.querySelector('h1')?.textContent === 'Arbeiten bei ProL')
          done(performance.now() - start);
        else requestAnimationFrame(check);
      };
      check();
    });
  });
  console.log(`preview updated ${latency.toFixed(0)} ms after typing`);
  expect(latency).toBeLessThan(1000);
  await page.getByLabel('Überschrift – Englisch', { exact: true }).fill('Work at ProL');
  await page.getByRole('button', { name: /^2\. Textblock/ }).click();
  await fill('Überschrift', 'Wie wir arbeiten', 'How we work');
  await fill('Absätze › #1', 'Kleine Teams, klare Verantwortung.', 'Small teams, clear ownership.');
  await page.getByRole('button', { name: /^3\. Einladung zur Kontaktaufnahme/ }).click();
  await fill('Überschrift', 'Interesse?', 'Interested?');
  await fill('Schaltfläche › Beschriftung', 'Schreiben Sie uns', 'Write to us');
  await page.getByLabel('Im Menü', { exact: true }).check();
  await page.getByLabel('In der Fußzeile', { exact: true }).check();
  await noProblems(page);
  // The preview shows the page as the site renders it.
  const preview = page.frameLocator('[data-testid="preview"]');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Arbeiten bei ProL');
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Work at ProL');

  const files = [
    'locales/de/common.json',
    `locales/de/${NAME}.json`,
    'locales/en/common.json',
    `locales/en/${NAME}.json`,
    `pages/${NAME}.json`,
    'pages/site.json',
  ];
  await saveAll(
    page,
    files,
    files.filter((f) => f.includes(NAME)),
  );
  expect(changedFiles()).toEqual(files);
  // One new menu label: a line added after the last one (which gains a comma), nothing else.
  expect(scratch.git('diff', '--stat', '--', 'locales/de/common.json')).toContain(
    '1 file changed, 2 insertions(+), 1 deletion(-)',
  );
  expect(JSON.parse(read('locales/en/common.json')).nav[MENU_KEY]).toBe('Careers');

  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/validate.ts'], { cwd: scratch.root });
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: scratch.root,
    env: { ...process.env, BUILD_OUT_DIR: join(scratch.root, 'dist') },
    stdio: 'ignore',
  });
  // Long words carry break points (BreakableText's spans); a reader sees the plain words.
  const german = withoutBreakPoints(read(`dist/client/${NAME}/index.html`));
  const english = withoutBreakPoints(read(`dist/client/en/${NAME}/index.html`));
  for (const text of [
    'Arbeiten bei ProL',
    'Wie wir arbeiten',
    'Kleine Teams, klare Verantwortung.',
    'Schreiben Sie uns',
  ])
    expect(german).toContain(text);
  for (const text of [
    'Work at ProL',
    'How we work',
    'Small teams, clear ownership.',
    'Write to us',
  ])
    expect(english).toContain(text);
  // The menu (built into the shell from site.json) links to it, labelled in both languages, in
  // its lower list as the by-hand guide does it (issue 38.8).
  const site = JSON.parse(read('pages/site.json')) as {
    navigation: { secondary: unknown[] };
    footer: { columns: Array<{ key: string; items: unknown[] }> };
  };
  expect(site.navigation.secondary.at(-1)).toEqual({
    key: MENU_KEY,
    translationKey: `common.nav.${MENU_KEY}`,
    to: NEW_PAGE,
  });
  expect(site.footer.columns.find((c) => c.key === 'company')?.items.at(-1)).toEqual(
    site.navigation.secondary.at(-1),
  );
  scratch.git('clean', '-fdxq', 'dist');
  commitScratch();
});

test('reorder two sections of /about with the keyboard only: only the moved blocks change', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const before = read('pages/about.json');
  await openEditor(page);
  await openPage(page, '/about');
  const handle = page.getByRole('button', { name: /^Ziehen zum Verschieben.*: 2\. Team/ });
  // dnd-kit's keyboard sensor: Space picks up, arrows move, Space drops; its live region says
  // what happened (wait for it: a key pressed before the pick-up is measured does nothing).
  const announcer = page.locator('[id^="DndLiveRegion"]');
  await handle.focus();
  await page.keyboard.press('Space');
  // Picked up, then "over" its own place once the sensor has measured the list; the editor's
  // language, with the section's name and place.
  await expect(announcer).toHaveText('„Team“ ist über Position 2 von 5.');
  // Its key listener is attached a task after that announcement: on a slow machine the first
  // key can come before it, so press until it moved.
  await expect(async () => {
    await page.keyboard.press('ArrowDown');
    await expect(announcer).toHaveText('„Team“ ist über Position 3 von 5.', { timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Space');
  await expect(announcer).toHaveText('„Team“ an Position 3 von 5 abgelegt.');
  await expect(
    page.getByRole('button', { name: /^3\. Team – An der Spitze des Teams/ }),
  ).toBeVisible();
  await noProblems(page);
  await saveAll(page, ['pages/about.json']);
  expect(changedFiles()).toEqual(['pages/about.json']);

  // Byte for byte: the file is the old one with the 2nd and 3rd section's text swapped.
  const sections = findNodeAtLocation(parseTree(before)!, ['sections'])!.children!;
  const [second, third] = [sections[1]!, sections[2]!];
  const slice = (n: typeof second) => before.slice(n.offset, n.offset + n.length);
  const expected =
    before.slice(0, second.offset) +
    slice(third) +
    before.slice(second.offset + second.length, third.offset) +
    slice(second) +
    before.slice(third.offset + third.length);
  expect(read('pages/about.json')).toBe(expected);
  commitScratch();
});

test('an emptied required title shows at its field, and saving needs "save anyway" and a confirmation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openEditor(page);
  await openPage(page, '/about');
  // A click on a section in the preview selects it.
  await page
    .frameLocator('[data-testid="preview"]')
    .getByRole('heading', { name: 'Unser Team' })
    .click();
  await expect(page.getByRole('heading', { name: '1. Seiteneinstieg', exact: true })).toBeVisible();
  await page.getByLabel('Überschrift – Deutsch', { exact: true }).fill('');
  const field = page.getByRole('group', { name: /^Überschrift/ });
  // In the editor's language, not the validator's English; only the message (no file path).
  await expect(field.getByRole('alert')).toHaveText('Der Text ist leer.', { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: /^Probleme \(1\)$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Probleme/ })).toContainText(
    'Seite /about, Abschnitt 1 (Seiteneinstieg), Überschrift – Deutsch: Der Text ist leer.',
  );
  await page.getByRole('button', { name: /^Speichern/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Trotzdem speichern');
  await expect(dialog.getByRole('button', { name: 'Speichern', exact: true })).toHaveCount(0);
  // "Save anyway" does not save at once: a second step says what it means; Escape cancels it.
  await dialog.getByRole('button', { name: 'Trotzdem speichern' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Trotz Problemen speichern?' });
  await expect(confirm).toContainText('npm run validate');
  await expect(confirm).toContainText('Offene Probleme: 1');
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Trotzdem speichern' })).toBeVisible();
  expect(changedFiles()).toEqual([]);
  // "Back" cancels too; only the explicit confirmation writes the files.
  await dialog.getByRole('button', { name: 'Trotzdem speichern' }).click();
  await confirm.getByRole('button', { name: 'Zurück' }).click();
  await expect(confirm).toHaveCount(0);
  expect(changedFiles()).toEqual([]);
  await dialog.getByRole('button', { name: 'Trotzdem speichern' }).click();
  await confirm.getByRole('button', { name: 'Ja, trotz Problemen speichern' }).click();
  await expect(dialog.getByRole('status')).toContainText('Gespeichert:');
  expect(changedFiles()).toEqual(['locales/de/about.json']);
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  // Back to the committed state for the next steps (the editor re-reads the file).
  scratch.git('checkout', '--', 'locales/de/about.json');
  await openEditor(page);
  await openPage(page, '/about');
  await page.getByRole('button', { name: /^1\. Seiteneinstieg/ }).click();
  await expect(page.getByLabel('Überschrift – Deutsch', { exact: true })).toHaveValue('Unser Team');
  await noProblems(page);
  // Undo brings an emptied title back and the problem goes.
  await page.getByLabel('Überschrift – Deutsch', { exact: true }).fill('');
  await expect(page.getByRole('heading', { name: /^Probleme \(1\)$/ })).toBeVisible({
    timeout: 15_000,
  });
  await page.keyboard.press('Control+z');
  await expect(page.getByLabel('Überschrift – Deutsch', { exact: true })).toHaveValue('Unser Team');
  await noProblems(page);
});

test('the page list starts with the home page, then the addresses in alphabetical order', async ({
  page,
}) => {
  await openEditor(page);
  const paths = await page
    .getByRole('navigation', { name: 'Seiten' })
    .getByRole('listitem')
    .locator('span.font-mono')
    .allTextContents();
  expect(paths[0]).toBe('/');
  const routes = paths.filter((p) => p.startsWith('/') && !p.includes(':'));
  expect(paths.slice(0, routes.length)).toEqual(routes);
  expect(routes.slice(1)).toEqual(
    [...routes.slice(1)].sort(new Intl.Collator('de', { numeric: true }).compare),
  );
});

for (const [width, height] of [
  [1440, 900],
  [1280, 720],
] as const)
  test(`"new page" shows every section type at ${width}x${height}, and Create stays in sight`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await openEditor(page);
    await page.getByRole('button', { name: '+ Neue Seite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Seite' });
    const choices = dialog
      .getByRole('group', { name: 'Abschnitte zum Start' })
      .getByRole('checkbox');
    // One choice per section schema; each wholly visible, none cut off in a scrolling box.
    await expect(choices).toHaveCount(schemaTitles().length);
    for (const choice of await choices.all()) await expect(choice).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByLabel('Textblock', { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('button', { name: 'Anlegen' })).toBeInViewport({ ratio: 1 });
  });

test('the German editor names and describes sections in German, the English one in English', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const titles = schemaTitles();
  const englishOnly = titles.filter((t) => t.de !== t.en).map((t) => t.en);
  const germanNames = titles.map((t) => t.de);
  await openEditor(page);
  await page.getByRole('button', { name: '+ Neue Seite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Seite' });
  const names = await dialog
    .getByRole('group', { name: 'Abschnitte zum Start' })
    .locator('label')
    .allTextContents();
  expect(names.filter((n) => englishOnly.includes(n))).toEqual([]);
  expect([...names].sort()).toEqual([...germanNames].sort());
  await page.keyboard.press('Escape');

  await openPage(page, '/about');
  const rows = await page.getByRole('button', { name: /^\d+\. / }).allTextContents();
  for (const row of rows)
    expect(
      englishOnly.some((e) => row.includes(`. ${e}`)),
      row,
    ).toBe(false);
  await page.getByRole('button', { name: '+ Abschnitt hinzufügen' }).click();
  const gallery = page.getByRole('dialog');
  const cards = gallery.getByRole('listitem').getByRole('button');
  await expect(cards).toHaveCount(titles.length);
  const texts = await cards.allInnerTexts();
  for (const { en, description, de, descriptionDe } of titles) {
    expect(
      texts.some((t) => t.startsWith(`${en}\n`) && en !== de),
      en,
    ).toBe(false);
    expect(
      texts.some((t) => t.includes(description)),
      description,
    ).toBe(false);
    expect(
      // As the editor shows help: without the remarks about text keys (decision 266).
      texts.some((t) => t.includes(peopleText(descriptionDe))),
      description,
    ).toBe(true);
  }
  await gallery.getByRole('button', { name: 'Schließen' }).click();
  // The same in English.
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await page.getByRole('button', { name: '+ Add section' }).click();
  const english = await page
    .getByRole('dialog')
    .getByRole('listitem')
    .getByRole('button')
    .allInnerTexts();
  for (const { en } of titles)
    expect(
      english.some((t) => t.startsWith(`${en}\n`)),
      en,
    ).toBe(true);
});

test('a file changed on disk while open: the conflict is shown, and nothing is lost', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openEditor(page);
  await openPage(page, '/about');
  await page.getByRole('button', { name: /^1\. Seiteneinstieg/ }).click();
  await page.getByLabel('Dachzeile – Deutsch', { exact: true }).fill('Wer wir sind');
  // Someone edits another text of the same file by hand meanwhile.
  const file = 'locales/de/about.json';
  writeFileSync(
    join(scratch.root, file),
    read(file).replace('"Unser Team"', '"Unser ganzes Team"'),
  );
  const banner = page.getByRole('alert').filter({ hasText: 'außerhalb des Editors geändert' });
  await expect(banner).toContainText(file, { timeout: 10_000 });
  await banner.getByRole('button', { name: 'Meine Fassung behalten' }).click();
  await expect(banner).toHaveCount(0);
  await saveAll(page, [file]);
  const saved = JSON.parse(read(file)) as { hero: { eyebrow: string; title: string } };
  expect(saved.hero).toMatchObject({ eyebrow: 'Wer wir sind', title: 'Unser ganzes Team' });
  commitScratch();
});

test('after saving the menu and a text, the preview still renders the sections', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openEditor(page);
  await openPage(page, '/about');
  const preview = page.frameLocator('[data-testid="preview"]');
  // Run alone, this is the editor's first preview: Vite compiles the site's shell and sections.
  await expect(preview.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(preview.getByRole('heading', { name: 'An der Spitze des Teams' })).toBeVisible();
  await page.getByRole('button', { name: /^1\. Seiteneinstieg/ }).click();
  await page.getByLabel('Dachzeile – Deutsch', { exact: true }).fill('Das sind wir');
  // pages/site.json is imported by the site's code: writing it hot-updates the preview's modules.
  await page.getByLabel('In der Fußzeile', { exact: true }).uncheck();
  await noProblems(page);
  // A saved site.json reaches the preview as a reload of its frame, not as a hot update of the
  // site's modules (decision 124): wait for that reload, then check what the frame shows.
  const reloaded = page.waitForEvent('framenavigated', {
    predicate: (frame) => frame.parentFrame() === page.mainFrame(),
    timeout: 15_000,
  });
  await saveAll(page, ['locales/de/about.json', 'pages/site.json']);
  await reloaded;
  await expect(preview.getByRole('heading', { name: 'An der Spitze des Teams' })).toBeVisible();
  await expect(preview.getByText(/Unbekannter Abschnittstyp|Unknown section type/)).toHaveCount(0);
  await expect(preview.getByText('Das sind wir')).toBeVisible();
  commitScratch();
});

test('the editor passes axe on its main screens', async ({ page }, info) => {
  test.setTimeout(180_000);
  await openEditor(page);
  await expectNoAxeViolations(page, info);
  await openPage(page, '/about');
  await page.getByRole('button', { name: /^1\. Seiteneinstieg/ }).click();
  await expectNoAxeViolations(page, info);
  await page.getByRole('button', { name: '+ Abschnitt hinzufügen' }).click();
  await expect(page.getByRole('heading', { name: 'Abschnitt wählen' })).toBeVisible();
  // The thumbnails are real sections, rendered by the site's components.
  await expect(page.getByRole('dialog').locator('[inert] section').first()).toBeVisible({
    timeout: 30_000,
  });
  await expectNoAxeViolations(page, info);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '+ Neue Seite' }).click();
  await expect(page.getByRole('heading', { name: 'Neue Seite' })).toBeVisible();
  await expectNoAxeViolations(page, info);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Speichern/ }).click();
  await expect(page.getByRole('heading', { name: 'Speichern' })).toBeVisible();
  await expectNoAxeViolations(page, info);
});
