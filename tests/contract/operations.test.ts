import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { conformanceProblems } from './conformance.js';
import { committedSchema, persistedDocuments, webDocuments } from './documents.js';
import { SCENARIOS } from './scenarios/index.js';

/**
 * As the SPA calls the BFF: trusted documents on, every operation sent by its hash alone (the manifest codegen
 * writes), a browser session signed in with the app's own Login operation.
 */
describe('every web operation against the BFF and the reference catalogue', () => {
  const schema = committedSchema();
  const { document, operations } = webDocuments();
  const persisted = persistedDocuments();
  let harness: Harness;

  beforeAll(async () => {
    // The catalogue is public here, so its stand-in report tool serves the dashboards scenarios.
    harness = await startHarness({ publicCatalogue: true, bff: { trustedDocuments: true } });
  });
  afterAll(() => harness?.close());

  const byHash = (operationName: string, variables: Record<string, unknown>, cookie: string | null) => {
    const entry = persisted.get(operationName);
    if (!entry)
      throw new Error(`${operationName} is not in the trusted documents manifest: run \`pnpm codegen\``);
    return fetch(`${harness.bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({
        operationName,
        variables,
        extensions: { persistedQuery: { version: 1, sha256Hash: entry.hash } },
      }),
    });
  };

  it('has every operation of the web in the manifest', () => {
    expect(operations.filter((name) => !persisted.has(name))).toEqual([]);
  });

  it.each(operations.filter((name) => name in SCENARIOS))('%s', async (operationName) => {
    const scenario = SCENARIOS[operationName]!;
    let cookie: string | null = null;
    if (scenario.as) {
      const login = await byHash(
        'Login',
        { input: { username: `${scenario.as}@lexbridge.test`, password: DEMO_PASSWORD, acceptTerms: true } },
        null,
      );
      expect(((await login.json()) as { errors?: unknown }).errors).toBeUndefined();
      cookie = login.headers
        .getSetCookie()
        .find((value) => value.startsWith('lexbridge_session='))!
        .split(';')[0]!;
    }
    const response = await byHash(operationName, scenario.variables ?? {}, cookie);
    const result = (await response.json()) as {
      data?: Record<string, unknown>;
      errors?: { extensions?: { code?: string } }[];
    };
    if (scenario.expectError) {
      expect(result.errors?.[0]?.extensions?.code).toBe(scenario.expectError);
      return;
    }
    expect(result.errors).toBeUndefined();
    expect(conformanceProblems(schema, document, operationName, result.data)).toEqual([]);
    scenario.check?.(result.data!);
  });
});
