import { spawn, type ChildProcess } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createTempProject, PROJECT_ROOT } from '../helpers/temp-project';

/** `npm run dev` on a copy of the content: a broken page file shows in the browser, and recovers. */
test('the dev server shows a validation error in the overlay and recovers when fixed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const project = createTempProject();
  for (const entry of [
    'node_modules',
    'vite.config.ts',
    'scripts',
    'tsconfig.json',
    'package.json',
  ]) {
    symlinkSync(join(PROJECT_ROOT, entry), join(project.root, entry));
  }
  const port = 5300 + (Number(process.env.E2E_PORT ?? 4310) % 100);
  let server: ChildProcess | undefined;
  try {
    server = spawn(
      join(PROJECT_ROOT, 'node_modules', '.bin', 'vite'),
      ['--port', String(port), '--strictPort', '--host', '127.0.0.1'],
      {
        cwd: project.root,
        env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
        stdio: 'pipe',
      },
    );
    await expect
      .poll(
        async () =>
          (
            await fetch(`http://127.0.0.1:${port}/`, { headers: { accept: 'text/html' } }).catch(
              () => null,
            )
          )?.status ?? 0,
        { timeout: 30_000 },
      )
      .toBe(200);
    await page.goto(`http://127.0.0.1:${port}/faq`);
    await expect(page.locator('h1')).toHaveText('Häufige Fragen');

    const good = project.read('pages/faq.json');
    project.write('pages/faq.json', good.replace('"type": "hero"', '"type": "heor"'));
    const overlay = page.locator('vite-error-overlay');
    await expect(overlay).toBeAttached({ timeout: 15_000 });
    await expect(overlay.locator('.message-body')).toContainText(
      'pages/faq.json:13:15 sections[0].type: unknown section type "heor"',
    );
    await expect(overlay.locator('.message-body')).toContainText('did you mean "hero"?');

    project.write('pages/faq.json', good);
    await expect(overlay).not.toBeAttached({ timeout: 15_000 });
    await expect(page.locator('h1')).toHaveText('Häufige Fragen');
  } finally {
    server?.kill('SIGTERM');
    project.remove();
  }
});
