import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './support/admin';
import { chromiumExecutable } from './support/chromium';
import { smtpPeerPort } from './support/smtp-peer';

/**
 * End-to-end tests run against the production server (`npm run serve`) on the built site.
 * E2E_PORT and BUILD_OUT_DIR let several runs share a machine.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const outDir = process.env.BUILD_OUT_DIR ?? 'dist';
const dataDir = `.tmp/e2e-${port}`;
// The server mails through a real SMTP peer that global-setup.ts starts on this port.
const smtpPort = smtpPeerPort();

// The CSP's connect-src must allow the app origin the comparison page fetches products from
// (tests fake that origin with page.route, which runs after the CSP check).
const { appOrigin } = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'pages', 'site.json'), 'utf8'),
) as { appOrigin: string };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: '../../test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'de-DE',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
  },
  webServer: {
    command: `rm -rf ${dataDir} && npm run serve`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/api/recipients?active=true`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_DIR: `${outDir}/client`,
      DATABASE_URL: `${dataDir}/site.sqlite`,
      MAIL_FILE_DIR: `${dataDir}/mail`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      APP_ORIGIN: appOrigin,
      RATE_LIMIT_ENABLED: 'false',
      // The admin screens' specs sign in (admin.spec.ts, admin-a11y.spec.ts).
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      ADMIN_SIGNIN_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
    },
  },
});
