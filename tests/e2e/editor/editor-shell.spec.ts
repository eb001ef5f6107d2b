import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { EDITOR_PORT, startEditorOnScratch } from './editor-server';
import { TEST_PATH_PREFIX } from '../../../src/content/reserved-paths';

/**
 * Issue 38 points 1, 2 and 7: the preview shows the whole page (bottom bar, menu, footer) with
 * the unsaved menu, deleting a page leaves nothing behind, and the preview's contact form has its
 * topics. Its own editor (the port after editor.spec.ts's) on a scratch copy whose public/ is a
 * copy, since a test here deletes an image.
 */
test.describe.configure({ mode: 'serial' });

const PORT = EDITOR_PORT + 1;
const URL = `http://127.0.0.1:${PORT}/`;
let scratch: Awaited<ReturnType<typeof startEditorOnScratch>>;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  scratch = await startEditorOnScratch({ port: PORT, copyPublic: true });
});
test.afterAll(() => scratch?.stop());

const read = (file: string) => readFileSync(join(scratch.root, file), 'utf8');
const write = (file: string, value: unknown) =>
  writeFileSync(join(scratch.root, file), `${JSON.stringify(value, null, 2)}\n`);
const changedFiles = () => scratch.changedFiles();

async function openPage(page: Page, path: string) {
  await page.goto(URL);
  await page
    .getByRole('navigation', { name: 'Seiten' })
    .getByRole('button', { name: new RegExp(`^${path}\\s`) })
    .click();
  await expect(page.getByRole('heading', { name: `Seiteneinstellungen: ${path}` })).toBeVisible();
}

const preview = (page: Page) => page.frameLocator('[data-testid="preview"]');

test('the preview contact form loads its topics as under npm run dev', async ({ page }) => {
  test.setTimeout(60_000);
  await openPage(page, '/contact');
  const form = preview(page);
  await expect(form.getByRole('radio').first()).toBeVisible({ timeout: 20_000 });
  await expect(form.getByText('Das Formular kann gerade nicht gesendet werden.')).toHaveCount(0);
});

test('the preview shows bottom bar, menu and footer with the unsaved menu label, in both languages', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPage(page, '/pricing');
  const frame = preview(page);
  const footer = frame.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Werte', exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Preise & Pakete' })).toHaveCount(0);

  await page.getByLabel('Im Menü', { exact: true }).check();
  await page.getByLabel('In der Fußzeile', { exact: true }).check();
  const label = page.getByRole('group', { name: 'Bezeichnung im Menü und in der Fußzeile' });
  const german = label.getByLabel('Bezeichnung im Menü und in der Fußzeile – Deutsch');
  const english = label.getByLabel('Bezeichnung im Menü und in der Fußzeile – Englisch');
  // The label starts as the page title.
  await expect(german).not.toHaveValue('');
  await german.fill('Preise & Pakete');
  await english.fill('Pricing & plans');

  // Unsaved, the footer and the opened menu show it.
  await expect(footer.getByRole('link', { name: 'Preise & Pakete' })).toBeVisible();
  await frame.getByRole('button', { name: 'Menü' }).click();
  const menu = frame.getByRole('dialog', { name: 'Menü' });
  await expect(menu.getByRole('link', { name: 'Preise & Pakete' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('editor-menu-de-1440.png') });
  // The menu's language button switches the preview.
  await menu.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'EN', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(footer.getByRole('link', { name: 'Pricing & plans' })).toBeVisible();
  await frame.getByRole('button', { name: 'Menu' }).click();
  await expect(
    frame.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Pricing & plans' }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('editor-menu-en-1440.png') });
  await page.keyboard.press('Escape');
  await footer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('editor-footer-en-1440.png') });
  // A footer link opens its page in the editor (the frame stays the editor's preview).
  await footer.getByRole('link', { name: 'Values', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Seiteneinstellungen: /values' })).toBeVisible();
  expect(changedFiles()).toEqual([]);
});

