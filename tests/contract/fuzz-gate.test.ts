import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { prng } from '../load/hostile-operations.mjs';
import { generate, postAll } from './fuzz-cases.js';
import { committedSchema, persistedDocuments } from './documents.js';

/**
 * The same generated requests against the BFF as deployed: trusted documents on, the default rate limits. Browser
 * requests (anonymous or with a session cookie) are refused before execution; internal tools (a bearer token) run
 * them. Whatever the mix, never a 500, never an internal error, never a stack trace.
 */
describe('fuzzing the gate in front of GraphQL (trusted documents, rate limits, bearer tools)', () => {
  const total = Number(process.env.FUZZ_GATE_CASES ?? 2000);
  const seed = Number(process.env.FUZZ_SEED ?? 20261122) + 1;
  let harness: Harness;
  let cookie: string;
  let bearer: string;

  beforeAll(async () => {
    harness = await startHarness({
      bff: { trustedDocuments: true, rateLimitSignIn: 10, rateLimitPassword: 5, rateLimitRegistration: 10 },
    });
    const session = await harness.services.auth.passwordGrant('lawyer@lexbridge.test', 'Demo#2026');
    bearer = session.access_token;
    const client = harness.client({ authorization: `Bearer ${bearer}` });
    expect((await client.gql('{ session { user { email } } }')).errors).toBeUndefined();
    const persisted = persistedDocuments().get('Login')!;
    const login = await fetch(`${harness.bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        operationName: 'Login',
        variables: { input: { username: 'lawyer@lexbridge.test', password: 'Demo#2026', acceptTerms: true } },
        extensions: { persistedQuery: { version: 1, sha256Hash: persisted.hash } },
      }),
    });
    cookie = login.headers
      .getSetCookie()
      .find((value) => value.startsWith('lexbridge_session='))!
      .split(';')[0]!;
  });
  afterAll(() => harness?.close());

  it(
    `answers ${total} generated requests from browsers and tools, never a 500`,
    { timeout: 300_000 },
    async () => {
      const schema = committedSchema();
      const random = prng(seed);
      const cases = Array.from({ length: total }, () => generate(random, schema));
      const failures: string[] = [];
      const codes = new Map<string, number>();
      const headersFor = (index: number): Record<string, string> => ({
        ...(index % 3 === 1 ? { cookie } : {}),
        ...(index % 3 === 2 ? { authorization: `Bearer ${bearer}` } : {}),
        ...(index % 7 === 0 ? { 'x-lexbridge-client': 'graphiql' } : {}),
      });
      await postAll(
        `${harness.bffUrl}/graphql`,
        cases,
        headersFor,
        ({ index, body, headers, status, text }) => {
          if (status >= 500) failures.push(`#${index} HTTP ${status}: ${text.slice(0, 200)}`);
          let parsed: { errors?: { extensions?: { code?: string } }[]; data?: unknown };
          try {
            parsed = JSON.parse(text);
          } catch {
            failures.push(`#${index} not JSON (HTTP ${status}): ${text.slice(0, 120)}`);
            return;
          }
          for (const error of parsed.errors ?? []) {
            const code = error.extensions?.code ?? 'none';
            codes.set(code, (codes.get(code) ?? 0) + 1);
            if (code === 'INTERNAL_SERVER_ERROR')
              failures.push(`#${index} internal error: ${body.slice(0, 300)}`);
          }
          if (/\n\s+at /.test(text)) failures.push(`#${index} stack trace leaked`);
          // A browser request that reached execution must have been one of the app's operations.
          if (!headers.authorization && parsed.data && !text.includes('OPERATION_NOT_TRUSTED')) {
            failures.push(
              `#${index} a browser ran an operation that is not a trusted document: ${body.slice(0, 200)}`,
            );
          }
        },
      );
      console.log(
        `gate fuzz: ${total} requests (seed ${seed}); error codes: ${[...codes].map(([code, n]) => `${code} ${n}`).join(', ')}`,
      );
      expect(failures.slice(0, 20)).toEqual([]);
      expect(codes.get('OPERATION_NOT_TRUSTED') ?? 0).toBeGreaterThan(total / 3);
      expect((await fetch(`${harness.bffUrl}/healthz`)).status).toBe(200);
    },
  );
});
