import { buildApp } from './app';
import { loadConfig } from './config';

/** Seconds a shutdown may take before we give up on in-flight work and exit anyway. */
const SHUTDOWN_GRACE_MS = 15_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  if (!config.adminToken) app.log.warn('ADMIN_TOKEN is not set: admin endpoints answer 401');
  else if (config.adminToken.length < 24)
    app.log.warn('ADMIN_TOKEN is short; use 32+ random bytes');

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // close() stops accepting, waits for requests in flight, then runs onClose (worker, database).
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error('Server failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
