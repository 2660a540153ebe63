import { describe, expect, it } from 'vitest';
import { LEGACY_MESSAGES, buildLegacyApp, encryptSecret } from '../index.js';
import { LegacyClient, useCatalogue, type Session } from './helpers.js';

const catalogue = useCatalogue();
const MENUS = '/api/menu/getAllMenus';
const ADD_SEARCH = '/denormalize-search/add-history-search';

async function lawyer(): Promise<Session> {
  return catalogue.client.login('lawyer@lexbridge.test');
}

describe('the bearer check', () => {
  it.each([
    ['no Authorization header', {}],
    ['an unknown token', { authorization: 'Bearer not-a-real-token' }],
    ['another scheme', { authorization: 'Basic bGF3eWVyOnB3' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ])('answers 401 for %s', async (_label, headers) => {
    const {
      status,
      body,
      headers: answerHeaders,
    } = await catalogue.client.get(MENUS, { headers, params: { UserId: 2 } });
    expect(status).toBe(401);
    expect(body).toEqual({ Message: 'Authorization has been denied for this request.' });
    expect(answerHeaders.get('www-authenticate')).toBe('Bearer');
  });

  it('checks the token before anything else, even a bad secret', async () => {
    const { status } = await catalogue.client.get(MENUS, { rawQuery: 'secret=garbage' });
    expect(status).toBe(401);
  });
});

describe('the secret parameter', () => {
  it.each([
    ['missing', ''],
    ['garbage', 'secret=garbage'],
    ['encrypted with another key', `secret=${encodeURIComponent(encryptSecret('UserId=2', 'not-the-key'))}`],
    ['given twice', 'secret=a&secret=b'],
  ])('answers 400 when it is %s', async (_label, rawQuery) => {
    const session = await lawyer();
    const { status, body } = await catalogue.client.get(MENUS, { token: session.accessToken, rawQuery });
    expect(status).toBe(400);
    expect(body).toEqual({ Message: 'Invalid secret parameter.', Result: null });
  });

  it('refuses a plain query string in place of the secret', async () => {
    const session = await lawyer();
    for (const rawQuery of [`UserId=${session.userId}`, `secret=x&UserId=${session.userId}`]) {
      const { status, body } = await catalogue.client.get(MENUS, { token: session.accessToken, rawQuery });
      expect(status).toBe(400);
      expect(body).toEqual({ Message: LEGACY_MESSAGES.plainQuery, Result: null });
    }
  });

  it('accepts an unencoded secret whose + arrived as spaces', async () => {
    const session = await lawyer();
    let secret = catalogue.client.secretFor({ UserId: session.userId });
    while (!secret.includes('+')) secret = catalogue.client.secretFor({ UserId: session.userId });
    const { status } = await catalogue.client.get(MENUS, {
      token: session.accessToken,
      rawQuery: `secret=${secret}`,
    });
    expect(status).toBe(200);
  });
});

describe('the UserId check', () => {
  it('needs UserId in the decrypted query of a GET', async () => {
    const session = await lawyer();
    const { status, body } = await catalogue.client.get(MENUS, {
      token: session.accessToken,
      params: { isLegal: true },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ Message: 'UserId is required.', Result: null });
  });

  it("answers 403 for another user's id", async () => {
    const session = await lawyer();
    const { status, body } = await catalogue.client.get(MENUS, {
      token: session.accessToken,
      params: { UserId: session.userId + 1 },
    });
    expect(status).toBe(403);
    expect(body).toEqual({ Message: 'UserId does not match the signed-in user.', Result: null });
  });

  it('binds the parameter name case-insensitively, as ASP.NET does', async () => {
    const session = await lawyer();
    const { status } = await catalogue.client.get(MENUS, {
      token: session.accessToken,
      params: { userid: session.userId },
    });
    expect(status).toBe(200);
  });

  it('reads UserId from a POST body, as a number or a string', async () => {
    const session = await lawyer();
    const missing = await catalogue.client.post(ADD_SEARCH, {
      token: session.accessToken,
      body: { SearchName: 'No user', searchKey: 'k' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ Message: 'UserId is required.', Result: null });

    const other = await catalogue.client.post(ADD_SEARCH, {
      token: session.accessToken,
      body: { SearchName: 'Other user', searchKey: 'k', UserId: String(session.userId + 1) },
    });
    expect(other.status).toBe(403);

    const asString = await catalogue.client.post(ADD_SEARCH, {
      token: session.accessToken,
      body: { SearchName: 'String id', searchKey: 'k', UserId: String(session.userId) },
    });
    expect(asString.status).toBe(200);
  });

  it('does not ask UserInfo for a UserId', async () => {
    const session = await lawyer();
    const { status } = await catalogue.client.get('/api/Account/UserInfo', { token: session.accessToken });
    expect(status).toBe(200);
  });
});

describe('bad input never crashes the catalogue', () => {
  it('answers malformed JSON with a 400 envelope', async () => {
    const session = await lawyer();
    const { status, body } = await catalogue.client.post(ADD_SEARCH, {
      token: session.accessToken,
      body: '{"SearchName": ',
    });
    expect(status).toBe(400);
    expect(body).toEqual({ Message: 'The request is invalid.', Result: null });
  });

  it('answers an unsupported media type with an envelope', async () => {
    const session = await lawyer();
    const { status, body } = await catalogue.client.post(ADD_SEARCH, {
      token: session.accessToken,
      body: '<xml/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(status).toBe(415);
    expect(body).toEqual({ Message: 'The request is invalid.', Result: null });
  });

  it('answers an unknown route with a 404 envelope that does not echo the query', async () => {
    const { status, body } = await catalogue.client.get('/api/nothing-here', { rawQuery: 'secret=abc' });
    expect(status).toBe(404);
    expect(body).toEqual({
      Message: "No HTTP resource was found that matches the request URI '/api/nothing-here'.",
      Result: null,
    });
  });

  it('answers a server fault with the bare 500 envelope', async () => {
    const session = await lawyer();
    const { db } = catalogue.running;
    await db.exec('ALTER TABLE saved_searches RENAME TO saved_searches_away');
    try {
      const { status, body } = await catalogue.client.get('/denormalize-search/get-history-search', {
        token: session.accessToken,
        params: { UserId: session.userId },
      });
      expect(status).toBe(500);
      expect(body).toEqual({ Message: 'An error has occurred.', Result: null });
    } finally {
      await db.exec('ALTER TABLE saved_searches_away RENAME TO saved_searches');
    }
  });
});

describe('request headers', () => {
  it('keeps the caller X-Request-Id and echoes it', async () => {
    const { headers } = await catalogue.client.get('/health', { headers: { 'x-request-id': 'bff-req-42' } });
    expect(headers.get('x-request-id')).toBe('bff-req-42');
  });

  it('replaces an unsafe X-Request-Id with a fresh one', async () => {
    const { headers } = await catalogue.client.get('/health', {
      headers: { 'x-request-id': 'x'.repeat(500) },
    });
    expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('accepts MenuId and BreadCrumbId headers and routes regardless of case', async () => {
    const session = await lawyer();
    const { status } = await catalogue.client.get('/API/Menu/GetAllMenus', {
      token: session.accessToken,
      params: { UserId: session.userId, isLegal: true },
      headers: { MenuId: '2', BreadCrumbId: '10' },
    });
    expect(status).toBe(200);
  });

  it('answers /health', async () => {
    const { status, body } = await catalogue.client.get('/health');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok' });
  });
});

describe('request logging', () => {
  it('binds X-Request-Id, MenuId and BreadCrumbId to the request log lines', async () => {
    const lines: string[] = [];
    const app = buildLegacyApp({
      db: catalogue.running.db,
      logLevel: 'info',
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const client = new LegacyClient(await app.listen({ port: 0, host: '127.0.0.1' }));
      const session = await client.login('lawyer@lexbridge.test');
      await client.get('/api/menu/getAllMenus', {
        token: session.accessToken,
        params: { UserId: session.userId },
        headers: { 'X-Request-Id': 'trace-menu-1', MenuId: '2', BreadCrumbId: '57' },
      });
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const completed = entries.find(
        (entry) => entry.reqId === 'trace-menu-1' && entry.msg === 'request completed',
      );
      expect(completed).toMatchObject({ reqId: 'trace-menu-1', menuId: '2', breadCrumbId: '57' });
      // Neither the bearer token nor the password reaches the log.
      expect(lines.join('\n')).not.toContain(session.accessToken);
      expect(lines.join('\n')).not.toContain(Buffer.from('Demo#2026').toString('base64'));
    } finally {
      await app.close();
    }
  });
});
