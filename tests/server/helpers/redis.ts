import { Redis } from 'ioredis';

const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
let probed: Promise<string | undefined> | undefined;

/**
 * The Redis URL to test against, or undefined (with a clear message) when no server answers.
 * REQUIRE_REDIS=1 (set by .ci/run) turns "unreachable" into a failure instead of a skip.
 */
export function redisUrl(): Promise<string | undefined> {
  probed ??= (async () => {
    const url = process.env.TEST_REDIS_URL ?? DEFAULT_REDIS_URL;
    const client = new Redis(url, {
      lazyConnect: true,
      connectTimeout: 1_000,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.ping();
      return url;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const message = `Redis at ${url.replace(/\/\/[^@]*@/, '//***@')} is unreachable (${reason})`;
      if (process.env.REQUIRE_REDIS === '1') {
        throw new Error(`${message}; REQUIRE_REDIS=1 forbids skipping the Redis tests`);
      }
      console.warn(`${message}: SKIPPING the multi-instance (Redis) server tests.`);
      return undefined;
    } finally {
      client.disconnect();
    }
  })();
  return probed;
}
