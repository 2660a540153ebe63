import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { redisForTests, TEST_REDIS_URL } from '../../testing/redis.js';
import { silentLog } from '../../testing/fake-catalogue.js';
import { connectRedis, firstConnection, type RedisClient } from '../../redis.js';
import { MemoryAccessMarks, RedisAccessMarks } from '../access-changes.js';

const REDIS_URL = TEST_REDIS_URL;
const available = await redisForTests('Redis access-mark tests');

describe('access marks in one process', () => {
  it("answer a user's own change or everyone's, whichever is later, and forget them after the idle time", async () => {
    let now = 1_000_000;
    const marks = new MemoryAccessMarks(60_000, () => now);
    expect(marks.changedAt('7')).toBe(0);
    await marks.mark('7');
    expect(marks.changedAt('7')).toBe(1_000_000);
    expect(marks.changedAt('8')).toBe(0);
    now += 10;
    await marks.mark();
    expect(marks.changedAt('7')).toBe(1_000_010);
    expect(marks.changedAt('8')).toBe(1_000_010);
    now += 60_000;
    expect(marks.changedAt('7')).toBe(0);
  });
});

describe.skipIf(!available)('access marks shared through Redis', () => {
  const clients: RedisClient[] = [];
  const all: RedisAccessMarks[] = [];

  /** A replica's marks; replicas of one test share `group` (a key prefix of their own). */
  async function replica(group: string): Promise<RedisAccessMarks> {
    const prefix = `test:${group}:`;
    const redis = connectRedis(REDIS_URL);
    clients.push(redis);
    await firstConnection(redis);
    const marks = new RedisAccessMarks(redis, prefix, 60_000, silentLog);
    all.push(marks);
    await marks.started();
    return marks;
  }

  afterAll(async () => {
    for (const marks of all) await marks.close();
    for (const redis of clients) redis.disconnect();
  });

  it('reach the other replicas at once, without a read per request', async () => {
    const group = randomBytes(4).toString('hex');
    const first = await replica(group);
    const second = await replica(group);
    await first.mark('42');
    expect(first.changedAt('42')).toBeGreaterThan(0);
    await vi.waitFor(() => expect(second.changedAt('42')).toBe(first.changedAt('42')));
    expect(second.changedAt('43')).toBe(0);
    await second.mark();
    await vi.waitFor(() => expect(first.changedAt('43')).toBe(second.changedAt('43')));
  });

  it('are read whole by a replica that starts later', async () => {
    const group = randomBytes(4).toString('hex');
    const early = await replica(group);
    await early.mark('77');
    const late = await replica(group);
    expect(late.changedAt('77')).toBe(early.changedAt('77'));
  });

  it('are read again after the subscription reconnects, with what was missed meanwhile', async () => {
    const group = randomBytes(4).toString('hex');
    const watcher = await replica(group);
    const writer = await replica(group);
    const subscriber = (watcher as unknown as { subscriber: RedisClient }).subscriber;
    const ended = new Promise((resolve) => subscriber.once('end', resolve));
    subscriber.disconnect();
    await ended;
    // Written while the watcher's subscription is down: it hears no message of it.
    await writer.mark('99');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(watcher.changedAt('99')).toBe(0);
    await subscriber.connect();
    await vi.waitFor(() => expect(watcher.changedAt('99')).toBe(writer.changedAt('99')));
    // And it hears the next change again.
    await writer.mark('100');
    await vi.waitFor(() => expect(watcher.changedAt('100')).toBe(writer.changedAt('100')));
  });
});
