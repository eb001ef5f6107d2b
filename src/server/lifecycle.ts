import type { FastifyInstance } from 'fastify';

/**
 * Where the process is between start and exit. After SIGTERM it is *draining*: still answering,
 * but /readyz says 503 so a load balancer stops sending, and every answer carries
 * `Connection: close` so keep-alive clients move on before the listener closes.
 */
export class ServerLifecycle {
  private drainingSince: number | undefined;

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  startDraining(): void {
    this.drainingSince ??= Date.now();
  }
}

export function installDrainHeaders(app: FastifyInstance, lifecycle: ServerLifecycle): void {
  // Callback style: an async hook costs every request a promise, even when not draining.
  app.addHook('onSend', (_request, reply, payload, done) => {
    // Node then closes the socket after this answer instead of keeping it for the next request.
    if (lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });
}

export interface ShutdownSettings {
  /** Wait this long after SIGTERM before the listener closes (the balancer's reaction time). */
  drainDelayMs: number;
  /** Then wait at most this long for requests in flight; after it their sockets are closed. */
  graceMs: number;
}

/**
 * SIGTERM/SIGINT: drain, close the listener (idle keep-alive sockets at once), let requests in
 * flight finish, force-close the sockets still open when the grace period ends, then stop the
 * mail worker and the database (Fastify's onClose) and exit 0. Exit 1 only if that last part hangs.
 */
export function exitGracefullyOnSignals(
  app: FastifyInstance,
  lifecycle: ServerLifecycle,
  settings: ShutdownSettings,
): void {
  const shutdown = (signal: NodeJS.Signals) => {
    if (lifecycle.draining) return;
    lifecycle.startDraining();
    app.log.info({ signal, drainDelayMs: settings.drainDelayMs }, 'shutting down: draining');
    setTimeout(() => void closeThenExit(app, settings.graceMs), settings.drainDelayMs);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

/** Time left for the worker and the database after the sockets are gone. */
const CLEANUP_LIMIT_MS = 10_000;

async function closeThenExit(app: FastifyInstance, graceMs: number): Promise<void> {
  const forceClose = setTimeout(() => {
    app.log.warn('grace period over: closing the connections still open');
    app.server.closeAllConnections();
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, CLEANUP_LIMIT_MS).unref();
  }, graceMs);
  forceClose.unref();
  app.log.info('closing the listener; finishing requests in flight');
  try {
    // close() stops accepting, closes idle sockets, waits for the rest, then runs onClose.
    await app.close();
  } catch (error) {
    app.log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
  process.exit(0);
}
