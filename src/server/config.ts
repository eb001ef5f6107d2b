import path from 'node:path';
import { fileURLToPath } from 'node:url';
import siteJson from '../../pages/site.json';
import { EnvReader, parseDatabaseUrl, parseTrustProxy } from './config-parsing';

export type DatabaseConfig =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };

export interface OutboxConfig {
  pollIntervalMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claimed mail stays reserved for one worker; must outlast one SMTP send. */
  leaseMs: number;
  batchSize: number;
  /** Failed attempts after which a mail is given up (dead letter); 5xx SMTP answers at once. */
  maxAttempts: number;
}

/** Limits on how long a client may take; a slow or silent client must not hold a socket. */
export interface HttpTimeouts {
  /** Whole request, headers and body (Node's requestTimeout). */
  requestMs: number;
  /** Request headers (Node's headersTimeout); at most requestMs. */
  headersMs: number;
  /** An idle keep-alive connection (Node's keepAliveTimeout). */
  keepAliveMs: number;
  /** Socket inactivity at any point (Node's server timeout). */
  connectionMs: number;
}

export interface AdminSessionConfig {
  /** Lifetime of the signed session cookie. */
  ttlMs: number;
  /** Sign-in attempts per client address per window (always limited, RATE_LIMIT_ENABLED or not). */
  signInMax: number;
  signInWindowMs: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  adminToken: string | undefined;
  /** Browser sign-in to the admin screens (docs/server.md "Admin screens"). */
  adminSession: AdminSessionConfig;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailFileDir: string;
  outbox: OutboxConfig;
  /** POST /api/contact-forms: `max` accepted messages per client address and window. */
  rateLimit: { enabled: boolean; max: number; windowMs: number };
  /** Refused submissions (4xx) per client address in the same window, counted apart. */
  rateLimitInvalidMax: number;
  trustProxy: false | number | string;
  /** Redis for the rate limit shared by several instances; unset: each process counts alone. */
  redisUrl: string | undefined;
  /** A port on 127.0.0.1 serving /metrics without a token; unset: only /metrics with the token. */
  metricsPort: number | undefined;
  http: HttpTimeouts;
  /** After SIGTERM, /readyz says 503 for this long before the listener closes. */
  shutdownDrainDelayMs: number;
  /** How long a shutdown may wait for requests in flight before it closes their sockets. */
  shutdownGraceMs: number;
  siteDir: string;
  recipientsSeedFile: string;
  logLevel: string;
  appOrigin: string;
  cspStyleSrc: string[];
}

export const BODY_LIMIT_BYTES = 16 * 1024;
/** Shortest ADMIN_TOKEN a production server starts with (`openssl rand -hex 32` gives 64). */
export const MIN_ADMIN_TOKEN_LENGTH = 32;

const DEFAULT_SEED_FILE = fileURLToPath(new URL('./db/recipients.seed.json', import.meta.url));
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

