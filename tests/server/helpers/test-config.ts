import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../src/server/config';
import type { DatabaseConfig, ServerConfig } from '../../../src/server/config';

export const ADMIN_TOKEN = 'test-admin-token-0123456789';
export const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };

/** A fresh temporary folder, removed by the returned cleanup. */
export function tempDir(prefix = 'server-test-'): { dir: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A configuration for one test app: its own SQLite file (unless a database is given), mail as
 * .eml files in its own folder, no site, rate limit off, logs silent. Overrides win.
 */
export function testConfig(
  dir: string,
  overrides: Partial<ServerConfig> & { database?: DatabaseConfig } = {},
): ServerConfig {
  const base = loadConfig(
    {
      DATABASE_URL: path.join(dir, 'site.sqlite'),
      ADMIN_TOKEN,
      MAIL_FILE_DIR: path.join(dir, 'outbox-mail'),
      SITE_DIR: path.join(dir, 'no-site'),
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'silent',
    },
    dir,
  );
  return { ...base, ...overrides };
}

export const validSubmission = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jane Doe',
  email: 'jane.doe@example.org',
  message: 'Hello, I would like to know more.',
  topic: 'Sales',
  ...overrides,
});

/** Polls `check` until it returns true or the time is up. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}
