import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The store contract of @fastify/rate-limit (its own RedisStore and LocalStore implement it). */
interface Store {
  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void;
  child(routeOptions: StoreOptions): Store;
}
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo: { method?: string; url?: string };
}
type StoreConstructor<A extends unknown[]> = new (...args: A) => Store;

// The plugin's own stores (CommonJS files without type declarations): the Lua script of its Redis
// store and its in-process counter are reused, not rewritten.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreConstructor<
  [boolean | undefined, boolean | undefined, Redis, string]
>;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreConstructor<
  [boolean | undefined, boolean | undefined, number?]
>;

export interface SharedCounterStatus {
  /** True while Redis does not answer and each instance counts on its own. */
  readonly fallingBack: boolean;
}

/**
 * A @fastify/rate-limit store that counts in Redis, so the limit holds across instances, and falls
 * back to the in-process counter while Redis does not answer: submissions keep being accepted
 * (fail open), the outage is logged once, and the shared count resumes by itself when Redis is back.
 * Returns the store class (the plugin instantiates it) and a view of its state for /readyz.
 */
export function failOpenRedisStore(
  redis: Redis,
  log: FastifyBaseLogger,
  onFallbackChange: (fallingBack: boolean) => void = () => undefined,
): { store: new (options: StoreOptions) => Store; status: SharedCounterStatus } {
  const state = { fallingBack: false };
  const fallBack = (reason: string) => {
    if (state.fallingBack) return;
    state.fallingBack = true;
    onFallbackChange(true);
    log.warn({ reason }, 'Redis unreachable: the rate limit counts per instance until it is back');
  };
  const recover = () => {
    if (!state.fallingBack) return;
    state.fallingBack = false;
    onFallbackChange(false);
    log.info('Redis reachable again: the rate limit is shared again');
  };

  class FailOpenStore implements Store {
    private readonly shared: Store;
    private readonly local: Store;

    constructor(options: StoreOptions, namespace = 'prol-rate-limit-') {
      this.shared = new RedisStore(
        options.continueExceeding,
        options.exponentialBackoff,
        redis,
        namespace,
      );
      this.local = new LocalStore(options.continueExceeding, options.exponentialBackoff);
    }

    incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
      // Not connected: do not wait for a command that cannot be sent.
      if (redis.status !== 'ready') {
        fallBack(`connection ${redis.status}`);
        return this.local.incr(key, callback, timeWindow, max);
      }
      this.shared.incr(
        key,
        (error, result) => {
          if (error) {
            fallBack(error.message);
            return this.local.incr(key, callback, timeWindow, max);
          }
          recover();
          callback(null, result);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: StoreOptions): Store {
      const route = `${routeOptions.routeInfo.method ?? ''}${routeOptions.routeInfo.url ?? ''}`;
      return new FailOpenStore(routeOptions, `prol-rate-limit-${route}-`);
    }
  }

  return { store: FailOpenStore, status: state };
}
