import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** A key's count in its window, and how long until that window ends. */
export interface WindowCount {
  current: number;
  ttlMs: number;
}

/**
 * Counts per key (a client address) in a fixed window that starts with the key's first hit.
 * `peek` reads without counting, so a limit can be checked on requests that must not count (a
 * right admin token); `giveBack` returns a hit that turned out not to count (the reserved place
 * of a contact message that was not accepted after all).
 */
export interface WindowCounter {
  hit(key: string): Promise<WindowCount>;
  peek(key: string): Promise<WindowCount>;
  giveBack(key: string): Promise<void>;
}

/** Makes counters; each name has its own keys (and Redis keys), apart from every other counter. */
export interface CounterStore {
  counter(name: string, windowMs: number): WindowCounter;
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** The store contract of @fastify/rate-limit (its own RedisStore and LocalStore implement it). */
interface PluginStore {
  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void;
}
/** LocalStore keeps its counts in a toad-cache LRU map (`lru`) of these entries. */
interface LocalEntry {
  current: number;
  iterationStartMs: number;
}
interface LocalStoreWithMap extends PluginStore {
  lru: { get(key: string): LocalEntry | undefined };
}

// The plugin's own stores (CommonJS files without type declarations): the Lua script of its Redis
// store and its in-process counter are reused, not rewritten.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => PluginStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => LocalStoreWithMap;

const NAMESPACE = 'prol-rate-limit-';
// `max` only matters to the plugin's stores for continueExceeding and backoff, both off here.
const NO_MAX = Number.MAX_SAFE_INTEGER;

const incr = (store: PluginStore, key: string, windowMs: number) =>
  new Promise<WindowCount>((resolve, reject) =>
    store.incr(
      key,
      (error, result) =>
        error || !result ? reject(error) : resolve({ current: result.current, ttlMs: result.ttl }),
      windowMs,
      NO_MAX,
    ),
  );

function localCounter(windowMs: number): WindowCounter {
  const store = new LocalStore(false, false);
  /** The key's entry while its window lasts (LocalStore itself resets one only on its next hit). */
  const open = (key: string, now: number) => {
    const entry = store.lru.get(key);
    return entry && entry.iterationStartMs + windowMs > now ? entry : undefined;
  };
  return {
    hit: (key) => incr(store, key, windowMs),
    async peek(key) {
      const now = Date.now();
      const entry = open(key, now);
      return entry
        ? { current: entry.current, ttlMs: entry.iterationStartMs + windowMs - now }
        : { current: 0, ttlMs: 0 };
    },
    async giveBack(key) {
      const entry = open(key, Date.now());
      if (entry && entry.current > 0) entry.current--;
    },
  };
}

/** Each process counts alone (no REDIS_URL). */
export function localCounterStore(): CounterStore {
  return { counter: (_name, windowMs) => localCounter(windowMs) };
}

// Reading and giving back keep the window's end (DECR leaves a key's TTL as it is).
const PEEK_LUA = `
  local current = tonumber(redis.call('GET', KEYS[1]) or '0')
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then return {0, 0} end
  return {current, ttl}
`;
const GIVE_BACK_LUA = `
  local current = tonumber(redis.call('GET', KEYS[1]) or '0')
  if current > 0 then return redis.call('DECR', KEYS[1]) end
  return 0
`;
interface CounterCommands {
  prolCounterPeek(key: string): Promise<[number, number]>;
  prolCounterGiveBack(key: string): Promise<number>;
}

function redisCounter(redis: Redis, namespace: string, windowMs: number): WindowCounter {
  const store = new RedisStore(false, false, redis, namespace);
  const commands = redis as Redis & Partial<CounterCommands>;
  if (!commands.prolCounterPeek) {
    redis.defineCommand('prolCounterPeek', { numberOfKeys: 1, lua: PEEK_LUA });
    redis.defineCommand('prolCounterGiveBack', { numberOfKeys: 1, lua: GIVE_BACK_LUA });
  }
  const defined = commands as Redis & CounterCommands;
  return {
    hit: (key) => incr(store, key, windowMs),
    async peek(key) {
      const [current, ttlMs] = await defined.prolCounterPeek(namespace + key);
      return { current, ttlMs };
    },
    async giveBack(key) {
      await defined.prolCounterGiveBack(namespace + key);
    },
  };
}

/**
 * Counters that count in Redis, so a limit holds across instances, and fall back to the in-process
 * counter while Redis does not answer: requests keep being served (fail open), the outage is logged
 * once, and the shared count resumes by itself when Redis is back (decision 110).
 */
export function failOpenRedisCounterStore(
  redis: Redis,
  log: FastifyBaseLogger,
  onFallbackChange: (fallingBack: boolean) => void = () => undefined,
): CounterStore {
  let fallingBack = false;
  // Counts outages. A reply to a command sent before the current outage began says nothing about
  // Redis now: under load such a late reply used to end the outage and the next failure logged
  // it a second time.
  let outages = 0;
  const fallBack = (reason: string) => {
    if (fallingBack) return;
    fallingBack = true;
    outages += 1;
    onFallbackChange(true);
    log.warn({ reason }, 'Redis unreachable: the rate limit counts per instance until it is back');
  };
  const recover = () => {
    if (!fallingBack) return;
    fallingBack = false;
    onFallbackChange(false);
    log.info('Redis reachable again: the rate limit is shared again');
  };

  return {
    counter(name, windowMs) {
      const shared = redisCounter(redis, `${NAMESPACE}${name}-`, windowMs);
      const local = localCounter(windowMs);
      const run = async <T>(operation: (counter: WindowCounter) => Promise<T>): Promise<T> => {
        // Not connected: do not wait for a command that cannot be sent.
        if (redis.status !== 'ready') {
          fallBack(`connection ${redis.status}`);
          return operation(local);
        }
        const sentIn = outages;
        try {
          const result = await operation(shared);
          if (sentIn === outages) recover();
          return result;
        } catch (error) {
          fallBack(error instanceof Error ? error.message : String(error));
          return operation(local);
        }
      };
      return {
        hit: (key) => run((counter) => counter.hit(key)),
        peek: (key) => run((counter) => counter.peek(key)),
        giveBack: (key) => run((counter) => counter.giveBack(key)),
      };
    },
  };
}
