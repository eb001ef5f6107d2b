import Fastify, { LogController } from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { BODY_LIMIT_BYTES } from './config';
import type { ServerConfig } from './config';
import { openDatabase } from './db/open-database';
import { ServerLifecycle, installDrainHeaders } from './lifecycle';
import { loggerOptions } from './logger';
import { createMailSender, removeStalePartials } from './mail/mail-sender';
import { OutboxWorker } from './mail/outbox-worker';
import { AppMetrics } from './metrics';
import { startMetricsServer } from './metrics-server';
import { createAdminGuards, registerAdminCookies } from './plugins/admin-auth';
import { createAdminSessions } from './plugins/admin-sessions';
import { clientErrorHandler } from './plugins/client-errors';
import { registerCompression } from './plugins/compression';
import {
  answerFrameworkError,
  installErrorHandler,
  installNotFoundHandler,
} from './plugins/error-handling';
import { failedCredentialLimit, submissionLimitHooks } from './plugins/rate-limit';
import { failOpenRedisCounterStore, localCounterStore } from './plugins/rate-limit-store';
import { installRequestLog } from './plugins/request-log';
import { registerSecurityHeaders, securityHeaders } from './plugins/security-headers';
import { registerStaticSite } from './plugins/static-site';
import { refuseLongUrls } from './plugins/url-length';
import { connectRedis } from './redis';
import { adminSessionRoutes } from './routes/admin-session-routes';
import { apiRoutes } from './routes/api-routes';
import { healthRoutes } from './routes/health-routes';
import { installApiValidation } from './validation/validator-compiler';

export interface BuildAppOptions {
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
  /** Start the outbox mail worker when the app is ready (default true). */
  startMailWorker?: boolean;
  /** Shared with the signal handling of main.ts; a fresh one (never draining) by default. */
  lifecycle?: ServerLifecycle;
}

/**
 * Builds the whole server: database (migrated, seeded), mail worker, API under /api, health and
 * metrics, and the prerendered site. Closing the app stops the worker and closes the database.
 */
export async function buildApp(
  config: ServerConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const headers = securityHeaders({ appOrigin: config.appOrigin, styleSrc: config.cspStyleSrc });
  const lifecycle = options.lifecycle ?? new ServerLifecycle();
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    // One line per request instead of two (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxySetting(config.trustProxy),
    // A client that sends its request slowly, or never, is cut off (408) instead of holding a
    // socket; Node checks every second rather than every 30 s so the limits are kept closely.
    requestTimeout: config.http.requestMs,
    keepAliveTimeout: config.http.keepAliveMs,
    connectionTimeout: config.http.connectionMs,
    http: { headersTimeout: config.http.headersMs, connectionsCheckingInterval: 1_000 },
    clientErrorHandler: clientErrorHandler(headers),
    // Requests already on a connection when shutdown starts are answered normally (with
    // "Connection: close") instead of Fastify's own 503 body, which is not the SPEC §3 shape.
    return503OnClosing: false,
    // Errors raised before routing skip all hooks, so they get the security headers here.
    frameworkErrors: (error, request, reply) => {
      reply.headers(headers);
      answerFrameworkError(error, request, reply);
    },
  });

  const { database, recipients, contactForms, outbox, adminSessions } = await openDatabase(
    config.database,
    config.recipientsSeedFile,
    app.log,
  );
  const metrics = new AppMetrics((now) => outbox.stats(now));
  const mailer = createMailSender(config.smtpUrl, config.mailFileDir);
  if (!config.smtpUrl) {
    const removed = await removeStalePartials(config.mailFileDir);
    if (removed > 0) app.log.info({ removed }, 'removed .eml.partial files left by a crash');
  }
  const worker = new OutboxWorker(
    outbox,
    mailer,
    { ...config.outbox, mailFrom: config.mailFrom },
    app.log,
    metrics.mailEvents,
  );
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  if (redis) metrics.watchRedis(() => redis.status === 'ready');
  const metricsServer =
    config.metricsPort === undefined
      ? undefined
      : await startMetricsServer(metrics.registry, config.metricsPort);
  // One hook, in this order: nothing may touch the database once it is closed.
  app.addHook('onClose', async () => {
    await worker.stop();
    mailer.close();
    await database.destroy();
    redis?.disconnect();
    metricsServer?.close();
  });

  // External plugins first, then app-wide behaviour, then routes (fastify/demo order).
  registerSecurityHeaders(app, headers);
  refuseLongUrls(app);
  installRequestLog(app);
  metrics.install(app);
  installDrainHeaders(app, lifecycle);
  await registerCompression(app);
  const counters = redis
    ? failOpenRedisCounterStore(redis, app.log, (fallingBack) =>
        metrics.rateLimitFallback.set(fallingBack ? 1 : 0),
      )
    : localCounterStore();
  const { signInMax, signInWindowMs } = config.adminSession;
  const credentialFailures = failedCredentialLimit(counters, signInMax, signInWindowMs);
  await registerAdminCookies(app);
  // Only JSON bodies: text/plain would otherwise be parsed, and form posts from other sites
  // (text/plain, urlencoded, multipart) must be refused with 415.
  app.removeContentTypeParser('text/plain');
  installApiValidation(app);
  installErrorHandler(app);

  const sessions = createAdminSessions(adminSessions, config.adminToken, config.adminSession.ttlMs);
  const guards = createAdminGuards(config.adminToken, credentialFailures, sessions);
  await app.register(apiRoutes, {
    prefix: '/api',
    contactForms,
    recipients,
    guards,
    postLimitHooks: submissionLimitHooks(counters, {
      ...config.rateLimit,
      invalidMax: config.rateLimitInvalidMax,
    }),
    onStored: () => {
      metrics.submissionsStored.inc();
      worker.nudge();
    },
  });
  await app.register(adminSessionRoutes, {
    prefix: '/api',
    adminToken: config.adminToken,
    session: config.adminSession,
    failures: credentialFailures,
    sessions,
  });
  await app.register(healthRoutes, { lifecycle, database, redis, metrics, guards });
  const pageNotFound = await registerStaticSite(app, config.siteDir);
  installNotFoundHandler(app, pageNotFound);

  app.log.info(
    {
      database: database.dialect,
      mail: mailer.description,
      site: pageNotFound ? config.siteDir : null,
      rateLimit: redis ? 'shared (Redis)' : 'per process',
      metricsPort: config.metricsPort ?? null,
    },
    'server configured',
  );
  if (options.startMailWorker !== false) app.addHook('onReady', async () => worker.start());
  return app;
}

/** Fastify's types omit the hop-count form, so a count becomes the equivalent function. */
function trustProxySetting(value: ServerConfig['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}
