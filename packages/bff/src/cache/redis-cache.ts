import { redisReady, type RedisClient } from '../redis.js';
import { BaseCache, type CacheObserver } from './cache.js';

/**
 * The cache in Redis, shared by every replica: one JSON string per key with a millisecond expiry. Redis evicts by
 * its own policy (maxmemory-policy; volatile-lru suits, every key here expires). When Redis fails, reads are misses
 * and writes are dropped: the request goes on to the catalogue.
 */
export class RedisCache extends BaseCache {
  constructor(
    private readonly redis: RedisClient,
    private readonly prefix: string,
    observer?: CacheObserver,
  ) {
    super(observer);
  }

  private key(key: string): string {
    return `${this.prefix}cache:${key}`;
  }

  /** While Redis is not connected the cache is a miss at once, instead of queueing behind the reconnection. */
  private connected(): void {
    if (!redisReady(this.redis)) throw new Error('Redis is not connected');
  }

  protected async read(key: string): Promise<unknown> {
    this.connected();
    const text = await this.redis.get(this.key(key));
    return text === null ? undefined : (JSON.parse(text) as unknown);
  }

  protected async write(key: string, value: unknown, ttlMs: number): Promise<void> {
    this.connected();
    await this.redis.set(this.key(key), JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)));
  }

  protected async remove(key: string): Promise<void> {
    this.connected();
    await this.redis.del(this.key(key));
  }

  /** The Redis client belongs to the app (sessions and rate limits share it). */
  async close(): Promise<void> {}
}
