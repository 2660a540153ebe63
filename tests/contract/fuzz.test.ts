import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { prng } from '../load/hostile-operations.mjs';
import { generate } from './fuzz-cases.js';
import { committedSchema } from './documents.js';

describe('fuzzing the BFF with generated operations', () => {
  const total = Number(process.env.FUZZ_CASES ?? 10_000);
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
      let next = 0;
      const worker = async () => {
        while (next < cases.length) {
          const index = next++;
          const { body, contentType } = cases[index]!;
          // Every fifth request is anonymous; the rest act as a signed-in lawyer.
          const headers: Record<string, string> = {
            'content-type': contentType,
            'apollo-require-preflight': 'true',
          };
          if (index % 5 !== 0) headers.cookie = cookie;
          const response = await fetch(`${harness.bffUrl}/graphql`, { method: 'POST', headers, body });
          const text = await response.text();
          if (response.status >= 500) {
            failures.push(
              `#${index} HTTP ${response.status}: ${body.slice(0, 200)} -> ${text.slice(0, 200)}`,
            );
            continue;
          }
          let parsed: { errors?: { extensions?: { code?: string }; message: string }[]; data?: unknown };
          try {
            parsed = JSON.parse(text);
          } catch {
            failures.push(`#${index} not JSON (HTTP ${response.status}): ${text.slice(0, 120)}`);
            continue;
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
        }
      };
      await Promise.all(Array.from({ length: 16 }, worker));
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
