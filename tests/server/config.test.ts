import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import siteJson from '../../pages/site.json';
import { adminTokenWarning, loadConfig } from '../../src/server/config';
import { describeDeliveryError, retryDelayMs } from '../../src/server/mail/delivery-error';
import { tempDir } from './helpers/test-config';

describe('configuration from the environment', () => {
  it('has defaults that work on a fresh machine', () => {
    const config = loadConfig({}, '/srv/site');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      database: { kind: 'sqlite', file: '/srv/site/data/site.sqlite' },
      adminToken: undefined,
      smtpUrl: undefined,
      mailFileDir: '/srv/site/data/outbox-mail',
      rateLimit: { enabled: true, max: 5, windowMs: 60_000 },
      trustProxy: false,
      siteDir: '/srv/site/dist/client',
      logLevel: 'info',
      appOrigin: siteJson.appOrigin,
      cspStyleSrc: ["'self'"],
    });
    expect(path.basename(config.recipientsSeedFile)).toBe('recipients.seed.json');
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgresql://u:p@db:5432/site',
        ADMIN_TOKEN: 'tok',
        SMTP_URL: 'smtp://mail:25',
        MAIL_FROM: 'Web <web@example.com>',
        RATE_LIMIT_MAX: '10',
        RATE_LIMIT_WINDOW: '30 seconds',
        RATE_LIMIT_ENABLED: 'false',
        TRUST_PROXY: '1',
        SITE_DIR: 'public-build',
        RECIPIENTS_SEED_FILE: 'seed.json',
        LOG_LEVEL: 'warn',
        OUTBOX_RETRY_BASE: '5s',
        APP_ORIGIN: 'https://app.prol.example',
        CSP_STYLE_SRC: "'self' 'unsafe-inline'",
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      database: { kind: 'postgres', url: 'postgresql://u:p@db:5432/site' },
      adminToken: 'tok',
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Web <web@example.com>',
      rateLimit: { enabled: false, max: 10, windowMs: 30_000 },
      trustProxy: 1,
      siteDir: '/srv/public-build',
      recipientsSeedFile: '/srv/seed.json',
      logLevel: 'warn',
      appOrigin: 'https://app.prol.example',
      cspStyleSrc: ["'self'", "'unsafe-inline'"],
    });
    expect(config.outbox.retryBaseMs).toBe(5_000);
    expect(loadConfig({ DATABASE_URL: 'sqlite:db/x.sqlite' }, '/a').database).toEqual({
      kind: 'sqlite',
      file: '/a/db/x.sqlite',
    });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
  });

  it('refuses TRUST_PROXY=true, naming the safe forms (anyone could rotate X-Forwarded-For)', () => {
    for (const value of ['true', 'TRUE', 'yes', 'on']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY=.*rate limit.*TRUST_PROXY=1.*CIDRs/,
      );
    }
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8,proxy.example' })).toThrow(
      /"proxy.example"/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: 'loopback, ::1, 2001:db8::/32' }).trustProxy).toBe(
      'loopback,::1,2001:db8::/32',
    );
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('bounds how long a client may take, with configurable timeouts', () => {
    expect(loadConfig({}).http).toEqual({
      requestMs: 30_000,
      headersMs: 10_000,
      keepAliveMs: 72_000,
      connectionMs: 75_000,
    });
    expect(
      loadConfig({
        REQUEST_TIMEOUT: '5s',
        HEADERS_TIMEOUT: '2s',
        KEEP_ALIVE_TIMEOUT: '65s',
        CONNECTION_TIMEOUT: '2 minutes',
      }).http,
    ).toEqual({ requestMs: 5_000, headersMs: 2_000, keepAliveMs: 65_000, connectionMs: 120_000 });
    expect(() => loadConfig({ REQUEST_TIMEOUT: '0' })).toThrow(/REQUEST_TIMEOUT/);
    expect(() => loadConfig({ REQUEST_TIMEOUT: '5s', HEADERS_TIMEOUT: '6s' })).toThrow(
      /HEADERS_TIMEOUT/,
    );
    expect(loadConfig({ SHUTDOWN_GRACE: '3s' }).shutdownGraceMs).toBe(3_000);
  });

  it('refuses in production an ADMIN_TOKEN shorter than 32 characters, saying how to make one', () => {
    const production = { NODE_ENV: 'production', ADMIN_TOKEN: 'x'.repeat(31) };
    expect(() => loadConfig(production)).toThrow(
      /ADMIN_TOKEN has 31 characters.*at least 32.*openssl rand -hex 32/,
    );
    expect(() => loadConfig({ ...production, ADMIN_TOKEN: 'short' })).toThrow(/ADMIN_TOKEN/);
    expect(loadConfig({ ...production, ADMIN_TOKEN: 'x'.repeat(32) }).adminToken).toHaveLength(32);
    // No token at all is safe (no admin at all), in production too.
    expect(loadConfig({ NODE_ENV: 'production' }).adminToken).toBeUndefined();
    // Outside production a short token starts, with a warning.
    expect(loadConfig({ ADMIN_TOKEN: 'short' }).adminToken).toBe('short');
    expect(adminTokenWarning('short')).toMatch(/ADMIN_TOKEN.*32.*openssl rand -hex 32/);
    expect(adminTokenWarning('x'.repeat(32))).toBeUndefined();
    expect(adminTokenWarning(undefined)).toMatch(/ADMIN_TOKEN is not set/);
  });

  it(
    'does not start in production with a short ADMIN_TOKEN, and says why',
    { timeout: 90_000 },
    () => {
      const { dir, cleanup } = tempDir();
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          ADMIN_TOKEN: 'too-short',
          PORT: '0',
          DATABASE_URL: path.join(dir, 'site.sqlite'),
          MAIL_FILE_DIR: path.join(dir, 'mail'),
          SITE_DIR: path.join(dir, 'no-site'),
        },
        encoding: 'utf8',
        // Without the check the server starts and keeps running: the timeout ends it.
        timeout: 60_000,
      });
      cleanup();
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/ADMIN_TOKEN has 9 characters.*openssl rand -hex 32/);
      expect(result.stderr + result.stdout).not.toContain('too-short');
    },
  );

  it('refuses unreadable values with the variable name', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ RATE_LIMIT_WINDOW: 'soon' })).toThrow(/RATE_LIMIT_WINDOW/);
    expect(() => loadConfig({ RATE_LIMIT_ENABLED: 'maybe' })).toThrow(/RATE_LIMIT_ENABLED/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ RATE_LIMIT_MAX: '0' })).toThrow(/RATE_LIMIT_MAX/);
  });
});

describe('mail retry policy', () => {
  it('backs off exponentially up to the cap', () => {
    const delays = [1, 2, 3, 4, 5, 6, 40].map((attempt) => retryDelayMs(attempt, 1_000, 10_000));
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000]);
  });

  it('records only codes, never the text of an SMTP reply', () => {
    const error = Object.assign(new Error('550 <jane@example.org>: mailbox unavailable'), {
      code: 'EENVELOPE',
      responseCode: 550,
      command: 'RCPT TO:<jane@example.org>',
    });
    expect(describeDeliveryError(error)).toBe('EENVELOPE SMTP 550 during RCPT TO');
    expect(describeDeliveryError(Object.assign(new Error('x'), { code: 'ECONNECTION' }))).toBe(
      'ECONNECTION',
    );
    expect(describeDeliveryError('weird')).toBe('ERROR');
  });
});
