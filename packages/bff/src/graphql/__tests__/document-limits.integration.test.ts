import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness.js';
import { analyse } from '../trusted-documents.js';

const MAX_BYTES = 16 * 1024;
const MAX_TOKENS = 1000;

/**
 * Hostile documents cost memory in proportion to their size: the BFF refuses an oversized text before parsing it
 * and stops the parser after MAX_DOCUMENT_TOKENS, for browsers (the gate) and internal tools (Apollo) alike.
 */
describe('limits on the GraphQL document itself (NODE_ENV=production)', () => {
  let harness: Harness;
  let bearer: string;

  beforeAll(async () => {
    vi.stubEnv('NODE_ENV', 'production');
    harness = await startHarness({
      bff: { trustedDocuments: true, maxDocumentBytes: MAX_BYTES, maxDocumentTokens: MAX_TOKENS },
    });
    bearer = (await harness.services.auth.passwordGrant('lawyer@lexbridge.test', 'Demo#2026')).access_token;
  });
  afterAll(async () => {
    await harness?.close();
    vi.unstubAllEnvs();
  });

  const post = async (query: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${harness.bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    });
    return {
      status: response.status,
      body: (await response.json()) as {
        data?: unknown;
        errors?: { message: string; extensions?: Record<string, unknown> }[];
      },
    };
  };

  it('refuses a document over MAX_DOCUMENT_BYTES with 413 DOCUMENT_TOO_LARGE, whoever sends it', async () => {
    const oversized = `{ session { isAdmin } } # ${'y'.repeat(MAX_BYTES)}`;
    for (const headers of [{}, { authorization: `Bearer ${bearer}` }] as Record<string, string>[]) {
      const answer = await post(oversized, headers);
      expect(answer.status).toBe(413);
      expect(answer.body.errors?.[0]).toMatchObject({
        message: `The GraphQL document is ${Buffer.byteLength(oversized)} bytes; at most ${MAX_BYTES} are allowed.`,
        extensions: { code: 'DOCUMENT_TOO_LARGE', maxBytes: MAX_BYTES },
      });
    }
  });

  it('stops parsing after MAX_DOCUMENT_TOKENS tokens (GRAPHQL_PARSE_FAILED), nothing executed', async () => {
    const wall = `{ ${Array.from({ length: MAX_TOKENS }, () => '__typename').join(' ')} }`;
    expect(Buffer.byteLength(wall)).toBeLessThan(MAX_BYTES);
    const answer = await post(wall, { authorization: `Bearer ${bearer}` });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(answer.body.errors?.[0]?.message).toMatch(/more tha[nt] 1000 tokens/);
    // The gate's own parser stops at the same count.
    expect(analyse(wall, MAX_TOKENS).hash).toBeNull();
  });

  it('runs documents within the limits as before', async () => {
    const answer = await post('{ session { user { email } } }', { authorization: `Bearer ${bearer}` });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ session: { user: { email: 'lawyer@lexbridge.test' } } });
  });
});
