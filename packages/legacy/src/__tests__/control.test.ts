import { describe, expect, it } from 'vitest';
import { buildLegacyApp } from '../index.js';
import { useCatalogue } from './helpers.js';

describe('test controls', () => {
  const controlled = useCatalogue({ testControls: true });

  it('are absent unless asked for', async () => {
    // A second app over the same database: a catalogue of its own would cost another PGlite start.
    const plain = buildLegacyApp({ db: controlled.running.db, logLevel: 'silent' });
    try {
      expect((await plain.inject({ method: 'GET', url: '/__control/stats' })).statusCode).toBe(404);
      expect((await plain.inject({ method: 'POST', url: '/__control/expire-tokens' })).statusCode).toBe(404);
      expect(
        (await plain.inject({ method: 'GET', url: '/__control/outbox?email=a@b.test' })).statusCode,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('expire every access token, so a client must refresh, and count what happened', async () => {
    const { client } = controlled;
    await client.post('/__control/reset-stats');
    const session = await client.login('lawyer@lexbridge.test');
    const call = (token: string) =>
      client.get('/api/menu/getAllMenus', { token, params: { UserId: session.userId } });
    expect((await call(session.accessToken)).status).toBe(200);

    const expired = await client.post('/__control/expire-tokens');
    expect(expired.status).toBe(200);
    expect(expired.body).toMatchObject({ expiredRefreshTokens: 0 });
    expect(expired.body.expiredAccessTokens).toBeGreaterThanOrEqual(1);
    expect((await call(session.accessToken)).status).toBe(401);

    const refreshed = await client.refresh(session.refreshToken);
    expect(refreshed.status).toBe(200);
    expect((await call(refreshed.body.access_token)).status).toBe(200);

    const stats = await client.get('/__control/stats');
    expect(stats.body).toEqual({
      tokenCalls: { password: 1, refresh_token: 1 },
      requests: { '/Token': 2, '/api/menu/getAllMenus': 3 },
    });
  });

  it('can expire refresh tokens too, ending every session', async () => {
    const { client } = controlled;
    const session = await client.login('business@lexbridge.test');
    const expired = await client.post('/__control/expire-tokens', { body: { includeRefreshTokens: true } });
    expect(expired.body.expiredRefreshTokens).toBeGreaterThanOrEqual(1);
    expect((await client.refresh(session.refreshToken)).status).toBe(400);
  });

  it('reset the counters', async () => {
    const { client } = controlled;
    await client.get('/health');
    await client.post('/__control/reset-stats');
    expect((await client.get('/__control/stats')).body).toEqual({ tokenCalls: {}, requests: {} });
  });
});
