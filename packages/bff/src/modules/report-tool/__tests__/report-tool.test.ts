import type { FastifyReply } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryCache } from '../../../cache/memory-cache.js';
import { loadConfig } from '../../../config.js';
import type { Services } from '../../../graphql/context.js';
import type { LegacyTokenResponse } from '../../auth/auth.dto.js';
import { LegacyError, toGraphQLError } from '../../../legacy/errors.js';
import { MemorySessionStore } from '../../../session/memory-store.js';
import { MemoryAccessMarks } from '../../../session/access-changes.js';
import { Principals } from '../../../session/principal.js';
import { TokenKeeper } from '../../../session/tokens.js';
import { FakeCatalogue, fakeContext, runGraphQL, silentLog } from '../../../testing/fake-catalogue.js';
import type { AuthApi } from '../../auth/auth.api.js';

const LOGIN = `mutation { login(input: { username: "tableau@lexbridge.test", password: "Demo#2026", acceptTerms: true }) { session { user { isTableau } } } }`;
const REPORT = `{ reportToolSession { available expiresAt } }`;

function tokenResponse(isTableau: boolean): LegacyTokenResponse {
  return {
    access_token: 'legacy-access',
    refresh_token: 'legacy-refresh',
    expires_in: 3600,
    userId: '5',
    userFirstName: 'Tia',
    userName: 'Tia Tableau',
    userEmail: 'tableau@lexbridge.test',
    roles: 'Legal Staff',
    menu: JSON.stringify([
      { id: 13, label: 'Change Password', routerLink: '/changePassword', subMenus: [], breadcrumbs: [] },
    ]),
    editableBreadCrumbs: '/changePassword',
    isAzimuth: 'False',
    isTableau: isTableau ? 'True' : 'False',
  };
}

let stores: MemorySessionStore[] = [];
afterEach(async () => {
  await Promise.all(stores.map((store) => store.close()));
  stores = [];
});

/** The session services for real (memory store, token keeper, principals) over a fake sign-in. */
function sessionServices(isTableau: boolean) {
  const config = loadConfig({}, { logLevel: 'silent' });
  const sessions = new MemorySessionStore();
  stores.push(sessions);
  const auth = { passwordGrant: async () => tokenResponse(isTableau) } as unknown as AuthApi;
  const tokens = new TokenKeeper(
    sessions,
    auth,
    { refreshMarginMs: 60_000, sessionTtlMs: 3_600_000 },
    silentLog,
  );
  const principals = new Principals(
    config,
    sessions,
    tokens,
    auth,
    new MemoryCache(100),
    new MemoryAccessMarks(60_000),
  );
  const services: Partial<Services> = { sessions, tokens, principals, auth };
  return { config, sessions, principals, services };
}

const reply = { setCookie() {}, clearCookie() {} } as unknown as FastifyReply;

async function signIn(isTableau: boolean, catalogue: FakeCatalogue) {
  const { services, sessions, principals } = sessionServices(isTableau);
  const context = fakeContext(catalogue, null, { services });
  context.reply = reply;
  const result = await runGraphQL(context, LOGIN);
  const record = context.principal?.sessionId ? await sessions.get(context.principal.sessionId) : null;
  return { result, record, services, sessions, principals };
}

describe('the report-tool token at sign-in', () => {
  it('is fetched for a user with the report-tool flag and kept in the session, expiring 10 s early', async () => {
    const catalogue = new FakeCatalogue({
      'reports/get-report-token': () => ({ jwtToken: 'jwt-1', expires_in: 300 }),
    });
    const before = Date.now();
    const { result, record } = await signIn(true, catalogue);
    expect(result.errors).toBeUndefined();
    expect(JSON.stringify(result)).not.toContain('jwt-1');
    expect(record?.reportTool?.token).toBe('jwt-1');
    expect(record!.reportTool!.expiresAt).toBeGreaterThanOrEqual(before + 300_000 - 10_000);
    expect(record!.reportTool!.expiresAt).toBeLessThanOrEqual(Date.now() + 300_000 - 10_000);
    // Asked as the new user, not anonymously.
    expect(catalogue.recorded[0]).toMatchObject({
      userId: '5',
      request: { method: 'GET', path: 'reports/get-report-token' },
    });
  });

  it('is not fetched for other users', async () => {
    const catalogue = new FakeCatalogue({});
    const { result, record } = await signIn(false, catalogue);
    expect(result.errors).toBeUndefined();
    expect(catalogue.calls).toBe(0);
    expect(record?.reportTool ?? null).toBeNull();
  });

  it('never fails the sign-in when the catalogue cannot give one', async () => {
    const catalogue = new FakeCatalogue({
      'reports/get-report-token': () => {
        throw toGraphQLError(new LegacyError('http', '500', 500));
      },
    });
    const { result, record } = await signIn(true, catalogue);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ login: { session: { user: { isTableau: true } } } });
    expect(record?.reportTool).toBeNull();
  });
});

describe('reportToolSession', () => {
  it('answers from the session while the token is fresh, without asking the catalogue', async () => {
    let issued = 0;
    const catalogue = new FakeCatalogue({
      'reports/get-report-token': () => ({ jwtToken: `jwt-${(issued += 1)}`, expires_in: 300 }),
    });
    const { record, services, principals } = await signIn(true, catalogue);
    const context = fakeContext(catalogue, principals.fromSession(record!), { services });
    const result = await runGraphQL(context, REPORT);
    expect(result.data).toEqual({
      reportToolSession: {
        available: true,
        expiresAt: new Date(record!.reportTool!.expiresAt).toISOString(),
      },
    });
    expect(issued).toBe(1);
  });

  it('fetches a new token once the kept one has expired, and keeps it', async () => {
    let issued = 0;
    const catalogue = new FakeCatalogue({
      'reports/get-report-token': () => ({ jwtToken: `jwt-${(issued += 1)}`, expires_in: 300 }),
    });
    const { record, services, sessions, principals } = await signIn(true, catalogue);
    const expired = { ...record!, reportTool: { token: 'jwt-old', expiresAt: Date.now() - 1 } };
    await sessions.set(expired, 60_000);
    const result = await runGraphQL(
      fakeContext(catalogue, principals.fromSession(expired), { services }),
      REPORT,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toMatchObject({ reportToolSession: { available: true } });
    expect(issued).toBe(2);
    const stored = await sessions.get(record!.id);
    expect(stored?.reportTool?.token).toBe('jwt-2');
    // The legacy tokens of the session are untouched by the update.
    expect(stored?.token).toEqual(record!.token);
  });

  it('is null for users without the report-tool flag, and UNAUTHENTICATED without a session', async () => {
    const catalogue = new FakeCatalogue({});
    const { record, services, principals } = await signIn(false, catalogue);
    const signedIn = await runGraphQL(
      fakeContext(catalogue, principals.fromSession(record!), { services }),
      REPORT,
    );
    expect(signedIn).toEqual({ data: { reportToolSession: null } });
    const anonymous = await runGraphQL(fakeContext(catalogue, null, { services }), REPORT);
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(catalogue.calls).toBe(0);
  });
});
