import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisForTests, TEST_REDIS_URL } from '../../testing/redis.js';
import { firstConnection } from '../../redis.js';
import { RedisSessionStore } from '../redis-store.js';
import type { SessionRecord } from '../store.js';

const REDIS_URL = TEST_REDIS_URL;
const available = await redisForTests('Redis session store tests');

function record(id: string): SessionRecord {
  return {
    id,
    user: {
      id: '2',
      firstName: 'Lena',
      name: 'Lena Lawyer',
      email: 'lawyer@lexbridge.test',
      roles: ['Legal Staff'],
      isAzimuth: false,
      isTableau: false,
      clientId: null,
      clientName: null,
    },
    isAdmin: false,
    menu: [],
    editableRoutes: ['/extracts'],
    token: { accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 60_000 },
    createdAt: Date.now(),
  };
}

describe.skipIf(!available)('the Redis session store', () => {
  const prefix = `lexbridge-test:${randomBytes(4).toString('hex')}:`;
  let redis: Redis;
  let store: RedisSessionStore;
  let other: RedisSessionStore;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    const otherRedis = new Redis(REDIS_URL);
    // The store refuses commands until its client is connected.
    await Promise.all([firstConnection(redis), firstConnection(otherRedis)]);
    store = new RedisSessionStore(redis, prefix, false);
    other = new RedisSessionStore(otherRedis, prefix);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await other.close();
    await redis.quit();
  });

  it('refuses at once with SERVICE_UNAVAILABLE while its Redis is not connected', async () => {
    const away = new Redis('redis://127.0.0.1:9', { lazyConnect: true });
    const down = new RedisSessionStore(away, prefix);
    expect(down.available()).toBe(false);
    const startedAt = Date.now();
    await expect(down.get('s1')).rejects.toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE' } });
    await expect(down.set(record('s1'), 1000)).rejects.toMatchObject({
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    await expect(down.withLock('k', 1000, async () => 1)).rejects.toMatchObject({
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect(Date.now() - startedAt).toBeLessThan(100);
    away.disconnect();
  });

  it('keeps a session for its time to live, visible to another replica', async () => {
    await store.set(record('s1'), 60_000);
    expect(await other.get('s1')).toMatchObject({ id: 's1', editableRoutes: ['/extracts'] });
    expect(await redis.pttl(`${prefix}session:s1`)).toBeGreaterThan(50_000);
  });

  it('expires, touches and deletes', async () => {
    await store.set(record('s2'), 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await store.get('s2')).toBeNull();
    await store.set(record('s3'), 1000);
    await store.touch('s3', 60_000);
    expect(await redis.pttl(`${prefix}session:s3`)).toBeGreaterThan(50_000);
    await other.delete('s3');
    expect(await store.get('s3')).toBeNull();
  });

  it('reads a session and slides its expiry in one command', async () => {
    await store.set(record('s4'), 1000);
    const seen: string[] = [];
    const monitor = await redis.monitor();
    monitor.on('monitor', (_time: string, args: string[]) => {
      if (args.some((arg) => arg.endsWith('session:s4'))) seen.push(String(args[0]).toLowerCase());
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await other.getAndTouch('s4', 60_000)).toMatchObject({ id: 's4' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    monitor.disconnect();
    expect(seen).toEqual(['getex']);
    expect(await redis.pttl(`${prefix}session:s4`)).toBeGreaterThan(50_000);
    expect(await other.getAndTouch('missing', 60_000)).toBeNull();
  });

  it('lets one holder at a time run under a lock, across clients', async () => {
    const order: string[] = [];
    let running = 0;
    let overlap = false;
    const task = (name: string) => async () => {
      running += 1;
      if (running > 1) overlap = true;
      order.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 30));
      order.push(`end ${name}`);
      running -= 1;
      return name;
    };
    const results = await Promise.all([
      store.withLock('refresh:x', 5000, task('a')),
      other.withLock('refresh:x', 5000, task('b')),
      store.withLock('refresh:x', 5000, task('c')),
    ]);
    expect(results.sort()).toEqual(['a', 'b', 'c']);
    expect(overlap).toBe(false);
    expect(order).toHaveLength(6);
  });

  it('releases the lock when the task fails, and a lapsed lock does not block forever', async () => {
    await expect(
      store.withLock('refresh:y', 5000, async () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    expect(await store.withLock('refresh:y', 5000, async () => 'next')).toBe('next');
    await redis.set(`${prefix}lock:refresh:z`, 'crashed-holder', 'PX', 100);
    expect(await store.withLock('refresh:z', 100, async () => 'after lapse')).toBe('after lapse');
  });
});
