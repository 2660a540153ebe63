import { afterEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness.js';

interface Stats {
  tokenCalls: Record<string, number>;
}

async function refreshCount(harness: Harness): Promise<number> {
  const stats = (await harness.legacyControl('/__control/stats')) as Stats;
  return stats.tokenCalls.refresh_token ?? 0;
}

const COUNTS = `{ inboxCounts { menuId count } }`;

describe('legacy token custody', () => {
  let harness: Harness;
  afterEach(() => harness?.close());

  it('renews a rejected token once for all concurrent requests of a session, and every request succeeds', async () => {
    harness = await startHarness();
    const client = harness.client();
    await client.login('lawyer@lexbridge.test');
    expect(await refreshCount(harness)).toBe(0);

    await harness.legacyControl('/__control/expire-tokens', { method: 'POST' });
    const results = await Promise.all(Array.from({ length: 20 }, () => client.gql(COUNTS)));
    for (const result of results) expect(result.errors).toBeUndefined();
    expect(await refreshCount(harness)).toBe(1);

    // The renewed token is kept: later calls need no further refresh.
    expect((await client.gql(COUNTS)).errors).toBeUndefined();
    expect(await refreshCount(harness)).toBe(1);
  });

  it('renews ahead of expiry, without waiting for a 401', async () => {
    harness = await startHarness({ tokenLifetimeSeconds: 3, bff: { tokenRefreshMarginMs: 2500 } });
    const client = harness.client();
    await client.login('lawyer@lexbridge.test');
    await new Promise((resolve) => setTimeout(resolve, 700));
    const results = await Promise.all(Array.from({ length: 5 }, () => client.gql(COUNTS)));
    for (const result of results) expect(result.errors).toBeUndefined();
    expect(await refreshCount(harness)).toBe(1);
  });

  it('ends the session with UNAUTHENTICATED when the token cannot be renewed', async () => {
    harness = await startHarness();
    const client = harness.client();
    await client.login('lawyer@lexbridge.test');
    const sessionId = client.cookie!.split('=')[1]!;
    const record = await harness.services.sessions.get(sessionId);
    await harness.services.sessions.set(
      { ...record!, token: { ...record!.token, refreshToken: null } },
      60_000,
    );

    await harness.legacyControl('/__control/expire-tokens', { method: 'POST' });
    const result = await client.gql(COUNTS);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await harness.services.sessions.get(sessionId)).toBeNull();
    expect((await client.gql(`{ session { isAdmin } }`)).data).toEqual({ session: null });
  });
});
