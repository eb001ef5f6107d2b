import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { PROJECT_ROOT, EDITOR_PORT, startEditorOnScratch } from './editor-server';
import { openEditor, pickPage } from './editor-page';

/**
 * Issue 38, points 4 and 6: an uploaded picture brings its size and waits for Save; the gallery
 * tells same-named pictures apart; a new list entry, an address, a drag announcement, the
 * section gallery and the conflict bar speak plainly and in the editor's language.
 */
test.describe.configure({ mode: 'serial' });

let scratch: Awaited<ReturnType<typeof startEditorOnScratch>>;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  scratch = await startEditorOnScratch({ port: EDITOR_PORT + 3 });
  // The scratch project links the real public/; a saved upload goes into a copy of its own.
  rmSync(join(scratch.root, 'public'));
  cpSync(join(PROJECT_ROOT, 'public'), join(scratch.root, 'public'), { recursive: true });
  commitScratch();
});
test.afterAll(() => scratch?.stop());

const read = (file: string) => readFileSync(join(scratch.root, file), 'utf8');
const changedFiles = () => scratch.changedFiles();
const commitScratch = () => scratch.commit();

const openPage = pickPage;

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="#123"/></svg>';

test('an uploaded picture fills width and height and is written only by Save', async ({ page }) => {
  test.setTimeout(90_000);
  await openEditor(page, scratch.url);
  await openPage(page, '/about');
  await page.getByRole('button', { name: /^1\. Seiteneinstieg/ }).click();
  const image = page.getByRole('group', { name: /^Bild/ }).first();
  await image.locator('input[type="file"]').setInputFiles({
    name: 'Team Foto.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(SVG),
  });
  await expect(image.getByRole('status')).toContainText('/images/team-foto.svg');
  // The hero's picture group (the form names its fields by place: s0_image_…).
  await expect(page.locator('#s0_image_width')).toHaveValue('640');
  await expect(page.locator('#s0_image_height')).toHaveValue('360');
  // Held until Save: nothing on disk, but the preview shows it.
  expect(existsSync(join(scratch.root, 'public/images/team-foto.svg'))).toBe(false);
  const shown = page
    .frameLocator('[data-testid="preview"]')
    .locator('img[src="/images/team-foto.svg"]');
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(page.getByRole('heading', { name: /^Probleme \(0\)$/ })).toBeVisible({
    timeout: 15_000,
  });
  await page.keyboard.press('Control+s');
  const dialog = page.getByRole('dialog');
  // The hero had a picture (its description stays): the page changes, the file is new.
  await expect(dialog.getByTestId('files-to-save').getByRole('listitem')).toHaveText([
    'pages/about.json',
  ]);
  await expect(dialog.getByTestId('files-to-create').getByRole('listitem')).toHaveText([
    'public/images/team-foto.svg',
  ]);
  await dialog.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('Gespeichert:');
  expect(changedFiles()).toEqual(['pages/about.json', 'public/images/team-foto.svg']);
  expect(read('public/images/team-foto.svg')).toContain('viewBox="0 0 640 360"');
  const about = JSON.parse(read('pages/about.json')) as {
    sections: Array<{ props: { image?: unknown } }>;
  };
  expect(about.sections[0]?.props.image).toMatchObject({
    src: '/images/team-foto.svg',
    width: 640,
    height: 360,
  });
  commitScratch();
});

test('a picture uploaded and not used is never written', async ({ page }) => {
  await openEditor(page, scratch.url);
  await openPage(page, '/about');
  await page.getByRole('button', { name: /^1\. Seiteneinstieg/ }).click();
  const image = page.getByRole('group', { name: /^Bild/ }).first();
  await image.locator('input[type="file"]').setInputFiles({
    name: 'nie.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(SVG),
  });
  await expect(image.getByRole('status')).toContainText('/images/nie.svg');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('dialog')).toContainText('Keine Änderungen zu speichern.');
  await page.keyboard.press('Escape');
  expect(changedFiles()).toEqual([]);
});

test('the picture gallery names each file with its folder', async ({ page }) => {
  await openEditor(page, scratch.url);
  await openPage(page, '/about');
  await page.getByRole('button', { name: /^1\. Seiteneinstieg/ }).click();
  const image = page.getByRole('group', { name: /^Bild/ }).first();
  await image.getByLabel('Bild wählen').first().fill('hero');
  const tiles = image.getByRole('radio');
  const names = await tiles.allInnerTexts();
  const heroes = names.filter((n) => n.endsWith('hero.svg'));
  expect(heroes.length).toBeGreaterThan(1);
  // Each names its folder, so none looks like another.
  expect(new Set(heroes).size).toBe(heroes.length);
  expect(heroes).toContain('about/\nhero.svg');
});

