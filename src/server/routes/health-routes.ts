import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/connect';
import { apiErrorBody } from '../http-error';
import type { ServerLifecycle } from '../lifecycle';
import type { AppMetrics } from '../metrics';
import type { AdminGuards } from '../plugins/admin-auth';
import { redisAnswers } from '../redis';

export interface HealthRouteOptions {
  lifecycle: ServerLifecycle;
  database: Database;
  /** Set when REDIS_URL is configured. */
  redis: Redis | undefined;
  metrics: AppMetrics;
  guards: AdminGuards;
}

const CHECK_TIMEOUT_MS = 2_000;

/**
 * Probes for a load balancer or orchestrator, and the metrics. Answers say what is wrong in a
 * few words, never the configuration (no URLs, hosts or versions).
 */
export async function healthRoutes(app: FastifyInstance, options: HealthRouteOptions) {
  const { lifecycle, database, redis, metrics, guards } = options;
  // Redis must have answered once since start: a wrong REDIS_URL must not go unnoticed. Later
  // outages only degrade the rate limit (fail open), so they do not take the instance out.
  let redisSeen = redis === undefined;

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const problem = await notReadyBecause();
    if (!problem) return { status: 'ready' };
    return reply.code(503).send(apiErrorBody(503, `Not ready: ${problem}`));
  });

  app.get('/metrics', { onRequest: guards.adminOnly }, async (_request, reply) => {
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });

  async function notReadyBecause(): Promise<string | undefined> {
    if (lifecycle.draining) return 'shutting down';
    if (!(await withinTime(database.ping()))) return 'database unreachable';
    if (!redisSeen && redis) {
      redisSeen = await redisAnswers(redis);
      if (!redisSeen) return 'Redis not reached yet';
    }
    return undefined;
  }
}

async function withinTime(check: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
