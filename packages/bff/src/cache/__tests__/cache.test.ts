import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisForTests, TEST_REDIS_URL } from '../../testing/redis.js';
import { firstConnection } from '../../redis.js';
import { userKey, type Cache } from '../cache.js';
import { MemoryCache } from '../memory-cache.js';
import { RedisCache } from '../redis-cache.js';

const REDIS_URL = TEST_REDIS_URL;
const redisAvailable = await redisForTests('Redis cache tests');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The contract every cache keeps, memory or Redis. */
function contract(name: string, make: () => Cache) {
  describe(name, () => {
    it('keeps a value for its time to live', async () => {
      const cache = make();
      // A lifetime far above a busy machine's pauses between two calls; then the value must go of itself.
      await cache.set('k1', { industries: [1, 2] }, 1_500);
      expect(await cache.get('k1')).toEqual({ industries: [1, 2] });
      await expect.poll(() => cache.get('k1'), { timeout: 10_000, interval: 100 }).toBeUndefined();
      await cache.set('k2', 'v', 10_000);
      await cache.delete('k2');
      expect(await cache.get('k2')).toBeUndefined();
    });

    it('loads once for concurrent callers (single flight), then serves hits', async () => {
      const cache = make();
      let loads = 0;
      const load = async () => {
        loads += 1;
        await sleep(30);
        return ['lookup', loads];
      };
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => cache.getOrLoad('lookups', 10_000, load)),
      );
      expect(loads).toBe(1);
      for (const answer of answers) expect(answer).toEqual(['lookup', 1]);
      expect(await cache.getOrLoad('lookups', 10_000, load)).toEqual(['lookup', 1]);
      expect(loads).toBe(1);
      expect(cache.stats.misses).toBe(1);
      expect(cache.stats.hits).toBe(10);
    });

    it('does not cache a failed load; every waiting caller gets the error', async () => {
      const cache = make();
      let calls = 0;
      const failing = async () => {
        calls += 1;
        await sleep(10);
        throw new Error('catalogue down');
      };
      const results = await Promise.allSettled([
        cache.getOrLoad('f', 1000, failing),
        cache.getOrLoad('f', 1000, failing),
      ]);
      expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
      expect(calls).toBe(1);
      expect(await cache.getOrLoad('f', 1000, async () => 'ok now')).toBe('ok now');
    });
  });
}

contract('the memory cache', () => new MemoryCache(100));

describe('the memory cache, bounded', () => {
  it('forgets the least recently used entry when full', async () => {
    const cache = new MemoryCache(3);
    await cache.set('a', 1, 10_000);
    await cache.set('b', 2, 10_000);
    await cache.set('c', 3, 10_000);
    expect(await cache.get('a')).toBe(1);
    await cache.set('d', 4, 10_000);
    expect(cache.size).toBe(3);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe(1);
  });

  it('tells its observer about hits and misses', async () => {
    const seen: string[] = [];
    const cache = new MemoryCache(10, {
      hit: (key) => seen.push(`hit ${key}`),
      miss: (key) => seen.push(`miss ${key}`),
    });
    await cache.getOrLoad('x', 1000, async () => 1);
    await cache.getOrLoad('x', 1000, async () => 1);
    expect(seen).toEqual(['miss x', 'hit x']);
  });
});

describe('userKey', () => {
  it("keeps one user's copy apart from another's", () => {
    expect(userKey('42', 'lookups', 'industries')).toBe('user:42:lookups:industries');
    expect(userKey('4:2', 'x')).not.toBe(userKey('4', '2:x'));
  });
});

describe.skipIf(!redisAvailable)('the Redis cache', () => {
  const prefix = `lexbridge-test:${randomBytes(4).toString('hex')}:`;
  const redis = redisAvailable ? new Redis(REDIS_URL) : null;
  beforeAll(async () => {
    if (redis) await firstConnection(redis);
  });
  afterAll(async () => {
    if (!redis) return;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  contract('(contract)', () => new RedisCache(redis!, `${prefix}${randomBytes(2).toString('hex')}:`));

  it('is shared by every replica', async () => {
    const twoRedis = new Redis(REDIS_URL);
    // The cache skips Redis until its client is connected.
    await Promise.all([firstConnection(redis!), firstConnection(twoRedis)]);
    const one = new RedisCache(redis!, prefix);
    const two = new RedisCache(twoRedis, prefix);
    await one.set(userKey('7', 'lookups'), { a: 1 }, 10_000);
    expect(await two.get(userKey('7', 'lookups'))).toEqual({ a: 1 });
    expect(await redis!.pttl(`${prefix}cache:user:7:lookups`)).toBeGreaterThan(9000);
    await twoRedis.quit();
  });

  it('reads as a miss and goes on when Redis is down', async () => {
    const failures: string[] = [];
    const dead = new Redis('redis://127.0.0.1:9', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    const cache = new RedisCache(dead, prefix, { failed: (operation) => failures.push(operation) });
    expect(await cache.getOrLoad('k', 1000, async () => 'from the catalogue')).toBe('from the catalogue');
    expect(failures).toEqual(['get', 'set']);
    dead.disconnect();
  });
});
