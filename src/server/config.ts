import path from 'node:path';
import { fileURLToPath } from 'node:url';
import siteJson from '../../pages/site.json';
import { parseDuration } from './duration';

export type DatabaseConfig =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };

export interface OutboxConfig {
  pollIntervalMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claimed mail stays reserved for one worker; must outlast one SMTP send. */
  leaseMs: number;
  batchSize: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  adminToken: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailFileDir: string;
  outbox: OutboxConfig;
  rateLimit: { enabled: boolean; max: number; windowMs: number };
  trustProxy: boolean | number | string;
  siteDir: string;
  recipientsSeedFile: string;
  logLevel: string;
  appOrigin: string;
  cspStyleSrc: string[];
}

export const BODY_LIMIT_BYTES = 16 * 1024;

const DEFAULT_SEED_FILE = fileURLToPath(new URL('./db/recipients.seed.json', import.meta.url));
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

/** Reads the server configuration; every value has a default that works on a fresh machine. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const int = (name: string, fallback: number, min = 0): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min) {
      throw new Error(`${name} must be a whole number >= ${min}, got "${raw}"`);
    }
    return Number(raw);
  };
  const duration = (name: string, fallback: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const ms = parseDuration(raw);
    if (ms === undefined) throw new Error(`${name} must be a duration like "60000" or "1 minute"`);
    return ms;
  };
  const abs = (value: string): string => path.resolve(cwd, value);

  const logLevel = read('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }

  return {
    port: int('PORT', 3000),
    host: read('HOST') ?? '127.0.0.1',
    database: parseDatabaseUrl(read('DATABASE_URL'), abs),
    adminToken: read('ADMIN_TOKEN'),
    smtpUrl: read('SMTP_URL'),
    mailFrom: read('MAIL_FROM') ?? 'Website contact form <no-reply@example.com>',
    mailFileDir: abs(read('MAIL_FILE_DIR') ?? 'data/outbox-mail'),
    outbox: {
      pollIntervalMs: duration('OUTBOX_POLL_INTERVAL', 5_000),
      retryBaseMs: duration('OUTBOX_RETRY_BASE', 30_000),
      retryMaxMs: duration('OUTBOX_RETRY_MAX', 60 * 60_000),
      leaseMs: duration('OUTBOX_LEASE', 5 * 60_000),
      batchSize: int('OUTBOX_BATCH_SIZE', 20, 1),
    },
    rateLimit: {
      enabled: parseBoolean('RATE_LIMIT_ENABLED', read('RATE_LIMIT_ENABLED'), true),
      max: int('RATE_LIMIT_MAX', 5, 1),
      windowMs: duration('RATE_LIMIT_WINDOW', 60_000),
    },
    trustProxy: parseTrustProxy(read('TRUST_PROXY')),
    siteDir: abs(read('SITE_DIR') ?? 'dist/client'),
    recipientsSeedFile: read('RECIPIENTS_SEED_FILE')
      ? abs(read('RECIPIENTS_SEED_FILE') as string)
      : DEFAULT_SEED_FILE,
    logLevel,
    // The app the site links to and fetches payment products from (pages/site.json).
    appOrigin: read('APP_ORIGIN') ?? siteJson.appOrigin,
    cspStyleSrc: (read('CSP_STYLE_SRC') ?? "'self'").split(/\s+/),
  };
}

function parseDatabaseUrl(url: string | undefined, abs: (value: string) => string): DatabaseConfig {
  if (url === undefined) return { kind: 'sqlite', file: abs('data/site.sqlite') };
  if (/^postgres(ql)?:\/\//i.test(url)) return { kind: 'postgres', url };
  // Accept "sqlite:path", "file:path" or a bare path; ":memory:" is kept for quick experiments.
  const file = url.replace(/^(sqlite|file):(\/\/)?/i, '');
  return { kind: 'sqlite', file: file === ':memory:' ? file : abs(file) };
}

function parseBoolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined) return fallback;
  if (/^(true|1|yes|on)$/i.test(raw)) return true;
  if (/^(false|0|no|off)$/i.test(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

/** Fastify accepts true/false, a hop count, or a comma-separated list of addresses/CIDRs. */
function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || /^(false|0|no|off)$/i.test(raw)) return false;
  if (/^(true|yes|on)$/i.test(raw)) return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}
