import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { prng } from '../load/hostile-operations.mjs';
import { generate, postAll } from './fuzz-cases.js';
import { committedSchema } from './documents.js';

describe('fuzzing the BFF with generated operations', () => {
  // `pnpm test` sends the first 4,000 cases of the seeded sequence; `pnpm fuzz` sends 20,000 (FUZZ_CASES sets it).
  const total = Number(process.env.FUZZ_CASES ?? 4_000);
  const seed = Number(process.env.FUZZ_SEED ?? 20261122);
  let harness: Harness;
  let cookie: string;

  beforeAll(async () => {
    harness = await startHarness();
    const client = harness.client();
    await client.login('lawyer@lexbridge.test');
    cookie = client.cookie!;
  });
  afterAll(() => harness?.close());

  it(
    `answers ${total} generated requests with GraphQL errors or data, never a 500`,
    { timeout: 600_000 },
    async () => {
      const schema = committedSchema();
      const random = prng(seed);
      const cases = Array.from({ length: total }, () => generate(random, schema));
      const failures: string[] = [];
      let withErrors = 0;
      // Every fifth request is anonymous; the rest act as a signed-in lawyer.
      const headersFor = (index: number): Record<string, string> => (index % 5 !== 0 ? { cookie } : {});
      await postAll(`${harness.bffUrl}/graphql`, cases, headersFor, ({ index, body, status, text }) => {
        if (status >= 500) {
          failures.push(`#${index} HTTP ${status}: ${body.slice(0, 200)} -> ${text.slice(0, 200)}`);
          return;
        }
        let parsed: { errors?: { extensions?: { code?: string }; message: string }[]; data?: unknown };
        try {
          parsed = JSON.parse(text);
        } catch {
          failures.push(`#${index} not JSON (HTTP ${status}): ${text.slice(0, 120)}`);
          return;
        }
        if (parsed.errors?.length) {
          withErrors += 1;
          for (const error of parsed.errors) {
            if (error.extensions?.code === 'INTERNAL_SERVER_ERROR')
              failures.push(`#${index} internal error: ${body.slice(0, 300)}`);
            if (/\n\s+at /.test(JSON.stringify(error))) failures.push(`#${index} stack trace leaked`);
          }
        } else if (parsed.data === undefined) {
          failures.push(`#${index} neither data nor errors: ${text.slice(0, 120)}`);
        }
      });
      console.log(
        `fuzz: ${total} requests (seed ${seed}), ${withErrors} answered with GraphQL errors, ${failures.length} failures`,
      );
      expect(failures.slice(0, 20)).toEqual([]);
      expect(withErrors).toBeGreaterThan(total * 0.8);
      const health = await fetch(`${harness.bffUrl}/healthz`);
      expect(health.status).toBe(200);
    },
  );
});
