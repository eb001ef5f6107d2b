import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

export interface RateLimitSettings {
  enabled: boolean;
  max: number;
  windowMs: number;
}

/**
 * Registers the limiter without a global limit; routes opt in through `rateLimitConfig`.
 * Keyed by request.ip, which honours TRUST_PROXY.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  settings: RateLimitSettings,
): Promise<void> {
  if (!settings.enabled) return;
  await app.register(rateLimit, { global: false });
}

/** Route `config` for a limited route; empty when limiting is switched off. */
export function rateLimitConfig(settings: RateLimitSettings): Record<string, unknown> {
  return settings.enabled
    ? { rateLimit: { max: settings.max, timeWindow: settings.windowMs } }
    : {};
}
