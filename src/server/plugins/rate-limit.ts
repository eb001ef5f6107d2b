import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

export interface RateLimitSettings {
  enabled: boolean;
  max: number;
  windowMs: number;
}

/**
 * Registers the limiter without a global limit; routes opt in through `rateLimitConfig` (the
 * contact form, only when enabled) and `signInRateLimitConfig` (admin sign-in, always).
 * Keyed by request.ip, which honours TRUST_PROXY. `store` (the fail-open Redis store when
 * REDIS_URL is set) shares the count between instances; without it each process counts alone.
 */
export async function registerRateLimit(app: FastifyInstance, store?: unknown): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(store ? { store: store as never } : {}),
  });
}

/** Route `config` for a limited route; empty when limiting is switched off. */
export function rateLimitConfig(settings: RateLimitSettings): Record<string, unknown> {
  return settings.enabled
    ? { rateLimit: { max: settings.max, timeWindow: settings.windowMs } }
    : {};
}

/** Route `config` of the admin sign-in: always limited, counted apart from the contact form. */
export function signInRateLimitConfig(max: number, windowMs: number): Record<string, unknown> {
  return { rateLimit: { max, timeWindow: windowMs, groupId: 'admin-sign-in' } };
}
