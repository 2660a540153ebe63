import { Redis } from 'ioredis';
import pg from 'pg';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function redisProblem(): Promise<string | null> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG' ? null : 'no PONG';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    probe.disconnect();
  }
}

async function postgresProblem(): Promise<string | null> {
  const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Whether Redis and PostgreSQL are there for the scale-out tests. With CI=true a missing one is a failure;
 * elsewhere the tests skip with one line saying why.
 */
export async function scaleOutServices(what: string): Promise<boolean> {
  const problems = [
    ...((await redisProblem()) ? [`Redis at ${REDIS_URL}: ${await redisProblem()}`] : []),
    ...((await postgresProblem())
      ? [`PostgreSQL at ${new URL(DATABASE_URL).host}: ${await postgresProblem()}`]
      : []),
  ];
  if (problems.length === 0) return true;
  if (process.env.CI === 'true')
    throw new Error(`${what} need ${problems.join('; ')} (CI=true requires them)`);
  console.log(`${what} skipped: ${problems.join('; ')} (set TEST_REDIS_URL / TEST_DATABASE_URL)`);
  return false;
}
