import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness.js';

/** REDIS_URL names a Redis that is not there (or went away): the BFF stays up, says so, and leaks nothing. */
describe('a BFF whose Redis is down', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ bff: { redisUrl: 'redis://127.0.0.1:9', rateLimitSignIn: 3 } });
  });
  afterAll(() => harness?.close());

  it('is alive but not ready', async () => {
    expect((await fetch(`${harness.bffUrl}/healthz`)).status).toBe(200);
    const ready = await fetch(`${harness.bffUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'redis-unavailable' });
  });

  it('answers requests that need a session with a fixed error, naming no address', async () => {
    const response = await fetch(`${harness.bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'lexbridge_session=some-session' },
      body: JSON.stringify({ query: '{ session { isAdmin } }' }),
    });
    const text = await response.text();
    expect(response.status).toBeLessThan(600);
    expect(JSON.parse(text).errors?.[0]).toMatchObject({ message: 'Something went wrong.', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(text).not.toMatch(/127\.0\.0\.1|:9\b|ECONNREFUSED|redis/i);
  });

  it('lets sign-in attempts through rather than locking everyone out (the rate limits fail open)', async () => {
    const wrong = { input: { username: 'lawyer@lexbridge.test', password: 'Wrong#2026x', acceptTerms: true } };
    for (let i = 0; i < 5; i += 1) {
      const answer = await harness.client().gql('mutation ($input: LoginInput!) { login(input: $input) { message } }', wrong);
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});
