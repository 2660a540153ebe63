import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../testing/harness.js';

const REPORT = `{ reportToolSession { available expiresAt } }`;

describe('the report-tool token against the reference catalogue', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
    // No demo user has the report-tool flag: give it to the lawyer.
    await harness.legacy!.db.query('UPDATE users SET is_tableau = true WHERE email = $1', [
      'lawyer@lexbridge.test',
    ]);
  });
  afterAll(() => harness?.close());

  async function tokenCalls(): Promise<number> {
    const stats = (await harness.legacyControl('/__control/stats')) as { requests: Record<string, number> };
    return Object.entries(stats.requests)
      .filter(([path]) => path.toLowerCase().includes('get-report-token'))
      .reduce((sum, [, count]) => sum + count, 0);
  }

  it('is fetched at sign-in, kept in the BFF, and reported by availability and expiry only', async () => {
    await harness.legacyControl('/__control/reset-stats', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const client = harness.client();
    const before = Date.now();
    const login = await client.login('lawyer@lexbridge.test');
    expect(login.errors).toBeUndefined();
    expect(await tokenCalls()).toBe(1);

    const result = await client.gql<{ reportToolSession: { available: boolean; expiresAt: string } }>(REPORT);
    expect(result.errors).toBeUndefined();
    expect(result.data!.reportToolSession.available).toBe(true);
    const expiresAt = Date.parse(result.data!.reportToolSession.expiresAt);
    // The catalogue's tokens live 600 s; the BFF counts them expired 10 s early.
    expect(expiresAt).toBeGreaterThanOrEqual(before + 590_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 590_000);
    expect(JSON.stringify(result)).not.toMatch(/eyJ/);
    // Still fresh: not fetched again.
    expect(await tokenCalls()).toBe(1);
  });

  it('is null for users without the flag, and refused without a session', async () => {
    const client = harness.client();
    await client.login('business@lexbridge.test');
    expect((await client.gql(REPORT)).data).toEqual({ reportToolSession: null });
    expect((await harness.client().gql(REPORT)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
