import { Cluster, Redis } from 'ioredis';

export type RedisClient = Redis | Cluster;

/**
 * Opens Redis from REDIS_URL. Several comma-separated URLs mean a Redis Cluster (its seed nodes). Every key the BFF
 * writes is a single key (sessions, locks, cache entries, rate-limit counters), so nothing needs hash tags.
 * While Redis is away, commands fail within a second: requests that need a session answer with an error, the cache
 * reads as a miss and the rate limits let requests through, instead of requests hanging.
 */
export function connectRedis(url: string): RedisClient {
  const urls = url.split(',').map((part) => part.trim()).filter(Boolean);
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

/** Ready to take commands (connected, and for a cluster its slots known). */
export function redisReady(redis: RedisClient): boolean {
  return redis.status === 'ready';
}
