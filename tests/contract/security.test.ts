import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isInputObjectType, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startHarness, TEST_SECRET, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { committedSchema, persistedDocuments, root } from './documents.js';
import { SCENARIOS } from './scenarios/index.js';

const WEB_DIST = path.join(root, 'packages/web/dist');
/** The cipher passphrases the product ships with (the reference catalogue's default, and the tests'). */
const SECRETS = ['lexbridge-dev-secret-2026', TEST_SECRET];
/** A JSON Web Token, whatever it carries. */
const JWT = /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

describe('the built SPA', () => {
  const built = existsSync(path.join(WEB_DIST, 'index.html'));
  if (!built && process.env.CI === 'true')
    throw new Error(`The SPA is not built (${WEB_DIST}), and CI=true requires it: pnpm build`);
  if (!built) console.log(`built-SPA checks skipped: ${WEB_DIST} has no index.html (pnpm build)`);

  it.skipIf(!built)('holds no cipher key, no token and no catalogue address', () => {
    const texts = files(WEB_DIST).filter((file) => /\.(js|html|css|json|map|txt)$/.test(file));
    expect(texts.length).toBeGreaterThan(3);
    for (const file of texts) {
      const text = readFileSync(file, 'utf8');
      const where = path.relative(root, file);
      for (const secret of SECRETS) expect(text.includes(secret), `${where} holds a cipher key`).toBe(false);
      expect(text.includes('LEGACY_SECRET_KEY'), `${where} names the cipher key setting`).toBe(false);
      expect(JWT.test(text), `${where} holds a token`).toBe(false);
      expect(/(127\.0\.0\.1|localhost):4010\b/.test(text), `${where} holds the catalogue's address`).toBe(
        false,
      );
      expect(/LEGACY_URL|\/__control\//.test(text), `${where} knows about the catalogue`).toBe(false);
    }
  });
});

describe('what the BFF tells its clients', () => {
  let harness: Harness;
  const persisted = persistedDocuments();
  const seen: string[] = [];

  /** Every answer, headers and body, is kept and searched for secrets at the end. */
  async function send(body: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${harness.bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    seen.push(`${[...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n')}\n${text}`);
    return {
      response,
      body: JSON.parse(text) as {
        data?: Record<string, unknown> | null;
        errors?: { message: string; extensions?: Record<string, unknown> }[];
      },
    };
  }

  const byName = (operationName: string, variables: Record<string, unknown> = {}, cookie?: string) =>
    send(
      {
        operationName,
        variables,
        extensions: { persistedQuery: { version: 1, sha256Hash: persisted.get(operationName)!.hash } },
      },
      cookie ? { cookie } : {},
    );

  async function signIn(user: string, asAdmin = false): Promise<string> {
    const { response, body } = await byName('Login', {
      input: { username: `${user}@lexbridge.test`, password: DEMO_PASSWORD, acceptTerms: true, asAdmin },
    });
    expect(body.errors).toBeUndefined();
    return response.headers
      .getSetCookie()
      .find((value) => value.startsWith('lexbridge_session='))!
      .split(';')[0]!;
  }

  beforeAll(async () => {
    // The catalogue on an internal address, as in production: nothing the browser gets may name it.
    harness = await startHarness({ bff: { trustedDocuments: true, trustedDocumentsAllowGraphiql: true } });
  });
  afterAll(() => harness?.close());

  it('answers every operation of the app, and its failures, without a token, a cipher key or the catalogue address', async () => {
    const cookies: Record<string, string> = {};
    for (const user of ['lawyer', 'business', 'business-approver', 'reader', 'admin'])
      cookies[user] = await signIn(user, user === 'admin');
    for (const [operationName, scenario] of Object.entries(SCENARIOS)) {
      if (operationName === 'Logout' || !persisted.has(operationName)) continue;
      await byName(operationName, scenario.variables ?? {}, scenario.as ? cookies[scenario.as] : undefined);
    }
    // Failures: wrong password, no session, a forged cookie, an expired legacy token, a refused route.
    await byName('Login', {
      input: { username: 'lawyer@lexbridge.test', password: 'Wrong#2026x', acceptTerms: true },
    });
    await byName('InboxCounts', {});
    await byName('InboxCounts', {}, 'lexbridge_session=forged');
    await harness.legacyControl('/__control/expire-tokens', { method: 'POST' });
    await byName('Session', {}, cookies.lawyer);
    await byName('InboxCounts', {}, cookies.lawyer);
    await byName(
      'ChangePassword',
      { input: { oldPassword: DEMO_PASSWORD, newPassword: 'Changed#2026', confirmPassword: 'Changed#2026' } },
      cookies.reader,
    );
    await send({ query: '{ session { user { id } } }' }, { cookie: cookies.lawyer! });

    // Everything the BFF holds for these sessions, which must stay there.
    const held: string[] = [...SECRETS, new URL(harness.legacyUrl).host, 'secret='];
    for (const cookie of Object.values(cookies)) {
      const record = await harness.services.sessions.get(cookie.split('=')[1]!);
      if (record)
        held.push(
          record.token.accessToken,
          ...(record.token.refreshToken ? [record.token.refreshToken] : []),
        );
    }
    expect(held.length).toBeGreaterThan(SECRETS.length + 4);
    const everything = seen.join('\n');
    for (const value of held)
      expect(everything.includes(value), `an answer carries ${value.slice(0, 12)}…`).toBe(false);
    expect(JWT.test(everything)).toBe(false);
    expect(everything).not.toMatch(/\n\s+at |"stacktrace"/i);
  });

  it('takes no user id from a client: none in the schema, an extra one refused, headers ignored', async () => {
    const schema = committedSchema();
    const userIdLike = /^(user_?id|userid|uid)$/i;
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (isInputObjectType(type)) {
        for (const field of Object.values(type.getFields()))
          expect(userIdLike.test(field.name), `${type.name}.${field.name}`).toBe(false);
      }
      if (isObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          for (const arg of field.args)
            expect(userIdLike.test(arg.name), `${type.name}.${field.name}(${arg.name})`).toBe(false);
        }
      }
    }
    const lawyer = await signIn('lawyer');
    // A user id smuggled into an input or a header changes nothing: the session decides who acts.
    const smuggled = await send(
      {
        query: 'mutation ($input: LoginInput!) { login(input: $input) { session { user { email } } } }',
        variables: {
          input: { username: 'lawyer@lexbridge.test', password: DEMO_PASSWORD, acceptTerms: true, UserId: 1 },
        },
      },
      { 'x-lexbridge-client': 'graphiql', cookie: lawyer },
    );
    expect(smuggled.body.errors?.[0]?.extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
    const asLawyer = await byName('Session', {}, lawyer);
    const withHeaders = await send(
      {
        operationName: 'Session',
        extensions: { persistedQuery: { version: 1, sha256Hash: persisted.get('Session')!.hash } },
      },
      { cookie: lawyer, UserId: '1', 'x-user-id': '1' },
    );
    expect((withHeaders.body.data?.session as { user: { email: string } }).user.email).toBe(
      'lawyer@lexbridge.test',
    );
    expect(withHeaders.body.data).toEqual(asLawyer.body.data);
  });

  it('refuses menu access, edit permission and admin rights on the server, whatever the client claims', async () => {
    const change = {
      input: { oldPassword: DEMO_PASSWORD, newPassword: 'Changed#2026', confirmPassword: 'Changed#2026' },
    };
    // Route not in the reader's menu.
    const reader = await signIn('reader');
    const noRoute = await byName('ChangePassword', change, reader);
    expect(noRoute.body.errors?.[0]).toMatchObject({
      message: 'You are not allowed to open this page.',
      extensions: { code: 'FORBIDDEN' },
    });
    // In the menu, but not editable for this session (a route header claiming otherwise changes nothing).
    const business = await signIn('business');
    const record = (await harness.services.sessions.get(business.split('=')[1]!))!;
    await harness.services.sessions.set(
      { ...record, editableRoutes: record.editableRoutes.filter((route) => route !== '/changePassword') },
      60_000,
    );
    const noEdit = await send(
      {
        operationName: 'ChangePassword',
        variables: change,
        extensions: { persistedQuery: { version: 1, sha256Hash: persisted.get('ChangePassword')!.hash } },
      },
      { cookie: business, 'x-lexbridge-route': '/changePassword' },
    );
    expect(noEdit.body.errors?.[0]).toMatchObject({
      message: 'You do not have permission to edit on this page.',
      extensions: { code: 'FORBIDDEN' },
    });
    // Admin rights come only from an admin sign-in by an administrator-type role.
    const claimed = await byName('Login', {
      input: { username: 'lawyer@lexbridge.test', password: DEMO_PASSWORD, acceptTerms: true, asAdmin: true },
    });
    expect((claimed.body.data?.login as { session: { isAdmin: boolean } }).session.isAdmin).toBe(false);
    // No session at all.
    const anonymous = await byName('ChangePassword', change);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
