import { buildApp } from './app';
import { adminTokenWarning, loadConfig } from './config';
import { ServerLifecycle, exitGracefullyOnSignals } from './lifecycle';

async function main(): Promise<void> {
  const config = loadConfig();
  const lifecycle = new ServerLifecycle();
  const app = await buildApp(config, { lifecycle });
  const tokenWarning = adminTokenWarning(config.adminToken);
  if (tokenWarning) app.log.warn(tokenWarning);

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
