import { describe, expect, it } from 'vitest';
import { LEGACY_MESSAGES } from '../index.js';
import { sleep, useCatalogue } from './helpers.js';

// A catalogue of its own: one-second tokens, and refresh tokens that outlive them.
const catalogue = useCatalogue({ tokenLifetimeSeconds: 1, refreshTokenLifetimeSeconds: 60 });

describe('token lifetime', () => {
  it('answers 401 once the access token has expired, and the refresh token still works', async () => {
    const session = await catalogue.client.login('lawyer@lexbridge.test');
    expect(session.token.expires_in).toBe(1);
    await sleep(1_100);
    const expired = await catalogue.client.get('/api/Account/UserInfo', { token: session.accessToken });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ Message: LEGACY_MESSAGES.unauthorized });

    const refreshed = await catalogue.client.refresh(session.refreshToken);
    expect(refreshed.status).toBe(200);
    const again = await catalogue.client.get('/api/Account/UserInfo', { token: refreshed.body.access_token });
    expect(again.status).toBe(200);
  });
});
