import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness.js';

const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { session { isAdmin } } }';

async function post(harness: Harness, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${harness.bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    response,
    text,
    body: JSON.parse(text) as {
      data?: unknown;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    },
  };
}

function expectNoStack(text: string) {
  expect(text).not.toMatch(/\n\s+at |stacktrace|node_modules|\.ts:\d+/i);
}

describe('security of the HTTP surface', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({
      bff: {
        rateLimitSignIn: 3,
        rateLimitPassword: 2,
        rateLimitRegistration: 2,
        rateLimitWindowMs: 60_000,
        bodyLimitBytes: 4096,
      },
    });
  });
  afterAll(() => harness?.close());

  it('sends documents the full security headers, with a content security policy', async () => {
    for (const path of ['/login', '/graphiql', '/no-such-file.js']) {
      const response = await fetch(`${harness.bffUrl}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      // Plain HTTP here: no HSTS (it is sent behind TLS, COOKIE_SECURE=true).
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends machine answers (GraphQL, health) the short set: nothing may load from them or frame them', async () => {
    for (const path of ['/healthz', '/readyz', '/graphql?query=%7B__typename%7D']) {
      const response = await fetch(`${harness.bffUrl}${path}`, {
        headers: { 'apollo-require-preflight': 'true' },
      });
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('x-request-id')).toBeTruthy();
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sets the session cookie httpOnly and SameSite=Lax, and Secure when the request came over TLS', async () => {
    const input = { input: { username: 'reader@lexbridge.test', password: 'Demo#2026', acceptTerms: true } };
    const plain = await post(harness, { query: LOGIN, variables: input }, { 'x-forwarded-for': '10.1.0.1' });
    const cookie = plain.response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    // Behind a TLS-terminating proxy the BFF trusts (TRUST_PROXY: loopback here).
    const tls = await post(
      harness,
      { query: LOGIN, variables: input },
      { 'x-forwarded-proto': 'https', 'x-forwarded-for': '10.1.0.2' },
    );
    expect(tls.response.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
  });

  it('refuses cross-site request forgery: simple requests never reach GraphQL', async () => {
    const client = harness.client({ 'x-forwarded-for': '10.1.0.3' });
    await client.login('lawyer@lexbridge.test');
    // What an HTML form or a no-cors fetch can send: text/plain, form-encoded, multipart.
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const forged = await fetch(`${harness.bffUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': type, cookie: client.cookie! },
        body:
          type === 'text/plain'
            ? JSON.stringify({ query: 'mutation { logout { ok } }' })
            : 'query=mutation%7Blogout%7Bok%7D%7D',
      });
      // 415 (no parser for it) or Apollo's CSRF prevention's 400 (text/plain is parsed, then refused).
      expect([400, 415]).toContain(forged.status);
      expectNoStack(await forged.text());
    }
    // A GET (an <img> or a link) needs a header no simple request can carry.
    const get = await fetch(`${harness.bffUrl}/graphql?query=%7Bsession%7BisAdmin%7D%7D`, {
      headers: { cookie: client.cookie! },
    });
    expect(get.status).toBe(400);
    // The session survived all of it.
    expect(
      (await client.gql<{ session: { isAdmin: boolean } | null }>('{ session { isAdmin } }')).data?.session,
    ).not.toBeNull();
  });

  it('rate-limits sign-in per client address: RATE_LIMITED with Retry-After, counting every aliased attempt', async () => {
    const wrong = {
      input: { username: 'lawyer@lexbridge.test', password: 'Wrong#2026x', acceptTerms: true },
    };
    const from = { 'x-forwarded-for': '10.2.0.1' };
    for (let i = 0; i < 3; i += 1) {
      const attempt = await post(harness, { query: LOGIN, variables: wrong }, from);
      expect(attempt.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const refused = await post(harness, { query: LOGIN, variables: wrong }, from);
    expect(refused.response.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.body.errors?.[0]?.message).toMatch(
      /^Too many attempts\. Please wait \d+ seconds and try again\.$/,
    );

    // Another address is not affected; four sign-ins in one request are four attempts.
    const other = { 'x-forwarded-for': '10.2.0.2' };
    const aliased = `mutation ($input: LoginInput!) { ${['a', 'b', 'c', 'd'].map((alias) => `${alias}: login(input: $input) { message }`).join(' ')} }`;
    const burst = await post(harness, { query: aliased, variables: wrong }, other);
    expect(burst.response.status).toBe(429);
    const single = await post(harness, { query: LOGIN, variables: wrong }, { 'x-forwarded-for': '10.2.0.3' });
    expect(single.response.status).toBe(200);
  });

  it('rate-limits password reset and registration the same way, and hides nothing behind a fragment', async () => {
    const from = { 'x-forwarded-for': '10.3.0.1' };
    const reset =
      'mutation R($input: PasswordResetRequestInput!) { ...F } fragment F on Mutation { requestPasswordReset(input: $input) { ok } }';
    const variables = { input: { email: 'nobody@lexbridge.test' } };
    expect((await post(harness, { query: reset, variables }, from)).response.status).toBe(200);
    expect((await post(harness, { query: reset, variables }, from)).response.status).toBe(200);
    expect((await post(harness, { query: reset, variables }, from)).body.errors?.[0]?.extensions?.code).toBe(
      'RATE_LIMITED',
    );

    const register = 'mutation ($input: SignUpInput!) { signUp(input: $input) { ok } }';
    const signUp = { input: { email: 'x@lexbridge.test', password: 'a', confirmPassword: 'b' } };
    await post(harness, { query: register, variables: signUp }, from);
    await post(harness, { query: register, variables: signUp }, from);
    expect((await post(harness, { query: register, variables: signUp }, from)).response.status).toBe(429);
  });

  it('refuses a body over BODY_LIMIT_BYTES with 413 PAYLOAD_TOO_LARGE, GraphQL-shaped', async () => {
    const big = await post(harness, {
      query: `{ session { isAdmin } }`,
      variables: { padding: 'x'.repeat(5000) },
    });
    expect(big.response.status).toBe(413);
    expect(big.body.errors?.[0]?.extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    expectNoStack(big.text);
  });

  it('never answers with a stack trace or internals, whatever goes wrong', async () => {
    const answers = [
      await post(harness, '{"query": "{ session { isAdmin } }'),
      await post(harness, '[]'),
      await post(harness, { query: '{ nope }' }),
      await post(harness, { query: '{ session { user { name } } ', variables: 'x' }),
    ];
    for (const answer of answers) {
      expect(answer.response.status).toBeLessThan(500);
      expectNoStack(answer.text);
    }
    const notFound = await fetch(`${harness.bffUrl}/does-not-exist`);
    expect(notFound.status).toBe(404);
    expectNoStack(await notFound.text());
  });

  it('names the request in x-request-id on every answer, failures included, and keeps a caller-given id', async () => {
    const broken = await post(harness, '{"query": "{ session { isAdmin } }');
    const tooBig = await post(harness, {
      query: '{ session { isAdmin } }',
      variables: { p: 'x'.repeat(5000) },
    });
    const notFound = await fetch(`${harness.bffUrl}/does-not-exist`);
    const health = await fetch(`${harness.bffUrl}/healthz`, {
      headers: { 'x-request-id': 'caller-chosen-7' },
    });
    for (const response of [broken.response, tooBig.response, notFound]) {
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(health.headers.get('x-request-id')).toBe('caller-chosen-7');
  });
});

describe('security headers behind TLS (COOKIE_SECURE=true)', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ startCatalogue: false, bff: { cookieSecure: true } });
  });
  afterAll(() => harness?.close());

  it('adds Strict-Transport-Security to every answer and upgrade-insecure-requests to documents', async () => {
    const api = await fetch(`${harness.bffUrl}/healthz`);
    expect(api.headers.get('strict-transport-security')).toMatch(/max-age=31536000; includeSubDomains/);
    const document = await fetch(`${harness.bffUrl}/login`);
    expect(document.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    expect(document.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});
