import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness.js';
import { redisForTests, TEST_REDIS_URL } from '../../testing/redis.js';

const SESSION_QUERY = JSON.stringify({ query: '{ session { isAdmin } }' });
const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { session { user { email } } } }';
const lawyer = (password = 'Demo#2026') => ({
  input: { username: 'lawyer@lexbridge.test', password, acceptTerms: true },
});

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const startedAt = performance.now();
  const value = await work();
  return { value, ms: performance.now() - startedAt };
}

/** REDIS_URL names a Redis that is not there: the BFF stays up, says so quickly and clearly, and leaks nothing. */
describe('a BFF whose Redis is down (NODE_ENV=production)', () => {
  let harness: Harness;

  beforeAll(async () => {
    vi.stubEnv('NODE_ENV', 'production');
    harness = await startHarness({ bff: { redisUrl: 'redis://127.0.0.1:9', rateLimitSignIn: 3 } });
  });
  afterAll(async () => {
    await harness?.close();
    vi.unstubAllEnvs();
  });

  it('is alive but not ready', async () => {
    expect((await fetch(`${harness.bffUrl}/healthz`)).status).toBe(200);
    const ready = await fetch(`${harness.bffUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'redis-unavailable' });
  });

  it('answers a cookie request 503 SERVICE_UNAVAILABLE at once, naming no address', async () => {
    const { value: response, ms } = await timed(() =>
      fetch(`${harness.bffUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: 'lexbridge_session=some-session' },
        body: SESSION_QUERY,
      }),
    );
    const text = await response.text();
    expect(response.status).toBe(503);
    expect(JSON.parse(text).errors?.[0]).toMatchObject({
      message: 'Lexbridge is not available right now. Please try again shortly.',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect(text).not.toMatch(/127\.0\.0\.1|:9\b|ECONNREFUSED|redis/i);
    expect(ms).toBeLessThan(500);
  });

  it('answers a download with a cookie 503 SERVICE_UNAVAILABLE too', async () => {
    const response = await fetch(`${harness.bffUrl}/files/${'t'.repeat(32)}`, {
      headers: { cookie: 'lexbridge_session=x' },
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('refuses a sign-in at once with SERVICE_UNAVAILABLE, before asking the catalogue', async () => {
    const { value: answer, ms } = await timed(() => harness.client().gql(LOGIN, lawyer()));
    expect(answer.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    expect(answer.data).toBeNull();
    expect(ms).toBeLessThan(500);
  });

  it('answers anonymous requests that need no session as usual', async () => {
    const answer = await harness.client().gql('{ session { isAdmin } appConfig { signUpEnabled } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toMatchObject({ session: null, appConfig: { signUpEnabled: false } });
  });
});

const REDIS_URL = TEST_REDIS_URL;
const redisUp = await redisForTests('The Redis outage tests');

/**
 * Redis goes away while users are signed in: the BFF reaches Redis through a TCP relay this test cuts (the real
 * Redis is shared and stays up). Signed-in requests answer SERVICE_UNAVAILABLE quickly, readiness says so, and
 * when the relay is back the same session works again.
 */
describe.skipIf(!redisUp)('a BFF whose Redis goes away and comes back (NODE_ENV=production)', () => {
  const target = new URL(REDIS_URL);
  const prefix = `lexbridge-test:${randomBytes(4).toString('hex')}:`;
  const sockets = new Set<net.Socket>();
  let relay: net.Server;
  let relayPort = 0;
  let harness: Harness;

  const openRelay = () =>
    new Promise<void>((resolve) => {
      relay = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      relay.listen(relayPort, '127.0.0.1', () => {
        relayPort = (relay.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const cutRelay = () =>
    new Promise<void>((resolve) => {
      relay.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  beforeAll(async () => {
    vi.stubEnv('NODE_ENV', 'production');
    await openRelay();
    harness = await startHarness({
      bff: { redisUrl: `redis://127.0.0.1:${relayPort}`, redisKeyPrefix: prefix },
    });
  });
  afterAll(async () => {
    await harness?.close();
    await cutRelay().catch(() => undefined);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    vi.unstubAllEnvs();
  });

  it('answers SERVICE_UNAVAILABLE quickly while Redis is away, and serves the same session when it is back', async () => {
    const client = harness.client();
    expect((await client.gql(LOGIN, lawyer())).errors).toBeUndefined();
    expect((await client.gql('{ inboxCounts { count } }')).errors).toBeUndefined();

    await cutRelay();
    // ioredis notices the closed connection and reconnects in the background.
    await vi.waitFor(async () => expect((await fetch(`${harness.bffUrl}/readyz`)).status).toBe(503), {
      timeout: 5000,
    });
    const { value: away, ms } = await timed(() => client.gql('{ inboxCounts { count } }'));
    expect(away.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    expect(ms).toBeLessThan(500);
    expect((await harness.client().gql(LOGIN, lawyer())).errors?.[0]?.extensions?.code).toBe(
      'SERVICE_UNAVAILABLE',
    );

    await openRelay();
    await vi.waitFor(async () => expect((await fetch(`${harness.bffUrl}/readyz`)).status).toBe(200), {
      timeout: 10_000,
    });
    const back = await client.gql('{ inboxCounts { count } }');
    expect(back.errors).toBeUndefined();
  });
});
