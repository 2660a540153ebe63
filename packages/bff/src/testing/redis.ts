import { Redis } from 'ioredis';

/** The Redis the tests of Redis paths use. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers at `url`: one PING, no retries. */
export async function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * Whether the tests of `what` can use Redis. With CI=true a Redis that does not answer is an error; elsewhere those
 * tests are skipped, with a line that says so.
 */
export async function redisForTests(what: string): Promise<boolean> {
  const available = await redisReachable();
  if (!available && process.env.CI === 'true')
    throw new Error(`Redis is not reachable at ${TEST_REDIS_URL}, and CI=true requires it`);
  if (!available) console.log(`${what} skipped: Redis is not reachable at ${TEST_REDIS_URL}`);
  return available;
}
