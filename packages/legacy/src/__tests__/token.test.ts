import { describe, expect, it } from 'vitest';
import { TOKEN_ERRORS } from '../index.js';
import { RFC_1123, useCatalogue } from './helpers.js';

const catalogue = useCatalogue({ tokenLifetimeSeconds: 1800 });

describe('POST /Token, password grant', () => {
  it('signs in with OWIN-style string fields', async () => {
    const { status, body, headers } = await catalogue.client.passwordGrant('admin@lexbridge.test');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 1800,
      userFirstName: 'Ada',
      userName: 'Ada Admin',
      userEmail: 'admin@lexbridge.test',
      roles: 'Lexbridge Super Admin,Provider Staff',
      isAzimuth: 'True',
      isTableau: 'False',
    });
    expect(Object.keys(body)).toEqual([
      'access_token',
      'token_type',
      'expires_in',
      'refresh_token',
      'userId',
      'userFirstName',
      'userName',
      'userEmail',
      'roles',
      'menu',
      'editableBreadCrumbs',
      'isAzimuth',
      'isTableau',
      'clientId',
      'clientName',
      '.issued',
      '.expires',
    ]);
    for (const [key, value] of Object.entries(body)) {
      if (key !== 'expires_in') expect(typeof value, key).toBe('string');
    }
    expect(body.userId).toMatch(/^\d+$/);
    expect(Array.isArray(JSON.parse(body.menu))).toBe(true);
    expect(body['.issued']).toMatch(RFC_1123);
    const lifetime = Date.parse(body['.expires']) - Date.parse(body['.issued']);
    expect(lifetime).toBe(1800 * 1000);
  });

  it('matches the user name case-insensitively', async () => {
    const { status, body } = await catalogue.client.passwordGrant('  Lawyer@LexBridge.TEST ');
    expect(status).toBe(200);
    expect(body.userEmail).toBe('lawyer@lexbridge.test');
  });

  it.each([
    ['a wrong password', 'lawyer@lexbridge.test', 'Demo#2025'],
    ['an unknown user', 'nobody@lexbridge.test', 'Demo#2026'],
  ])('refuses %s with invalid_grant', async (_label, username, password) => {
    const { status, body } = await catalogue.client.passwordGrant(username, password);
    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'invalid_grant',
      error_description: 'The user name or password is incorrect.',
    });
  });

  it('expects the password base64-encoded', async () => {
    const { status, body } = await catalogue.client.token({
      username: 'lawyer@lexbridge.test',
      password: 'Demo#2026',
      grant_type: 'password',
    });
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'invalid_request', error_description: TOKEN_ERRORS.passwordEncoding });
  });

  it.each([
    ['the user name', { password: 'RGVtbyMyMDI2', grant_type: 'password' }],
    ['the password', { username: 'lawyer@lexbridge.test', grant_type: 'password' }],
  ])('answers invalid_request without %s', async (_label, fields) => {
    const { status, body } = await catalogue.client.token(fields);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'invalid_request', error_description: TOKEN_ERRORS.credentialsRequired });
  });

  it.each([
    ['a missing grant_type', { username: 'lawyer@lexbridge.test', password: 'RGVtbyMyMDI2' }],
    ['client_credentials', { grant_type: 'client_credentials' }],
  ])('answers unsupported_grant_type for %s', async (_label, fields) => {
    const { status, body } = await catalogue.client.token(fields);
    expect(status).toBe(400);
    expect(body.error).toBe('unsupported_grant_type');
  });

  it.each([
    ['JSON', 'application/json', JSON.stringify({ grant_type: 'password' })],
    ['plain text', 'text/plain', 'grant_type=password'],
    ['a malformed JSON', 'application/json', '{"grant_type":'],
  ])('wants a form, not %s', async (_label, contentType, body) => {
    const response = await fetch(`${catalogue.running.url}/Token`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_request',
      error_description: TOKEN_ERRORS.notForm,
    });
  });
});

describe('POST /Token, refresh_token grant', () => {
  it('issues a new pair and consumes the old refresh token', async () => {
    const first = await catalogue.client.login('lawyer@lexbridge.test');
    const refreshed = await catalogue.client.refresh(first.refreshToken);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).not.toBe(first.accessToken);
    expect(refreshed.body.refresh_token).not.toBe(first.refreshToken);
    expect(refreshed.body).toMatchObject({
      userId: first.token.userId,
      userEmail: 'lawyer@lexbridge.test',
      expires_in: 1800,
    });
    expect(refreshed.body.menu).toBe(first.token.menu);

    const reuse = await catalogue.client.refresh(first.refreshToken);
    expect(reuse.status).toBe(400);
    expect(reuse.body).toEqual({
      error: 'invalid_grant',
      error_description: 'The refresh token is invalid or expired.',
    });

    const next = await catalogue.client.refresh(refreshed.body.refresh_token);
    expect(next.status).toBe(200);
  });

  it('lets both access tokens work until they expire, as OWIN bearer tickets do', async () => {
    const first = await catalogue.client.login('business@lexbridge.test');
    const refreshed = await catalogue.client.refresh(first.refreshToken);
    for (const token of [first.accessToken, refreshed.body.access_token]) {
      const { status } = await catalogue.client.get('/api/Account/UserInfo', { token });
      expect(status).toBe(200);
    }
  });

  it('lets only one of two concurrent refreshes of one token win', async () => {
    const session = await catalogue.client.login('reader@lexbridge.test');
    const answers = await Promise.all([1, 2, 3].map(() => catalogue.client.refresh(session.refreshToken)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
  });

  it('refuses an unknown or missing refresh token', async () => {
    const unknown = await catalogue.client.refresh('not-a-token');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('invalid_grant');
    const missing = await catalogue.client.token({ grant_type: 'refresh_token' });
    expect(missing.body).toEqual({
      error: 'invalid_request',
      error_description: TOKEN_ERRORS.refreshTokenRequired,
    });
  });
});
