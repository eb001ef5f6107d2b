import { Redis } from 'ioredis';

/**
 * The Redis connection for the shared rate limit. Commands never wait for a connection (no
 * offline queue) and give up after half a second, so a dead or black-holed Redis costs a request
 * nothing but the fallback to the in-process counter; ioredis reconnects in the background.
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    commandTimeout: 500,
    // Keep trying, at most every 2 s, for as long as the process runs.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Connection errors are expected during an outage; the store logs the outage once.
  redis.on('error', () => undefined);
  return redis;
}

/** Whether Redis answers a PING within half a second. */
export async function redisAnswers(redis: Redis): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
