import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password.js';
import { DEFAULT_SECRET_KEY, LEGACY_MESSAGES } from '../index.js';
import { REPORT_TOKEN_LIFETIME_SECONDS, reportToolKey } from '../modules/access/report-tool.routes.js';
import { toSession, useCatalogue } from './helpers.js';

const catalogue = useCatalogue();

describe('GET reports/get-report-token', () => {
  it('gives a report-tool user a signed token for ten minutes', async () => {
    await catalogue.running.db.query(
      `INSERT INTO users (email, first_name, full_name, password_hash, is_tableau)
       VALUES ('analyst@lexbridge.test', 'Ana', 'Ana Analyst', $1, true)`,
      [await hashPassword('Analyst#2026')],
    );
    const login = await catalogue.client.passwordGrant('analyst@lexbridge.test', 'Analyst#2026');
    expect(login.body.isTableau).toBe('True');
    const session = toSession(login.body);
    const before = Math.floor(Date.now() / 1000);
    const answer = await catalogue.client.get<{
      Message: string;
      Result: { jwtToken: string; expires_in: number };
    }>('/reports/get-report-token', { token: session.accessToken, params: { UserId: session.userId } });
    expect(answer.status).toBe(200);
    expect(answer.body.Message).toBe('Success');
    expect(Object.keys(answer.body.Result)).toEqual(['jwtToken', 'expires_in']);
    expect(answer.body.Result.expires_in).toBe(REPORT_TOKEN_LIFETIME_SECONDS);

    const [header, payload, signature] = answer.body.Result.jwtToken.split('.');
    const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString());
    expect(decode(header)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    const claims = decode(payload);
    expect(claims).toMatchObject({
      sub: 'analyst@lexbridge.test',
      aud: 'tableau',
      scp: ['tableau:views:embed'],
    });
    expect(claims.exp - claims.iat).toBe(600);
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    const expected = createHmac('sha256', reportToolKey(DEFAULT_SECRET_KEY))
      .update(`${header}.${payload}`)
      .digest('base64url');
    expect(signature).toBe(expected);
  });

  it('answers 403 for users without the report tool', async () => {
    const session = await catalogue.client.login('admin@lexbridge.test');
    const answer = await catalogue.client.get('/reports/get-report-token', {
      token: session.accessToken,
      params: { UserId: session.userId },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ Message: 'The report tool is not enabled for this user.', Result: null });
  });

  it('needs the bearer token and the UserId', async () => {
    expect((await catalogue.client.get('/reports/get-report-token', { params: { UserId: 1 } })).status).toBe(
      401,
    );
    const session = await catalogue.client.login('admin@lexbridge.test');
    const missing = await catalogue.client.get('/reports/get-report-token', { token: session.accessToken });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ Message: LEGACY_MESSAGES.invalidSecret, Result: null });
  });
});
