// The generated requests both fuzz suites send (fuzz.test.ts, fuzz-gate.test.ts); one file each, so they run side by side.
import { randomOperation, type Random } from '../load/hostile-operations.mjs';
import type { committedSchema } from './documents.js';

/** Seeded, so a failing case can be replayed with FUZZ_SEED. */
export function generate(
  random: Random,
  schema: ReturnType<typeof committedSchema>,
): { body: string; contentType: string } {
  const kind = random.int(20);
  if (kind === 0) return { body: '{"query": "{ session { user { name } }', contentType: 'application/json' };
  if (kind === 1)
    return {
      body: random.pick(['', 'null', '[]', '42', '{"query": 5}', '{"variables": "x"}']),
      contentType: 'application/json',
    };
  if (kind === 2)
    return {
      body: 'query=%7B+session+%7B+isAdmin+%7D+%7D',
      contentType: 'application/x-www-form-urlencoded',
    };
  if (kind === 3)
    return {
      body: JSON.stringify({ query: `{ ${'session { user { '.repeat(30)} }` }),
      contentType: 'application/json',
    };
  return { body: JSON.stringify(randomOperation(random, schema)), contentType: 'application/json' };
}

/** What one fuzz request sent and got back. */
export interface FuzzExchange {
  index: number;
  body: string;
  headers: Record<string, string>;
  status: number;
  text: string;
}

/**
 * Posts every case to `url`, 16 at a time, with the headers `headersFor(index)` adds, and hands each answer to
 * `check`. Bodies go as bytes, encoded once: a 100 KB string body would be re-scanned by fetch on every send.
 */
export async function postAll(
  url: string,
  cases: readonly { body: string; contentType: string }[],
  headersFor: (index: number) => Record<string, string>,
  check: (exchange: FuzzExchange) => void,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next++;
      const { body, contentType } = cases[index]!;
      const headers = {
        'content-type': contentType,
        'apollo-require-preflight': 'true',
        ...headersFor(index),
      };
      const response = await fetch(url, { method: 'POST', headers, body: Buffer.from(body) });
      check({ index, body, headers, status: response.status, text: await response.text() });
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}