test('a new list entry says nothing until it is left, then that it is empty', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page, scratch.url);
  await openPage(page, '/grant');
  await page.getByRole('button', { name: /^4\. Textblock/ }).click();
  await page.getByRole('button', { name: 'Absatz hinzufügen' }).first().click();
  const entry = page.getByRole('group', { name: /^Absätze › #2/ });
  const german = page.getByLabel('Absätze › #2 – Deutsch', { exact: true });
  await expect(german).toBeVisible();
  // The validator has looked at it (the empty texts are counted), and the field says nothing.
  await expect(page.getByRole('heading', { name: /^Probleme \(2\)$/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('region', { name: /^Probleme/ })).not.toContainText('falschen Art');
  await expect(entry.getByRole('alert')).toHaveCount(0);
  await german.focus();
  await page.keyboard.press('Tab');
  await expect(entry.getByRole('alert')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(entry.getByRole('alert')).toHaveText(['Der Text ist leer.', 'Der Text ist leer.']);
  await page.keyboard.press('Control+z');
});

test('an address with an umlaut is explained while it is typed', async ({ page }) => {
  await openEditor(page, scratch.url);
  await page.getByRole('button', { name: '+ Neue Seite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Seite' });
  await dialog.getByLabel('Adresse (z. B. /karriere)').pressSequentially('/über-uns');
  const help = dialog.locator('#new-path-help');
  await expect(help).toContainText(
    '„/über-uns“ enthält, was in einer Adresse nicht stehen kann: „ü“',
  );
  await expect(help).toContainText('/ueber-uns');
  await expect(help).not.toContainText('pages/ber-uns.json');
  await page.keyboard.press('Escape');
});

test('after switching to English no German screen-reader message stays, and the section gallery is English', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openEditor(page, scratch.url);
  await openPage(page, '/about');
  const announcer = page.locator('[id^="DndLiveRegion"]');
  await page.getByRole('button', { name: /^Ziehen zum Verschieben.*: 2\. Team/ }).focus();
  await page.keyboard.press('Space');
  await expect(announcer).toHaveText('„Team“ ist über Position 2 von 5.');
  // The drag's key listener is attached a task after the pick-up is announced; on a slow
  // machine the first Space can come before it (seen in a full run): press until dropped.
  await expect(async () => {
    await page.keyboard.press('Space');
    await expect(announcer).toHaveText('„Team“ an Position 2 von 5 abgelegt.', { timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pages', exact: true })).toBeVisible();
  expect(await announcer.allTextContents()).toEqual(['']);

  await page.getByRole('button', { name: '+ Add section' }).click();
  const thumbnails = page.getByRole('dialog').locator('[inert]');
  await expect(thumbnails.locator('section').first()).toBeVisible({ timeout: 30_000 });
  const text = (await thumbnails.allTextContents()).join(' ');
  const english = JSON.parse(read('locales/en/about.json')) as { hero: { title: string } };
  const german = JSON.parse(read('locales/de/about.json')) as { hero: { title: string } };
  expect(text).not.toContain('Häufige Fragen');
  expect(text.length).toBeGreaterThan(100);
  expect(english.hero.title).not.toBe(german.hero.title);
  await page.keyboard.press('Escape');
});

test('the conflict bar names the text both sides changed, with both versions', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page, scratch.url);
  await openPage(page, '/about');
  await page.getByRole('button', { name: /^1\. Seiteneinstieg/ }).click();
  await page.getByLabel('Überschrift – Deutsch', { exact: true }).fill('Unser kleines Team');
  const file = 'locales/de/about.json';
  writeFileSync(
    join(scratch.root, file),
    read(file).replace('"Unser Team"', '"Unser großes Team"'),
  );
  const banner = page.getByRole('alert').filter({ hasText: 'außerhalb des Editors geändert' });
  await expect(banner).toContainText(
    'Seite /about, Abschnitt 1 (Seiteneinstieg), Überschrift – Deutsch: meine Fassung „Unser kleines Team“, auf der Festplatte „Unser großes Team“',
    { timeout: 10_000 },
  );
  await banner.getByRole('button', { name: /^Von der Festplatte neu laden/ }).click();
  await expect(banner).toHaveCount(0);
  scratch.git('checkout', '--', file);
});
