import { generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password.js';
import { ACCESS_MESSAGES, DEMO_PASSWORD, LEGACY_MESSAGES, buildLegacyApp } from '../index.js';
import { LegacyClient, useCatalogue, type TokenBody } from './helpers.js';
import {
  CookieJar,
  authorize,
  browse,
  discover,
  exchangeCode,
  formAction,
  pkce,
  ssoAccessToken,
  type Discovery,
} from './sso-flow.js';

const CLIENT_ID = 'lexbridge-web';
const TENANT_ID = 'lexbridge-tenant';
const REDIRECT_URI = 'http://localhost:5173/sso-callback';
const WEB_ORIGIN = 'http://localhost:5173';
const SSO_LOGIN = '/Account/sso-login';
const SSO_DETAILS = '/Account/GetSSOUserDetails';

describe('single sign-on while it is not configured', () => {
  const catalogue = useCatalogue();

  it('answers the client lookup with Result false', async () => {
    const { status, body } = await catalogue.client.get('/ClientDbSetup/GetSSOClient');
    expect(status).toBe(200);
    expect(body).toEqual({ Result: false, Cid: null, Tid: null });
  });

  it('mounts no OpenID provider', async () => {
    const { status, body } = await catalogue.client.get('/oidc/.well-known/openid-configuration');
    expect(status).toBe(404);
    expect(body).toEqual({
      Message:
        "No HTTP resource was found that matches the request URI '/oidc/.well-known/openid-configuration'.",
      Result: null,
    });
  });

  it('refuses the single sign-on login', async () => {
    const { status, body } = await catalogue.client.post(SSO_LOGIN, {
      body: { email: 'lawyer@lexbridge.test', token: 'anything' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ Message: 'Single sign-on is not configured.', Result: null });
  });
});

describe('single sign-on with the OpenID provider at /oidc', () => {
  const catalogue = useCatalogue({ sso: { clientId: CLIENT_ID, tenantId: TENANT_ID } });
  let discovery: Discovery;
  beforeAll(async () => {
    discovery = await discover(catalogue.running.url);
  });

  const ssoLogin = (body: unknown) =>
    catalogue.client.post<TokenBody & { Message?: string }>(SSO_LOGIN, { body });
  const tokenFor = (email: string, options: { scope?: string; password?: string } = {}) =>
    ssoAccessToken(catalogue.running.url, {
      clientId: CLIENT_ID,
      redirectUri: REDIRECT_URI,
      email,
      ...options,
    });

  it('answers the client lookup anonymously, with the client and tenant ids', async () => {
    const { status, body } = await catalogue.client.get('/ClientDbSetup/GetSSOClient');
    expect(status).toBe(200);
    expect(body).toEqual({ Result: true, Cid: CLIENT_ID, Tid: TENANT_ID });
    // A query string, even a secret, is ignored on anonymous calls.
    expect((await catalogue.client.get('/clientdbsetup/getssoclient', { rawQuery: 'x=1' })).body).toEqual(
      body,
    );
  });

  it('publishes its discovery document under the catalogue URL', () => {
    const issuer = `${catalogue.running.url}/oidc`;
    expect(discovery).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/me`,
      jwks_uri: `${issuer}/jwks`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    });
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'user.read']));
    expect(discovery.claims_supported).toEqual(expect.arrayContaining(['sub', 'email', 'name']));
  });

  it('signs a demo user in with the code flow and PKCE, then logs them into the catalogue', async () => {
    const jar = new CookieJar();
    const { verifier, challenge } = pkce();
    const query = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid user.read',
      state: 'state-123',
      nonce: 'nonce-456',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      login_hint: 'lawyer@lexbridge.test',
    });

    // authorize -> the interaction's sign-in form
    const authorizeStep = await browse(jar, `${discovery.authorization_endpoint}?${query.toString()}`);
    expect(authorizeStep.status).toBe(303);
    expect(authorizeStep.location).toMatch(new RegExp(`^${catalogue.running.url}/oidc/interaction/[\\w-]+$`));
    const form = await browse(jar, authorizeStep.location!);
    expect(form.status).toBe(200);
    expect(form.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(form.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(form.text).toContain('<label for="email">E-mail address</label>');
    expect(form.text).toContain('<label for="password">Password</label>');
    expect(form.text).toContain('<input id="email" name="email" type="email"');
    expect(form.text).toContain('value="lawyer@lexbridge.test"');
    expect(form.text).toContain('<button type="submit">Sign in</button>');
    const action = new URL(formAction(form.text), form.url).href;
    expect(action).toBe(`${authorizeStep.location}/login`);

    // a wrong password shows the form again with the error
    const wrong = await browse(jar, action, {
      form: { email: 'lawyer@lexbridge.test', password: 'Wrong#2026' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain(
      '<p class="error" role="alert" id="error">The e-mail address or password is incorrect.</p>',
    );
    expect(wrong.text).toContain('value="lawyer@lexbridge.test"');
    const empty = await browse(jar, action, { form: { email: '', password: '' } });
    expect(empty.text).toContain('Enter your e-mail address and password.');

    // the right one (e-mail in another case) -> resume -> automatic consent -> resume -> the redirect URI
    const signedIn = await browse(jar, action, {
      form: { email: 'LAWYER@lexbridge.test', password: DEMO_PASSWORD },
    });
    expect(signedIn.status).toBe(303);
    expect(signedIn.location).toMatch(/\/oidc\/auth\/[\w-]+$/);
    const consentPrompt = await browse(jar, signedIn.location!);
    expect(consentPrompt.status).toBe(303);
    expect(consentPrompt.location).toMatch(new RegExp(`^${catalogue.running.url}/oidc/interaction/[\\w-]+$`));
    const consented = await browse(jar, consentPrompt.location!);
    expect(consented.status).toBe(303);
    const back = await browse(jar, consented.location!);
    expect(back.status).toBe(303);
    const callback = new URL(back.location!);
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('state')).toBe('state-123');
    expect(callback.searchParams.get('iss')).toBe(discovery.issuer);
    const code = callback.searchParams.get('code')!;

    // code -> tokens, from the web app's origin (CORS)
    const tokens = await exchangeCode(discovery, {
      clientId: CLIENT_ID,
      redirectUri: REDIRECT_URI,
      code,
      verifier,
      origin: WEB_ORIGIN,
    });
    expect(tokens.status).toBe(200);
    expect(tokens.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect(tokens.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'openid user.read' });
    expect(tokens.body.id_token.split('.')).toHaveLength(3);
    const idClaims = JSON.parse(Buffer.from(tokens.body.id_token.split('.')[1], 'base64url').toString());
    expect(idClaims).toMatchObject({ iss: discovery.issuer, aud: CLIENT_ID, sub: '2', nonce: 'nonce-456' });

    // userinfo
    const userinfo = await fetch(discovery.userinfo_endpoint, {
      headers: { authorization: `Bearer ${tokens.body.access_token}` },
    });
    expect(userinfo.status).toBe(200);
    // groups: the directory groups the user is in (none for Lena), which sso-login maps to roles and business lines.
    expect(await userinfo.json()).toEqual({
      sub: '2',
      email: 'lawyer@lexbridge.test',
      name: 'Lena Lawyer',
      groups: [],
    });

    // Account/sso-login with that access token: the /Token body
    const login = await ssoLogin({ email: 'Lawyer@LexBridge.test', token: tokens.body.access_token });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const password = await catalogue.client.passwordGrant('lawyer@lexbridge.test');
    expect(Object.keys(login.body)).toEqual(Object.keys(password.body));
    expect(login.body).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      userId: '2',
      userEmail: 'lawyer@lexbridge.test',
      userName: 'Lena Lawyer',
      roles: 'Legal Staff',
      menu: password.body.menu,
    });
    expect(login.body.access_token).not.toBe(tokens.body.access_token);

    // the catalogue token it gave works like any other
    const who = await catalogue.client.get<{ Result: { userEmail: string } }>('/api/Account/UserInfo', {
      token: login.body.access_token,
    });
    expect(who.status).toBe(200);
    expect(who.body.Result.userEmail).toBe('lawyer@lexbridge.test');
    expect((await catalogue.client.refresh(login.body.refresh_token)).status).toBe(200);

    // a code works once, and replaying it revokes what it gave
    const again = await exchangeCode(discovery, {
      clientId: CLIENT_ID,
      redirectUri: REDIRECT_URI,
      code,
      verifier,
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
    const revoked = await ssoLogin({ email: 'lawyer@lexbridge.test', token: tokens.body.access_token });
    expect(revoked.status).toBe(400);
    expect(revoked.body).toEqual({ Message: 'The single sign-on token is not valid.', Result: null });

    // a second authorization in the same browser skips the form: the provider remembers the session
    const second = await authorize(discovery, {
      clientId: CLIENT_ID,
      redirectUri: REDIRECT_URI,
      email: 'unused',
      password: 'unused',
      challenge: pkce().challenge,
      jar,
    });
    expect(second.code).toBeTruthy();
  });

  it('requires PKCE of the public client', async () => {
    const query = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid user.read',
      state: 's',
    });
    const step = await browse(new CookieJar(), `${discovery.authorization_endpoint}?${query.toString()}`);
    expect(step.status).toBe(303);
    const back = new URL(step.location!);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses a wrong code verifier', async () => {
    const { challenge } = pkce();
    const { code } = await authorize(discovery, {
      clientId: CLIENT_ID,
      redirectUri: REDIRECT_URI,
      email: 'business@lexbridge.test',
      challenge,
    });
    const tokens = await exchangeCode(discovery, {
      clientId: CLIENT_ID,
      redirectUri: REDIRECT_URI,
      code,
      verifier: pkce().verifier,
    });
    expect(tokens.status).toBe(400);
    expect(tokens.body.error).toBe('invalid_grant');
  });

  it('never redirects to an unregistered URI', async () => {
    const query = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: 'https://evil.example.com/sso-callback',
      response_type: 'code',
      scope: 'openid user.read',
      code_challenge: pkce().challenge,
      code_challenge_method: 'S256',
    });
    const step = await browse(new CookieJar(), `${discovery.authorization_endpoint}?${query.toString()}`);
    expect(step.status).toBe(400);
    expect(step.location).toBeNull();
    expect(step.text).toContain('redirect_uri did not match any of the client');
    expect(step.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('sends a cancelled sign-in back with access_denied', async () => {
    const jar = new CookieJar();
    const query = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid user.read',
      state: 'cancel-me',
      code_challenge: pkce().challenge,
      code_challenge_method: 'S256',
    });
    const start = await browse(jar, `${discovery.authorization_endpoint}?${query.toString()}`);
    const form = await browse(jar, start.location!);
    const cancel = /<a class="cancel" href="([^"]+)"/.exec(form.text)![1];
    const aborted = await browse(jar, new URL(cancel, form.url).href);
    expect(aborted.status).toBe(303);
    const back = await browse(jar, aborted.location!);
    const callback = new URL(back.location!);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('cancel-me');
  });

  it('shows an expired page for an interaction without its cookie', async () => {
    const page = await browse(new CookieJar(), `${catalogue.running.url}/oidc/interaction/unknown-uid`);
    expect(page.status).toBe(400);
    expect(page.text).toContain('This sign-in has expired or was already completed.');
    const post = await browse(
      new CookieJar(),
      `${catalogue.running.url}/oidc/interaction/unknown-uid/login`,
      {
        form: { email: 'lawyer@lexbridge.test', password: DEMO_PASSWORD },
      },
    );
    expect(post.status).toBe(400);
    expect(post.text).toContain('This sign-in has expired or was already completed.');
  });

  it.each([
    ['no e-mail', { token: 'abc' }, ACCESS_MESSAGES.ssoFieldsRequired],
    ['no token', { email: 'lawyer@lexbridge.test' }, ACCESS_MESSAGES.ssoFieldsRequired],
    [
      'an unknown token',
      { email: 'lawyer@lexbridge.test', token: 'not-a-token' },
      ACCESS_MESSAGES.ssoTokenInvalid,
    ],
  ])('refuses a login with %s', async (_label, body, message) => {
    const { status, body: answer } = await ssoLogin(body);
    expect(status).toBe(400);
    expect(answer).toEqual({ Message: message, Result: null });
  });

  it('refuses a body that is not a JSON object', async () => {
    const { status, body } = await ssoLogin('[1]');
    expect(status).toBe(400);
    expect(body).toEqual({ Message: LEGACY_MESSAGES.invalidRequest, Result: null });
  });

  it('refuses a token for another e-mail address', async () => {
    const token = await tokenFor('business@lexbridge.test');
    const { status, body } = await ssoLogin({ email: 'lawyer@lexbridge.test', token });
    expect(status).toBe(400);
    expect(body).toEqual({
      Message: 'The e-mail address does not match the single sign-on account.',
      Result: null,
    });
  });

  it('refuses a token without the user.read scope', async () => {
    const token = await tokenFor('reader@lexbridge.test', { scope: 'openid' });
    const { status, body } = await ssoLogin({ email: 'reader@lexbridge.test', token });
    expect(status).toBe(400);
    expect(body).toEqual({ Message: 'The single sign-on token is not valid.', Result: null });
  });

  it('signs in any user of the users table, and says so when the account is gone', async () => {
    const { db } = catalogue.running;
    await db.query(
      `INSERT INTO users (email, first_name, full_name, password_hash) VALUES ('temp@lexbridge.test', 'Tim', 'Tim Temp', $1)`,
      [await hashPassword('Temp#2026')],
    );
    const token = await tokenFor('temp@lexbridge.test', { password: 'Temp#2026' });
    const first = await ssoLogin({ email: 'temp@lexbridge.test', token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ userEmail: 'temp@lexbridge.test', roles: '', menu: '[]' });

    await db.query("DELETE FROM users WHERE email = 'temp@lexbridge.test'");
    const gone = await ssoLogin({ email: 'temp@lexbridge.test', token });
    expect(gone.status).toBe(400);
    expect(gone.body).toEqual({ Message: 'No account is registered for this e-mail address.', Result: null });
  });

  describe('GET Account/GetSSOUserDetails', () => {
    it("answers the signed-in user's login fields", async () => {
      const session = await catalogue.client.login('business@lexbridge.test');
      const details = await catalogue.client.get(SSO_DETAILS, {
        token: session.accessToken,
        params: { userEmail: 'Business@lexbridge.test', UserId: session.userId },
      });
      expect(details.status).toBe(200);
      const userInfo = await catalogue.client.get('/api/Account/UserInfo', { token: session.accessToken });
      expect(details.body).toEqual(userInfo.body);
      expect(details.body).toMatchObject({ Message: 'Success', Result: { userId: '3', isTableau: 'False' } });
    });

    it("refuses another user's address, and a missing one", async () => {
      const session = await catalogue.client.login('business@lexbridge.test');
      const other = await catalogue.client.get(SSO_DETAILS, {
        token: session.accessToken,
        params: { userEmail: 'admin@lexbridge.test', UserId: session.userId },
      });
      expect(other.status).toBe(403);
      expect(other.body).toEqual({ Message: 'userEmail does not match the signed-in user.', Result: null });
      const missing = await catalogue.client.get(SSO_DETAILS, {
        token: session.accessToken,
        params: { UserId: session.userId },
      });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ Message: 'userEmail is required.', Result: null });
    });

    it('needs the bearer token and the secret', async () => {
      expect(
        (await catalogue.client.get(SSO_DETAILS, { params: { userEmail: 'a@b.test', UserId: 3 } })).status,
      ).toBe(401);
      const session = await catalogue.client.login('business@lexbridge.test');
      const plain = await catalogue.client.get(SSO_DETAILS, {
        token: session.accessToken,
        rawQuery: 'userEmail=business%40lexbridge.test&UserId=3',
      });
      expect(plain.status).toBe(400);
      expect(plain.body).toEqual({ Message: LEGACY_MESSAGES.plainQuery, Result: null });
    });
  });

  it('takes its issuer from LEGACY_PUBLIC_URL and its keys from LEGACY_SSO_JWKS', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'configured-key', alg: 'RS256', use: 'sig' };
    const app = buildLegacyApp({
      db: catalogue.running.db,
      logLevel: 'silent',
      publicUrl: 'https://sso.example.test/catalogue',
      sso: { clientId: CLIENT_ID, jwks: { keys: [jwk] } },
    });
    try {
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      const document = await discover(url);
      expect(document.issuer).toBe('https://sso.example.test/catalogue/oidc');
      const jwks = (await (await fetch(`${url}/oidc/jwks`)).json()) as {
        keys: { kid: string; d?: string }[];
      };
      expect(jwks.keys.map((key) => key.kid)).toEqual(['configured-key']);
      expect(jwks.keys[0].d).toBeUndefined();
      expect((await new LegacyClient(url).get('/ClientDbSetup/GetSSOClient')).body).toEqual({
        Result: true,
        Cid: CLIENT_ID,
        Tid: null,
      });
    } finally {
      await app.close();
    }
  });
});
