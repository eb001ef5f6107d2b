import type { spawn as Spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumExecutable } from '../../tests/e2e/support/chromium';

const PORT = Number(process.env.BENCH_SCALE_DEV_PORT ?? 5290);

/**
 * The dev server in `root`: seconds from start until it answers a page (shell and site data),
 * and seconds from saving a locale file until the open page shows the new text.
 */
export async function measureDevServer(
  root: string,
  spawn: typeof Spawn,
): Promise<{ devStart: number; devEdit: number }> {
  const started = performance.now();
  const vite = spawn(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), '--port', String(PORT), '--strictPort'],
    {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, VITE_CACHE_DIR: join(root, '.vite-cache') },
    },
  );
  const origin = `http://127.0.0.1:${PORT}`;
  try {
    for (;;) {
      const ok = await Promise.all([
        fetch(`${origin}/faq`, { headers: { accept: 'text/html' } }),
        fetch(`${origin}/_app/route/faq.json`),
      ])
        .then((responses) => responses.every((r) => r.ok))
        .catch(() => false);
      if (ok) break;
      if (performance.now() - started > 120_000) throw new Error('the dev server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const devStart = (performance.now() - started) / 1000;

    const browser = await chromium.launch({
      executablePath: chromiumExecutable(),
      args: ['--no-sandbox', '--disable-background-networking'],
    });
    const file = join(root, 'locales', 'de', 'values.json');
    const original = readFileSync(file, 'utf8');
    try {
      const page = await browser.newPage({ locale: 'de-DE' });
      await page.goto(`${origin}/values`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
        timeout: 120_000,
      });
      const h1 = (await page.locator('main h1').textContent()) ?? '';
      const edited = `${h1} (edited)`;
      const saved = performance.now();
      writeFileSync(file, original.replace(JSON.stringify(h1), JSON.stringify(edited)));
      await page.waitForFunction(
        (text) => document.querySelector('main h1')?.textContent === text,
        edited,
        {
          timeout: 30_000,
          polling: 'raf',
        },
      );
      return { devStart, devEdit: (performance.now() - saved) / 1000 };
    } finally {
      writeFileSync(file, original);
      await browser.close();
    }
  } finally {
    vite.kill('SIGTERM');
  }
}
