import { Cluster, Redis } from 'ioredis';

export type RedisClient = Redis | Cluster;

/**
 * Opens Redis from REDIS_URL. Several comma-separated URLs mean a Redis Cluster (its seed nodes). Every key the BFF
 * writes is a single key (sessions, locks, cache entries, rate-limit counters), so nothing needs hash tags.
 * While Redis is not connected the BFF does not send commands at all (redisReady): requests that need a session
 * answer SERVICE_UNAVAILABLE at once, the cache reads as a miss and the rate limits let requests through. A command
 * sent just before Redis went away fails within a second (commandTimeout).
 */
export function connectRedis(url: string): RedisClient {
  const urls = url
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const options = {
    // Commands wait for a reconnect once, and never more than a second: during an outage requests fail fast
    // (and the rate limits and the cache go on without Redis) instead of queueing behind reconnection attempts.
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    retryStrategy: (times: number) => Math.min(times * 100, 1000),
    enableOfflineQueue: true,
    lazyConnect: false,
  };
  if (urls.length > 1) {
    const first = new URL(urls[0]!);
    return new Cluster(
      urls.map((entry) => {
        const parsed = new URL(entry);
        return { host: parsed.hostname, port: Number(parsed.port || 6379) };
      }),
      {
        redisOptions: {
          ...options,
          username: first.username ? decodeURIComponent(first.username) : undefined,
          password: first.password ? decodeURIComponent(first.password) : undefined,
          tls: first.protocol === 'rediss:' ? {} : undefined,
        },
      },
    );
  }
  return new Redis(urls[0]!, options);
}

/**
 * Waits (at most `timeoutMs`) for the first connection attempt to settle: ready, or failed. Commands are refused
 * at once while Redis is not ready (see redisReady), so a BFF that starts must not take requests in the few
 * milliseconds before its first connection is up; a Redis that is down at start costs no wait.
 */
export function firstConnection(redis: RedisClient, timeoutMs = 5000): Promise<void> {
  if (redisReady(redis)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      for (const event of ['ready', 'error', 'end'] as const) redis.off(event, done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    for (const event of ['ready', 'error', 'end'] as const) redis.once(event, done);
  });
}

/** Ready to take commands (connected, and for a cluster its slots known). */
export function redisReady(redis: RedisClient): boolean {
  return redis.status === 'ready';
}
