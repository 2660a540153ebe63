import { ACCESS_MESSAGES } from '@lexbridge/legacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startHarness, type Harness, type TestClient } from '../../../testing/harness.js';
import { identityProviderToken } from '../../../testing/oidc-browser.js';

const CLIENT_ID = 'lexbridge-spa';
const TENANT_ID = 'lexbridge-test';

const SSO_CLIENT = `{ ssoClient { configured clientId tenantId authority scope } }`;
const SSO_LOGIN = `mutation ($input: SsoLoginInput!) { ssoLogin(input: $input) { session { user { email } isAdmin homePath } message } }`;
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { ok message } }`;
const FORGOT = `mutation ($input: PasswordResetRequestInput!) { requestPasswordReset(input: $input) { ok message } }`;
const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { ok message } }`;
const CHANGE = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { ok message } }`;
const WHO = `{ session { user { email } } }`;

function firstError(result: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) {
  return {
    message: result.errors?.[0]?.message,
    code: result.errors?.[0]?.extensions?.code,
    fields: result.errors?.[0]?.extensions?.fields,
  };
}

describe('access against the reference catalogue, single sign-on and sign-up switched on', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({
      bff: { ssoEnabled: true, signUpEnabled: true, exposeLegacyCalls: true, idleTimeoutMs: 5000 },
      legacy: {
        sso: {
          clientId: CLIENT_ID,
          tenantId: TENANT_ID,
          redirectUris: ['http://127.0.0.1:4000/sso-callback'],
        },
      },
    });
  });
  afterAll(() => harness?.close());

  it('tells the SPA its switches', async () => {
    const result = await harness
      .client()
      .gql(
        `{ appConfig { signUpEnabled ssoEnabled versionCheckEnabled versionCheckIntervalMs idleTimeoutMs } }`,
      );
    expect(result.data).toEqual({
      appConfig: {
        signUpEnabled: true,
        ssoEnabled: true,
        versionCheckEnabled: false,
        versionCheckIntervalMs: 300000,
        idleTimeoutMs: 5000,
      },
    });
  });

  describe('single sign-on', () => {
    let authority: string;

    it("gives the catalogue's OpenID client, with its provider as the authority", async () => {
      const result = await harness.client().gql<{ ssoClient: { authority: string } }>(SSO_CLIENT);
      expect(result.data).toEqual({
        ssoClient: {
          configured: true,
          clientId: CLIENT_ID,
          tenantId: TENANT_ID,
          authority: `${harness.legacyUrl}/oidc`,
          scope: 'user.read',
        },
      });
      authority = result.data!.ssoClient.authority;
      const discovery = (await (await fetch(`${authority}/.well-known/openid-configuration`)).json()) as {
        issuer: string;
      };
      expect(discovery.issuer).toBe(authority);
    });

    it("signs in with the identity provider's token, exactly like login", async () => {
      const accessToken = await identityProviderToken({
        authority,
        clientId: CLIENT_ID,
        email: 'lawyer@lexbridge.test',
      });
      const client = harness.client();
      const result = await client.gql(SSO_LOGIN, { input: { email: 'Lawyer@lexbridge.test', accessToken } });
      expect(result.errors).toBeUndefined();
      expect(result.data).toMatchObject({
        ssoLogin: { session: { user: { email: 'lawyer@lexbridge.test' }, isAdmin: false } },
      });
      expect(client.lastSetCookie).toMatch(/HttpOnly/i);
      expect(JSON.stringify(result)).not.toContain(accessToken);
      expect((await client.gql(WHO)).data).toEqual({ session: { user: { email: 'lawyer@lexbridge.test' } } });
    });

    it("shows the catalogue's Message when it refuses the token", async () => {
      const accessToken = await identityProviderToken({
        authority,
        clientId: CLIENT_ID,
        email: 'business@lexbridge.test',
      });
      const client = harness.client();
      const wrongUser = await client.gql(SSO_LOGIN, {
        input: { email: 'lawyer@lexbridge.test', accessToken },
      });
      expect(firstError(wrongUser)).toEqual({
        message: ACCESS_MESSAGES.ssoEmailMismatch,
        code: 'BAD_USER_INPUT',
        fields: { credentials: ACCESS_MESSAGES.ssoEmailMismatch },
      });
      const forged = await client.gql(SSO_LOGIN, {
        input: { email: 'lawyer@lexbridge.test', accessToken: 'not-a-token' },
      });
      expect(firstError(forged)).toMatchObject({
        message: ACCESS_MESSAGES.ssoTokenInvalid,
        code: 'BAD_USER_INPUT',
      });
      expect(client.cookie).toBeNull();
    });

    it("checks the e-mail first: 'Please Enter Valid Email address'", async () => {
      const result = await harness.client().gql(SSO_LOGIN, { input: { email: 'lawyer', accessToken: 'x' } });
      expect(firstError(result)).toEqual({
        message: 'Please Enter Valid Email address',
        code: 'BAD_USER_INPUT',
        fields: { email: 'Please Enter Valid Email address' },
      });
      expect(result.extensions?.legacyCalls).toBe(0);
    });
  });

  describe('sign-up, forgot and reset password', () => {
    const email = 'newcomer@lexbridge.test';
    const password = 'Welcome#2026';

    it("signs up ('Signup Successfully'), and the account signs in", async () => {
      const result = await harness
        .client()
        .gql(SIGN_UP, { input: { email, password, confirmPassword: password } });
      expect(result.data).toEqual({ signUp: { ok: true, message: 'Signup Successfully' } });
      expect((await harness.client().login(email, password)).errors).toBeUndefined();
    });

    it("refuses a second account for the same e-mail with the catalogue's message", async () => {
      const result = await harness
        .client()
        .gql(SIGN_UP, { input: { email, password, confirmPassword: password } });
      expect(firstError(result)).toMatchObject({ message: ACCESS_MESSAGES.accountExists, code: 'CONFLICT' });
    });

    it('validates sign-up in the spec order before calling', async () => {
      const client = harness.client();
      const cases = [
        [{ email: '', password: 'a', confirmPassword: 'b' }, 'Password and Confirm Password do not match'],
        [{ email: '', password: 'a', confirmPassword: 'a' }, 'Please fill in all fields'],
        [{ email: 'nobody', password: 'a', confirmPassword: 'a' }, 'Please use a valid email'],
      ] as const;
      for (const [input, message] of cases) {
        const result = await client.gql(SIGN_UP, { input });
        expect(firstError(result)).toMatchObject({ message, code: 'BAD_USER_INPUT' });
        expect(result.extensions?.legacyCalls).toBe(0);
      }
    });

    it('sends a reset link, resets the password with it, and refuses the used link', async () => {
      const client = harness.client();
      const sent = await client.gql(FORGOT, { input: { email } });
      expect(sent.data).toEqual({
        requestPasswordReset: { ok: true, message: ACCESS_MESSAGES.resetLinkSent(email) },
      });
      const mail = (await harness.legacyControl(`/__control/outbox?email=${encodeURIComponent(email)}`)) as {
        link: string;
        token: string;
        token2: string;
      };
      expect(mail.link).toContain('/forget-password?Token=');

      const renewed = 'Renewed;2026';
      const input = { password: renewed, confirmPassword: renewed, token: mail.token, token2: mail.token2 };
      const reset = await client.gql(RESET, { input });
      expect(reset.data).toEqual({ resetPassword: { ok: true, message: ACCESS_MESSAGES.passwordReset } });
      expect((await harness.client().login(email, renewed)).errors).toBeUndefined();
      expect(firstError(await harness.client().login(email, password))).toMatchObject({
        code: 'BAD_USER_INPUT',
      });

      const again = await client.gql(RESET, { input });
      expect(firstError(again)).toEqual({
        message: ACCESS_MESSAGES.resetLinkInvalid,
        code: 'BAD_USER_INPUT',
        fields: { token: ACCESS_MESSAGES.resetLinkInvalid },
      });
    });

    it('answers a forgotten password for an unknown address the same way, and refuses a bad one', async () => {
      const unknown = await harness.client().gql(FORGOT, { input: { email: 'nobody@lexbridge.test' } });
      expect(unknown.data).toEqual({
        requestPasswordReset: { ok: true, message: ACCESS_MESSAGES.resetLinkSent('nobody@lexbridge.test') },
      });
      const bad = await harness.client().gql(FORGOT, { input: { email: 'nobody' } });
      expect(firstError(bad)).toEqual({
        message: 'Please provide a valid email',
        code: 'BAD_USER_INPUT',
        fields: { email: 'Please provide a valid email' },
      });
    });

    it('applies the reset rules before calling', async () => {
      const result = await harness.client().gql(RESET, {
        input: { password: 'Short;1', confirmPassword: 'Short;1', token: 'a', token2: 'b' },
      });
      expect(firstError(result)).toMatchObject({
        message: 'The password must be at least 8 characters long.',
        code: 'BAD_USER_INPUT',
      });
      expect(result.extensions?.legacyCalls).toBe(0);
    });
  });

  describe('change password', () => {
    let client: TestClient;
    beforeAll(async () => {
      client = harness.client();
      await client.login('business@lexbridge.test');
    });

    it('refuses anonymous callers and users who may not edit there', async () => {
      const input = {
        oldPassword: DEMO_PASSWORD,
        newPassword: 'Changed#2026',
        confirmPassword: 'Changed#2026',
      };
      expect(firstError(await harness.client().gql(CHANGE, { input })).code).toBe('UNAUTHENTICATED');
      const reader = harness.client();
      await reader.login('reader@lexbridge.test');
      expect(firstError(await reader.gql(CHANGE, { input }))).toMatchObject({
        message: 'You are not allowed to open this page.',
        code: 'FORBIDDEN',
      });
    });

    it('validates with the spec messages before calling', async () => {
      const empty = await client.gql(CHANGE, {
        input: { oldPassword: '', newPassword: 'x', confirmPassword: 'x' },
      });
      expect(firstError(empty)).toMatchObject({
        message: 'Please fill in all the details',
        code: 'BAD_USER_INPUT',
      });
      const mismatch = await client.gql(CHANGE, {
        input: { oldPassword: DEMO_PASSWORD, newPassword: 'Changed#2026', confirmPassword: 'Changed#2027' },
      });
      expect(firstError(mismatch)).toMatchObject({
        message: 'New Password and Confirm Password do not match',
        code: 'BAD_USER_INPUT',
      });
      expect(mismatch.extensions?.legacyCalls).toBe(0);
    });

    it("shows the catalogue's message for a wrong current password", async () => {
      const result = await client.gql(CHANGE, {
        input: { oldPassword: 'Wrong#2026', newPassword: 'Changed#2026', confirmPassword: 'Changed#2026' },
      });
      expect(firstError(result)).toMatchObject({
        message: ACCESS_MESSAGES.currentPasswordIncorrect,
        code: 'UPSTREAM_ERROR',
      });
    });

    it("changes it: 'Password was changed successfully', and the new password signs in", async () => {
      const result = await client.gql(CHANGE, {
        input: { oldPassword: DEMO_PASSWORD, newPassword: 'Changed#2026', confirmPassword: 'Changed#2026' },
      });
      expect(result.data).toEqual({
        changePassword: { ok: true, message: 'Password was changed successfully' },
      });
      expect(
        (await harness.client().login('business@lexbridge.test', 'Changed#2026')).errors,
      ).toBeUndefined();
    });
  });
});

describe('a catalogue without single sign-on, and a BFF with sign-up off (the default)', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ bff: { ssoEnabled: true, exposeLegacyCalls: true } });
  });
  afterAll(() => harness?.close());

  it('refuses sign-up before calling the catalogue', async () => {
    const input = { email: 'x@lexbridge.test', password: 'Abc#12345', confirmPassword: 'Abc#12345' };
    const result = await harness.client().gql(SIGN_UP, { input });
    expect(firstError(result)).toMatchObject({ message: 'Sign-up is not available.', code: 'FORBIDDEN' });
    expect(result.extensions?.legacyCalls).toBe(0);
  });

  it("answers configured: false when the catalogue's client does not use single sign-on", async () => {
    const result = await harness.client().gql(SSO_CLIENT);
    expect(result).toMatchObject({
      data: {
        ssoClient: { configured: false, clientId: null, tenantId: null, authority: null, scope: 'user.read' },
      },
      extensions: { legacyCalls: 1 },
    });
  });

  it('refuses an SSO sign-in the catalogue cannot check, with its message', async () => {
    const result = await harness
      .client()
      .gql(SSO_LOGIN, { input: { email: 'lawyer@lexbridge.test', accessToken: 'x' } });
    expect(firstError(result)).toMatchObject({
      message: ACCESS_MESSAGES.ssoNotConfigured,
      code: 'BAD_USER_INPUT',
    });
  });
});
