import { LEXBRIDGE_MESSAGES } from '@lexbridge/rules';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from '../../../testing/harness.js';

const SESSION = /* GraphQL */ `
  query {
    session {
      user {
        id
        name
        email
        firstName
        roles
        isAzimuth
        isTableau
      }
      isAdmin
      homePath
      editableRoutes
      fetchesInboxCounts
      expiresAt
      menu {
        id
        label
        routerLink
        count
        subMenus {
          id
          label
          routerLink
          count
          breadcrumbs {
            id
            routerLink
            stepper
          }
        }
      }
    }
  }
`;

describe('sign-in and the session, against the reference catalogue', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness?.close());

  it('refuses incomplete sign-ins with the spec messages, before calling the catalogue', async () => {
    const client = harness.client();
    const cases = [
      [{ username: '', password: '', acceptTerms: true }, 'Both username and password are required to login'],
      [
        { username: 'lawyer', password: 'x', acceptTerms: true },
        'Please enter a valid email address for the username',
      ],
      [
        { username: 'lawyer@lexbridge.test', password: 'x', acceptTerms: false },
        'Please accept the Terms & Conditions.',
      ],
    ] as const;
    for (const [input, message] of cases) {
      const result = await client.gql(`mutation ($input: LoginInput!) { login(input: $input) { message } }`, {
        input,
      });
      expect(result.errors?.[0]?.message).toBe(message);
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.values(result.errors?.[0]?.extensions?.fields as object)).toEqual([message]);
    }
    expect(client.cookie).toBeNull();
  });

  it("shows the catalogue's error_description for wrong credentials", async () => {
    const client = harness.client();
    const result = await client.login('lawyer@lexbridge.test', 'wrong-password');
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe('The user name or password is incorrect.');
    expect(client.cookie).toBeNull();
  });

  it('signs in with an httpOnly SameSite=Lax cookie and never hands out a legacy token', async () => {
    const client = harness.client();
    const result = await client.login('lawyer@lexbridge.test');
    expect(result.errors).toBeUndefined();
    expect(client.lastSetCookie).toMatch(/lexbridge_session=[\w-]{40,}/);
    expect(client.lastSetCookie).toMatch(/HttpOnly/i);
    expect(client.lastSetCookie).toMatch(/SameSite=Lax/i);

    const session = await client.gql<{ session: Record<string, unknown> }>(SESSION);
    expect(session.errors).toBeUndefined();
    const text = JSON.stringify(session);
    expect(text).not.toMatch(/access_token|refresh_token|Bearer/i);
    const data = session.data!.session as {
      user: { email: string; roles: string[] };
      isAdmin: boolean;
      fetchesInboxCounts: boolean;
      menu: { subMenus: { routerLink: string | null; count: number | null }[] }[];
      homePath: string;
    };
    expect(data.user.email).toBe('lawyer@lexbridge.test');
    expect(data.user.roles).toContain('Legal Staff');
    expect(data.isAdmin).toBe(false);
    expect(data.fetchesInboxCounts).toBe(true);
    expect(data.menu.length).toBeGreaterThan(0);
    expect(data.homePath.startsWith('/')).toBe(true);
    const counts = data.menu.flatMap((item) => item.subMenus).map((item) => item.count);
    expect(counts.some((count) => typeof count === 'number' && count > 0)).toBe(true);
  });

  it('grants isAdmin only on an admin sign-in by an admin-type role', async () => {
    const admin = harness.client();
    const asAdmin = await admin.login('admin@lexbridge.test', undefined, true);
    expect(asAdmin.data?.login).toMatchObject({ session: { isAdmin: true } });
    const lawyer = harness.client();
    const notAdmin = await lawyer.login('lawyer@lexbridge.test', undefined, true);
    expect(notAdmin.data?.login).toMatchObject({
      session: { isAdmin: false },
      message: LEXBRIDGE_MESSAGES.adminSignInNotAdmin,
    });
    const ordinary = await harness.client().login('lawyer@lexbridge.test');
    expect(ordinary.data?.login).toMatchObject({ session: { isAdmin: false }, message: null });
  });

  it('gives the read-only client no editable routes', async () => {
    const client = harness.client();
    await client.login('reader@lexbridge.test');
    const session = await client.gql<{ session: { editableRoutes: string[] } }>(SESSION);
    expect(session.data?.session.editableRoutes).toEqual([]);
  });

  it("leaves Extracts out of the read-only client's menu: its permission guard would refuse them", async () => {
    const client = harness.client();
    await client.login('reader@lexbridge.test');
    const session = await client.gql<{ session: { menu: { routerLink: string | null }[] } }>(SESSION);
    const links = JSON.stringify(session.data?.session.menu);
    expect(links).toContain('/legal-module/legal-dashboard');
    expect(links).not.toContain('/extracts');
    const reports = await client.gql(`{ reports { id } }`);
    expect(reports.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('answers session: null without a session, and UNAUTHENTICATED for data', async () => {
    const client = harness.client();
    expect((await client.gql(SESSION)).data).toEqual({ session: null });
    const counts = await client.gql(`{ inboxCounts { count } }`);
    expect(counts.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('signs out: the cookie is cleared and the old session id is dead', async () => {
    const client = harness.client();
    await client.login('business@lexbridge.test');
    const oldCookie = client.cookie!;
    const result = await client.gql(`mutation { logout { ok } }`);
    expect(result.data).toEqual({ logout: { ok: true } });
    expect(client.cookie).toBeNull();
    client.cookie = oldCookie;
    expect((await client.gql(SESSION)).data).toEqual({ session: null });
  });

  it('resolves an internal tool by its own bearer token', async () => {
    const form = new URLSearchParams({
      username: 'lawyer@lexbridge.test',
      password: Buffer.from('Demo#2026').toString('base64'),
      grant_type: 'password',
      scope: '',
      environment: 'tools',
      isPOC: 'false',
    });
    const token = (await (
      await fetch(`${harness.legacyUrl}/Token`, { method: 'POST', body: form })
    ).json()) as {
      access_token: string;
    };
    const tool = harness.client({ authorization: `Bearer ${token.access_token}` });
    const result = await tool.gql<{
      session: { user: { email: string }; isAdmin: boolean; menu: unknown[] };
    }>(SESSION);
    expect(result.errors).toBeUndefined();
    expect(result.data?.session.user.email).toBe('lawyer@lexbridge.test');
    expect(result.data?.session.isAdmin).toBe(false);
    expect(result.data?.session.menu.length).toBeGreaterThan(0);

    const stranger = harness.client({ authorization: 'Bearer not-a-real-token' });
    const refused = await stranger.gql(`{ inboxCounts { count } }`);
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

const post = (url: string, query: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });

/** Authentication failures are 401 or 200 with UNAUTHENTICATED; an outage is 503 at most; never a 500. */
describe('bearer tokens the catalogue refuses or cannot check (NODE_ENV=production)', () => {
  beforeAll(() => {
    vi.stubEnv('NODE_ENV', 'production');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('answers session: null (never an error) and UNAUTHENTICATED for data, with HTTP 200', async () => {
    const harness = await startHarness();
    try {
      const bad = { authorization: 'Bearer not-a-real-token' };
      const session = await post(harness.bffUrl, '{ session { isAdmin } appConfig { signUpEnabled } }', bad);
      expect(session.status).toBe(200);
      expect(await session.json()).toEqual({ data: { session: null, appConfig: { signUpEnabled: false } } });

      const data = await post(harness.bffUrl, '{ inboxCounts { count } }', bad);
      expect(data.status).toBe(200);
      const body = (await data.json()) as {
        data: unknown;
        errors: { message: string; extensions: { code: string } }[];
      };
      expect(body.data).toBeNull();
      expect(body.errors[0]).toMatchObject({
        message: 'The bearer token was not accepted by the catalogue.',
        extensions: { code: 'UNAUTHENTICATED' },
      });

      const download = await fetch(`${harness.bffUrl}/files/${'t'.repeat(32)}`, { headers: bad });
      expect(download.status).toBe(401);
    } finally {
      await harness.close();
    }
  });

  it('answers 503 UPSTREAM_UNAVAILABLE when the catalogue is down while resolving a bearer', async () => {
    const harness = await startHarness({
      startCatalogue: false,
      bff: { legacyTimeoutMs: 1000, legacyRetries: 0 },
    });
    try {
      const response = await post(harness.bffUrl, '{ session { isAdmin } }', {
        authorization: 'Bearer some-token',
      });
      expect(response.status).toBe(503);
      const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors[0]).toMatchObject({
        message: 'The law catalogue is not reachable right now. Please try again shortly.',
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      });
      expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|Context creation/);
      const download = await fetch(`${harness.bffUrl}/files/${'t'.repeat(32)}`, {
        headers: { authorization: 'Bearer some-token' },
      });
      expect(download.status).toBe(503);
    } finally {
      await harness.close();
    }
  });
});

describe('a catalogue that is down', () => {
  it('answers UPSTREAM_UNAVAILABLE with the sign-in message and keeps serving', async () => {
    const harness = await startHarness({ bff: { legacyUrl: 'http://127.0.0.1:9', legacyTimeoutMs: 1000 } });
    try {
      const result = await harness.client().login('lawyer@lexbridge.test');
      expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(result.errors?.[0]?.message).toBe('An error occured while logging in.');
      expect(JSON.stringify(result)).not.toContain('127.0.0.1:9');
      const health = await fetch(`${harness.bffUrl}/healthz`);
      expect(health.status).toBe(200);
      const ready = await fetch(`${harness.bffUrl}/readyz`);
      expect(ready.status).toBe(503);
    } finally {
      await harness.close();
    }
  });
});
