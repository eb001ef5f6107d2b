import { execFileSync } from 'node:child_process';

/** Debian's Chromium (Playwright's own browser download does not work on these machines). */
export function chromiumExecutable(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
    } catch {
      // try the next name
    }
  }
  throw new Error('No Chromium found: apt-get install -y chromium, or set CHROMIUM_PATH');
}
