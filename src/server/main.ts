import { buildApp } from './app';
import { loadConfig } from './config';
import { ServerLifecycle, exitGracefullyOnSignals } from './lifecycle';

async function main(): Promise<void> {
  const config = loadConfig();
  const lifecycle = new ServerLifecycle();
  const app = await buildApp(config, { lifecycle });
  if (!config.adminToken) app.log.warn('ADMIN_TOKEN is not set: admin endpoints answer 401');
  else if (config.adminToken.length < 24)
    app.log.warn('ADMIN_TOKEN is short; use 32+ random bytes');

  exitGracefullyOnSignals(app, lifecycle, {
    drainDelayMs: config.shutdownDrainDelayMs,
    graceMs: config.shutdownGraceMs,
  });
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error('Server failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
