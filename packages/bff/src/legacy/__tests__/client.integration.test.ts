import { startLegacy } from '@lexbridge/legacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../config.js';
import { LegacyClient } from '../client.js';
import { LegacyError, toGraphQLError } from '../errors.js';
import { AnyResult, envelopeOf } from '../shape.js';

describe('the legacy client against the reference catalogue', () => {
  let legacy: Awaited<ReturnType<typeof startLegacy>>;
  let client: LegacyClient;
  let token: { access_token: string; userId: string };

  beforeAll(async () => {
    legacy = await startLegacy({
      port: 0,
      dataDir: 'memory://',
      secretKey: 'k',
      logLevel: 'silent',
      testControls: true,
    });
    client = new LegacyClient(loadConfig({}, { legacyUrl: legacy.url, legacySecretKey: 'k' }));
    const response = await client.call(
      {
        method: 'POST',
        path: 'Token',
        injectUserId: false,
        form: {
          username: 'lawyer@lexbridge.test',
          password: btoa('Demo#2026'),
          grant_type: 'password',
          scope: '',
          environment: 'test',
          isPOC: 'false',
        },
      },
      {},
      z.object({ access_token: z.string(), userId: z.string() }),
    );
    token = response.data;
  });
  afterAll(async () => {
    await client?.close();
    await legacy?.close();
  });

  it('adds the bearer, the UserId and the secret', async () => {
    const response = await client.call(
      { method: 'GET', path: 'api/menu/getAllMenus' },
      { accessToken: token.access_token, userId: String(token.userId), menuId: '1', requestId: 'req-1' },
      envelopeOf(z.array(z.unknown())),
    );
    expect(response.status).toBe(200);
    expect(Array.isArray(response.data.Result)).toBe(true);
  });

  it('gets 401 without a token, mapped to UNAUTHENTICATED', async () => {
    const error = await client
      .call({ method: 'GET', path: 'api/menu/getAllMenus' }, { userId: String(token.userId) }, AnyResult)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LegacyError);
    expect((error as LegacyError).status).toBe(401);
    expect(toGraphQLError(error as LegacyError).extensions.code).toBe('UNAUTHENTICATED');
  });

  it("gets 403 for another user's id, mapped to FORBIDDEN", async () => {
    const error = (await client
      .call(
        { method: 'GET', path: 'api/menu/getAllMenus' },
        { accessToken: token.access_token, userId: '999999' },
        AnyResult,
      )
      .catch((caught: unknown) => caught)) as LegacyError;
    expect(error.status).toBe(403);
    expect(toGraphQLError(error).extensions.code).toBe('FORBIDDEN');
  });

  it('gets 400 for a secret made with another key', async () => {
    const other = new LegacyClient(loadConfig({}, { legacyUrl: legacy.url, legacySecretKey: 'not-k' }));
    try {
      const error = (await other
        .call(
          { method: 'GET', path: 'api/menu/getAllMenus' },
          { accessToken: token.access_token, userId: String(token.userId) },
          AnyResult,
        )
        .catch((caught: unknown) => caught)) as LegacyError;
      expect(error.status).toBe(400);
      expect(error.legacyMessage).toBe('Invalid secret parameter.');
    } finally {
      await other.close();
    }
  });

  it('reports an unreachable catalogue as unavailable, never with its address', async () => {
    const dead = new LegacyClient(loadConfig({}, { legacyUrl: 'http://127.0.0.1:9', legacyTimeoutMs: 500 }));
    try {
      const error = (await dead
        .call({ method: 'GET', path: 'x' }, {}, AnyResult)
        .catch((caught: unknown) => caught)) as LegacyError;
      expect(error.kind).toBe('unavailable');
      const graphqlError = toGraphQLError(error);
      expect(graphqlError.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(
        JSON.stringify({ message: graphqlError.message, extensions: graphqlError.extensions }),
      ).not.toContain('127.0.0.1');
    } finally {
      await dead.close();
    }
  });
});