/** Reads the server configuration; every value has a default that works on a fresh machine. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const read = new EnvReader(env, cwd);

  const logLevel = read.text('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }

  return {
    port: read.int('PORT', 3000),
    host: read.text('HOST') ?? '127.0.0.1',
    database: parseDatabaseUrl(read.text('DATABASE_URL'), (value) => path.resolve(cwd, value)),
    adminToken: readAdminToken(read),
    adminSession: readAdminSession(read),
    smtpUrl: read.text('SMTP_URL'),
    mailFrom: read.text('MAIL_FROM') ?? 'Website contact form <no-reply@example.com>',
    mailFileDir: read.path('MAIL_FILE_DIR', 'data/outbox-mail'),
    outbox: {
      pollIntervalMs: read.duration('OUTBOX_POLL_INTERVAL', 5_000),
      retryBaseMs: read.duration('OUTBOX_RETRY_BASE', 30_000),
      retryMaxMs: read.duration('OUTBOX_RETRY_MAX', 60 * 60_000),
      leaseMs: read.duration('OUTBOX_LEASE', 5 * 60_000),
      batchSize: read.int('OUTBOX_BATCH_SIZE', 20, 1),
      maxAttempts: read.int('OUTBOX_MAX_ATTEMPTS', 20, 1),
    },
    rateLimit: {
      enabled: read.boolean('RATE_LIMIT_ENABLED', true),
      max: read.int('RATE_LIMIT_MAX', 5, 1),
      windowMs: read.duration('RATE_LIMIT_WINDOW', 60_000),
    },
    rateLimitInvalidMax: read.int('RATE_LIMIT_INVALID_MAX', 30, 1),
    trustProxy: parseTrustProxy(read.text('TRUST_PROXY')),
    redisUrl: readRedisUrl(read),
    metricsPort:
      read.text('METRICS_PORT') === undefined ? undefined : read.int('METRICS_PORT', 0, 1),
    http: readHttpTimeouts(read),
    shutdownDrainDelayMs: read.duration('SHUTDOWN_DRAIN_DELAY', 0),
    shutdownGraceMs: read.duration('SHUTDOWN_GRACE', 15_000),
    siteDir: read.path('SITE_DIR', 'dist/client'),
    recipientsSeedFile: read.text('RECIPIENTS_SEED_FILE')
      ? read.path('RECIPIENTS_SEED_FILE', '')
      : DEFAULT_SEED_FILE,
    logLevel,
    // The app the site links to and fetches payment products from (pages/site.json).
    appOrigin: read.text('APP_ORIGIN') ?? siteJson.appOrigin,
    cspStyleSrc: (read.text('CSP_STYLE_SRC') ?? "'self'").split(/\s+/),
  };
}

/**
 * Every wrong guess costs the guesser a place in the failed-credential limit, but a short token
 * is still the weak point: production refuses one (issue 35). No token at all is safe (no admin).
 */
function readAdminToken(read: EnvReader): string | undefined {
  const token = read.text('ADMIN_TOKEN');
  if (
    token !== undefined &&
    token.length < MIN_ADMIN_TOKEN_LENGTH &&
    read.text('NODE_ENV') === 'production'
  ) {
    throw new Error(
      `ADMIN_TOKEN has ${token.length} characters; in production (NODE_ENV=production) it must ` +
        `have at least ${MIN_ADMIN_TOKEN_LENGTH} random ones. Make one with: openssl rand -hex 32`,
    );
  }
  return token;
}

/** What the start-up log warns about the admin token, if anything (outside production). */
export function adminTokenWarning(token: string | undefined): string | undefined {
  if (token === undefined) return 'ADMIN_TOKEN is not set: admin endpoints answer 401';
  if (token.length >= MIN_ADMIN_TOKEN_LENGTH) return undefined;
  return (
    `ADMIN_TOKEN is shorter than ${MIN_ADMIN_TOKEN_LENGTH} characters, which production refuses; ` +
    'make one with: openssl rand -hex 32'
  );
}

function readAdminSession(read: EnvReader): AdminSessionConfig {
  const ttlMs = read.duration('ADMIN_SESSION_TTL', 8 * 60 * 60_000);
  if (ttlMs < 60_000) throw new Error('ADMIN_SESSION_TTL must be at least 1 minute');
  return {
    ttlMs,
    signInMax: read.int('ADMIN_SIGNIN_RATE_LIMIT_MAX', 10, 1),
    signInWindowMs: read.duration('ADMIN_SIGNIN_RATE_LIMIT_WINDOW', 15 * 60_000),
  };
}

function readRedisUrl(read: EnvReader): string | undefined {
  const url = read.text('REDIS_URL');
  if (url !== undefined && !/^rediss?:\/\//i.test(url)) {
    throw new Error('REDIS_URL must start with redis:// or rediss://');
  }
  return url;
}

function readHttpTimeouts(read: EnvReader): HttpTimeouts {
  const requestMs = read.duration('REQUEST_TIMEOUT', 30_000);
  const headersMs = read.duration('HEADERS_TIMEOUT', Math.min(10_000, requestMs));
  if (requestMs === 0 || headersMs === 0) {
    throw new Error(
      'REQUEST_TIMEOUT and HEADERS_TIMEOUT must be above 0: a client must not hold a socket forever',
    );
  }
  if (headersMs > requestMs) {
    throw new Error('HEADERS_TIMEOUT must not be longer than REQUEST_TIMEOUT');
  }
  return {
    requestMs,
    headersMs,
    keepAliveMs: read.duration('KEEP_ALIVE_TIMEOUT', 72_000),
    connectionMs: read.duration('CONNECTION_TIMEOUT', 75_000),
  };
}
