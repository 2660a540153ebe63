import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLegacy, type RunningLegacy } from '@lexbridge/legacy';
import { DEMO_PASSWORD, TEST_SECRET } from '@lexbridge/bff/testing/harness.ts';
import { manifest, operation, startBff, type Answer, type BffProcess } from './processes.js';
import { DATABASE_URL, REDIS_URL, scaleOutServices } from './services.js';

const available = await scaleOutServices('The two-replica tests');

interface Stats {
  tokenCalls: Record<string, number>;
  requests: Record<string, number>;
}

/**
 * Two BFF processes on one Redis, in front of one reference catalogue on PostgreSQL: the scale-out set-up of
 * docs/operations.md, with the load balancer played by this test (round robin over the replicas whose /readyz
 * says 200, polled every 100 ms).
 */
describe.skipIf(!available)('two BFF replicas on one Redis and one catalogue on PostgreSQL', () => {
  const prefix = `lexbridge-replicas-${randomBytes(4).toString('hex')}:`;
  const schema = `replicas_${randomBytes(4).toString('hex')}`;
  const hashes = manifest();
  let catalogue: RunningLegacy;
  let a: BffProcess;
  let b: BffProcess;

  const control = async (path: string, method = 'GET') =>
    (await fetch(`${catalogue.url}${path}`, { method })).json() as Promise<Stats>;
  const signIn = async (url: string, user: string) => {
    const answer = await operation(url, hashes, 'Login', {
      input: { username: `${user}@lexbridge.test`, password: DEMO_PASSWORD, acceptTerms: true },
    });
    expect(answer.body.errors).toBeUndefined();
    return answer.setCookie!;
  };
  const expectOk = (answer: Answer) => {
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
  };

  beforeAll(async () => {
    catalogue = await startLegacy({
      port: 0,
      databaseUrl: DATABASE_URL,
      databaseSchema: schema,
      secretKey: TEST_SECRET,
      testControls: true,
      logLevel: 'silent',
    });
    const env = {
      LEGACY_URL: catalogue.url,
      LEGACY_SECRET_KEY: TEST_SECRET,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      RATE_LIMIT_SIGN_IN: '10',
      SHUTDOWN_DELAY_MS: '1500',
      SHUTDOWN_TIMEOUT_MS: '10000',
    };
    [a, b] = await Promise.all([startBff(env), startBff(env)]);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await catalogue?.db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await catalogue?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('signs in through one replica and answers through the other', async () => {
    const cookie = await signIn(a.url, 'lawyer');
    const session = await operation(b.url, hashes, 'Session', {}, { cookie });
    expectOk(session);
    expect(session.body.data?.session).toMatchObject({ user: { email: 'lawyer@lexbridge.test' } });
    expectOk(await operation(b.url, hashes, 'InboxCounts', {}, { cookie }));
  });

  it('redeems a download ticket on the other replica, once', async () => {
    const cookie = await signIn(a.url, 'admin');
    const answer = await operation(
      a.url,
      hashes,
      'ExportValidatorGrid',
      { input: { grid: 'MESSAGE_TYPES' } },
      { cookie },
    );
    expectOk(answer);
    const url = (answer.body.data?.exportValidatorGrid as { download: { url: string } }).download.url;
    const file = await fetch(`${b.url}${url}`, { headers: { cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="MessageTypes_\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    expect((await fetch(`${a.url}${url}`, { headers: { cookie } })).status).toBe(404);
  });

  it('refreshes an expired legacy token exactly once for 50 concurrent requests on both replicas, and all succeed', async () => {
    const cookie = await signIn(b.url, 'lawyer');
    expectOk(await operation(a.url, hashes, 'InboxCounts', {}, { cookie }));
    await control('/__control/reset-stats', 'POST');
    await control('/__control/expire-tokens', 'POST');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        operation(i % 2 ? a.url : b.url, hashes, 'InboxCounts', {}, { cookie }),
      ),
    );
    for (const answer of answers) expectOk(answer);
    expect((await control('/__control/stats')).tokenCalls.refresh_token).toBe(1);
    // The renewed token is shared: later calls on either replica need no further refresh.
    expectOk(await operation(a.url, hashes, 'InboxCounts', {}, { cookie }));
    expectOk(await operation(b.url, hashes, 'InboxCounts', {}, { cookie }));
    expect((await control('/__control/stats')).tokenCalls.refresh_token).toBe(1);
  });

  it("shares the lookup cache: an internal tool's token is resolved once for both replicas", async () => {
    const grant = (await (
      await fetch(`${catalogue.url}/Token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          username: 'business@lexbridge.test',
          password: btoa(DEMO_PASSWORD),
          grant_type: 'password',
          scope: '',
          environment: 'test',
          isPOC: 'false',
        }),
      })
    ).json()) as { access_token: string };
    await control('/__control/reset-stats', 'POST');
    for (const replica of [a, b, a, b]) {
      const response = await fetch(`${replica.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${grant.access_token}` },
        body: JSON.stringify({ query: '{ session { user { email } } }' }),
      });
      expect(((await response.json()) as Answer['body']).data).toEqual({
        session: { user: { email: 'business@lexbridge.test' } },
      });
    }
    const userInfo = Object.entries((await control('/__control/stats')).requests).filter(([path]) =>
      /UserInfo/i.test(path),
    );
    expect(userInfo.map(([, count]) => count)).toEqual([1]);
  });

  it('shares the sign-in rate limit: ten attempts from one address across both replicas, then RATE_LIMITED', async () => {
    const from = { 'x-forwarded-for': '198.51.100.7' };
    const wrong = {
      input: { username: 'lawyer@lexbridge.test', password: 'Wrong#2026x', acceptTerms: true },
    };
    for (let i = 0; i < 10; i += 1) {
      const answer = await operation(i % 2 ? a.url : b.url, hashes, 'Login', wrong, from);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    for (const replica of [a, b]) {
      const refused = await operation(replica.url, hashes, 'Login', wrong, from);
      expect(refused.status).toBe(429);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    }
  });

  it(
    'loses no session and no request when a replica stops under load: readiness turns false first',
    { timeout: 60_000 },
    async () => {
      const users = ['lawyer', 'business', 'reader', 'admin'];
      const cookies = await Promise.all(users.map((user, i) => signIn(i % 2 ? a.url : b.url, user)));
      const inRotation = new Set([a, b]);
      let polling = true;
      const poller = (async () => {
        while (polling) {
          for (const replica of [a, b]) {
            const ready = await fetch(`${replica.url}/readyz`).then(
              (response) => response.ok,
              () => false,
            );
            if (!ready) inRotation.delete(replica);
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();

      let next = 0;
      let retriedOnAnother = 0;
      const failures: string[] = [];
      const answeredBy = new Map<BffProcess, number>();
      const send = async (cookie: string): Promise<void> => {
        for (let attempt = 0; attempt < 4; attempt += 1) {
          const candidates = [...inRotation];
          const replica = candidates[next++ % candidates.length]!;
          try {
            const answer = await operation(
              replica.url,
              hashes,
              next % 3 ? 'InboxCounts' : 'Session',
              {},
              { cookie },
            );
            if (answer.status === 503) throw new Error('503');
            if (answer.body.errors) failures.push(JSON.stringify(answer.body.errors));
            answeredBy.set(replica, (answeredBy.get(replica) ?? 0) + 1);
            return;
          } catch {
            // What a load balancer does with a refused connection: take the replica out, try another.
            inRotation.delete(replica);
            retriedOnAnother += 1;
          }
        }
        failures.push('no replica answered');
      };

      const loadUntil = Date.now() + 6000;
      const load = Promise.all(
        cookies.map(async (cookie) => {
          while (Date.now() < loadUntil) await send(cookie);
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const servedByBBeforeStop = answeredBy.get(b) ?? 0;
      const stopped = b.stop();
      // Readiness is off at once, while the replica still answers what it gets.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await fetch(`${b.url}/readyz`)).status).toBe(503);
      expect((await fetch(`${b.url}/healthz`)).status).toBe(200);
      expect(inRotation.has(b)).toBe(false);
      expect(await stopped).toBe(0);
      await load;
      polling = false;
      await poller;

      expect(servedByBBeforeStop).toBeGreaterThan(0);
      expect(failures).toEqual([]);
      expect(retriedOnAnother).toBe(0);
      // Every session still works on the replica that is left.
      for (const [i, cookie] of cookies.entries()) {
        const session = await operation(a.url, hashes, 'Session', {}, { cookie });
        expect(session.body.data?.session).toMatchObject({ user: { email: `${users[i]}@lexbridge.test` } });
      }
    },
  );
});