/** A page in the menu and the footer, with an image only it shows, as the editor would make it. */
function addPageToDelete(name: string) {
  const key = name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  mkdirSync(join(scratch.root, 'public/images', name));
  cpSync(
    join(scratch.root, 'public/images/share/prol-share.png'),
    join(scratch.root, `public/images/${name}/share.png`),
  );
  write(`pages/${name}.json`, {
    $schema: '../schema/page.schema.json',
    version: 1,
    path: `/${name}`,
    meta: {
      title: `${name}.meta.title`,
      description: `${name}.meta.description`,
      keywords: `${name}.meta.keywords`,
      image: `/images/${name}/share.png`,
    },
    sections: [{ type: 'hero', props: { title: `${name}.hero.title` } }],
  });
  for (const [language, word] of [
    ['de', 'Karriere'],
    ['en', 'Careers'],
  ] as const) {
    write(`locales/${language}/${name}.json`, {
      meta: { title: word, description: word, keywords: word },
      hero: { title: word },
    });
    const common = JSON.parse(read(`locales/${language}/common.json`)) as {
      nav: Record<string, unknown>;
    };
    common.nav[key] = word;
    write(`locales/${language}/common.json`, common);
  }
  const site = JSON.parse(read('pages/site.json')) as {
    navigation: { secondary: unknown[] };
    footer: { columns: Array<{ key: string; items: unknown[] }> };
  };
  const item = { key, translationKey: `common.nav.${key}`, to: `/${name}` };
  site.navigation.secondary.push(item);
  site.footer.columns.find((c) => c.key === 'company')?.items.push(item);
  write('pages/site.json', site);
}

test('deleting a page in the menu and footer asks in plain words and leaves nothing behind', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `${TEST_PATH_PREFIX.slice(1)}delete-me`;
  const before = Object.fromEntries(
    ['pages/site.json', 'locales/de/common.json', 'locales/en/common.json'].map((f) => [
      f,
      read(f),
    ]),
  );
  addPageToDelete(name);
  scratch.git('add', '-A');
  scratch.git('commit', '-qm', 'a page to delete');

  await openPage(page, `/${name}`);
  await page.getByRole('button', { name: 'Löschen', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: `Seite /${name} löschen?` });
  await expect(dialog).toContainText(
    'Sie steht im Menü und in der Fußzeile – dort auch entfernen?',
  );
  await expect(dialog).toContainText('ihre Bezeichnung im Menü: „Karriere“ / „Careers“');
  await expect(dialog).toContainText(`/images/${name}/share.png`);
  await expect(dialog).not.toContainText('navigation.');
  await page.screenshot({ path: test.info().outputPath('editor-delete-de-1440.png') });
  await dialog.getByRole('button', { name: 'Ja, überall entfernen und löschen' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Probleme \(0\)$/ })).toBeVisible({
    timeout: 15_000,
  });

  await page.getByRole('button', { name: /^Speichern/ }).click();
  const save = page.getByRole('dialog');
  await expect(save.getByTestId('files-to-save').getByRole('listitem')).toHaveText([
    'locales/de/common.json',
    'locales/en/common.json',
    'pages/site.json',
  ]);
  await expect(save).toContainText('Diese Dateien werden gelöscht:');
  await expect(save.getByTestId('files-to-delete').getByRole('listitem')).toHaveText([
    `locales/de/${name}.json`,
    `locales/en/${name}.json`,
    `pages/${name}.json`,
    `public/images/${name}/share.png`,
  ]);
  await page.screenshot({ path: test.info().outputPath('editor-save-delete-de-1440.png') });
  await save.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(save.getByRole('status')).toContainText(`Gelöscht: locales/de/${name}.json`);
  // Nothing left behind: menu, footer and labels as before the page, its files and folder gone.
  for (const [file, text] of Object.entries(before))
    expect(JSON.parse(read(file)), file).toEqual(JSON.parse(text));
  expect(existsSync(join(scratch.root, 'public/images', name))).toBe(false);
  expect(existsSync(join(scratch.root, 'pages', `${name}.json`))).toBe(false);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/validate.ts'], {
    cwd: scratch.root,
  });
  scratch.git('add', '-A');
  scratch.git('commit', '-qm', 'deleted');
});

test('a page other pages link to names them in words, with a click to each', async ({ page }) => {
  test.setTimeout(60_000);
  await openPage(page, '/contact');
  await page.getByRole('button', { name: 'Löschen', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Seite /contact löschen?' });
  await expect(dialog).toContainText('Diese Stellen verlinken noch auf die Seite.');
  await expect(dialog).not.toContainText('pages/site.json');
  await expect(dialog).not.toContainText('sections[');
  const first = dialog.getByRole('button', { name: /^Seite \/\S*, Abschnitt \d+ \(.+\)/ }).first();
  const words = (await first.textContent()) ?? '';
  const path = /^Seite (\S+),/.exec(words)?.[1] ?? '';
  await first.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `Seiteneinstellungen: ${path}` })).toBeVisible();
  expect(changedFiles()).toEqual([]);
});
