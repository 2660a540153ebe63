import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LEAK_MARKERS,
  startFaultCatalogue,
  type Fault,
  type FaultCatalogue,
} from '../../testing/fault-catalogue.js';
import { startHarness, type GraphQLResult, type Harness, type TestClient } from '../../testing/harness.js';

const TIMEOUT_MS = 1000;
const COOLDOWN_MS = 2000;
const THRESHOLD = 4;
const COUNTS = '{ inboxCounts { menuId count } }';
const SESSION_COUNTS = '{ session { user { name } menu { id label count subMenus { id count } } } }';

/** The documented code of each fault (docs/architecture.md, "Errors"), before the circuit opens. */
const EXPECTED: Record<Exclude<Fault, 'none' | 'unauthorized' | 'noRecord'>, string> = {
  down: 'UPSTREAM_UNAVAILABLE',
  slow: 'UPSTREAM_UNAVAILABLE',
  error500: 'UPSTREAM_ERROR',
  html: 'UPSTREAM_UNAVAILABLE',
  truncated: 'UPSTREAM_UNAVAILABLE',
  drop: 'UPSTREAM_UNAVAILABLE',
  // Answered, but not what the endpoint's contract says (legacy/shape.ts): the catalogue's fault, not an outage.
  wrongShape: 'UPSTREAM_ERROR',
};

/** Nothing of the catalogue reaches a client: its address, its headers, its raw body, a stack trace. */
function expectNoLeak(text: string, harness: Harness, faulty: FaultCatalogue) {
  for (const marker of [
    ...LEAK_MARKERS,
    new URL(faulty.url).host,
    new URL(harness.legacyUrl).host,
    '127.0.0.1',
    'ECONNREFUSED',
    '<html',
    'StackTrace',
  ]) {
    expect(text, `an answer carries "${marker}"`).not.toContain(marker);
  }
  expect(text).not.toMatch(/\n\s+at /);
}

async function gqlText(
  harness: Harness,
  client: TestClient,
  query: string,
): Promise<{ text: string; body: GraphQLResult; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${harness.bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(client.cookie ? { cookie: client.cookie } : {}) },
    body: JSON.stringify({ query }),
  });
  const text = await response.text();
  return {
    text: `${[...response.headers].map(([k, v]) => `${k}: ${v}`).join('\n')}\n${text}`,
    body: JSON.parse(text) as GraphQLResult,
    ms: performance.now() - started,
  };
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not reached in time');
}

describe('a catalogue that fails', () => {
  let harness: Harness;
  let faulty: FaultCatalogue;
  let client: TestClient;

  beforeAll(async () => {
    faulty = await startFaultCatalogue();
    harness = await startHarness({
      bff: {
        legacyUrl: faulty.url,
        legacyTimeoutMs: TIMEOUT_MS,
        circuitFailureThreshold: THRESHOLD,
        circuitCooldownMs: COOLDOWN_MS,
        legacyRetries: 2,
        legacyRetryBaseDelayMs: 10,
        legacyRetryMaxDelayMs: 40,
      },
    });
    faulty.target = harness.legacyUrl;
    client = harness.client();
    expect((await client.login('lawyer@lexbridge.test')).errors).toBeUndefined();
  });
  afterAll(async () => {
    await harness?.close();
    await faulty?.close();
  });

  const ready = async () => (await fetch(`${harness.bffUrl}/readyz`)).status === 200;

  async function recover() {
    await faulty.set('none');
    await new Promise((resolve) => setTimeout(resolve, COOLDOWN_MS + 50));
    await waitFor(async () => (await gqlText(harness, client, COUNTS)).body.errors === undefined);
    await waitFor(ready);
  }

  for (const fault of Object.keys(EXPECTED) as (keyof typeof EXPECTED)[]) {
    it(`${fault}: answers ${EXPECTED[fault]}, opens the circuit (UPSTREAM_UNAVAILABLE at once, /readyz 503), leaks nothing, and recovers`, async () => {
      try {
        await faulty.set(fault, { slowMs: TIMEOUT_MS * 3 });
        const first = await gqlText(harness, client, COUNTS);
        expect(first.body.errors?.[0]?.extensions?.code).toBe(EXPECTED[fault]);
        expect(first.body.errors?.[0]?.path).toEqual(['inboxCounts']);
        expectNoLeak(first.text, harness, faulty);
        // The whole call, retries included, stays within its time budget (and a little for the BFF itself).
        expect(first.ms).toBeLessThan(TIMEOUT_MS + 300);

        // Each failed call counts; after THRESHOLD of them the circuit opens and /readyz says so.
        await waitFor(async () => {
          const answer = await gqlText(harness, client, COUNTS);
          expect([EXPECTED[fault], 'UPSTREAM_UNAVAILABLE']).toContain(
            answer.body.errors?.[0]?.extensions?.code,
          );
          expectNoLeak(answer.text, harness, faulty);
          const readiness = await fetch(`${harness.bffUrl}/readyz`);
          return (
            readiness.status === 503 && ((await readiness.json()) as { circuit?: string }).circuit === 'open'
          );
        });
        const callsBefore = faulty.total;
        const refused = await Promise.all(Array.from({ length: 20 }, () => gqlText(harness, client, COUNTS)));
        for (const answer of refused) expectNoLeak(answer.text, harness, faulty);
        // Refused without calling: at once, and nothing reached the catalogue (but for at most one half-open probe).
        const probes = refused.filter(
          (answer) => answer.body.errors?.[0]?.extensions?.code !== 'UPSTREAM_UNAVAILABLE',
        );
        expect(probes.length).toBeLessThanOrEqual(1);
        expect(refused.filter((answer) => answer.ms > TIMEOUT_MS * 0.9).length).toBeLessThanOrEqual(1);
        expect(faulty.total - callsBefore).toBeLessThanOrEqual(1);
        const readiness = (await (await fetch(`${harness.bffUrl}/readyz`)).json()) as { status: string };
        expect(['catalogue-unavailable', 'catalogue-unreachable']).toContain(readiness.status);
        expect(JSON.stringify(readiness)).not.toContain('127.0.0.1');
        expect((await fetch(`${harness.bffUrl}/healthz`)).status).toBe(200);
      } finally {
        await recover();
      }
      const after = await gqlText(harness, client, COUNTS);
      expect(after.body.errors).toBeUndefined();
    });
  }

  it('retries a read that got no answer, so one dropped connection costs the user nothing', async () => {
    let dropped = 0;
    const original = faulty.set.bind(faulty);
    await original('drop', { paths: /get-inbox_counts/ });
    // Let the first attempt fail, then heal before the retry (10-40 ms later).
    const answer = gqlText(harness, client, COUNTS);
    await waitFor(async () => {
      dropped = faulty.received.filter((request) => request.path.includes('get-inbox_counts')).length;
      return dropped > 0;
    });
    await original('none');
    const result = await answer;
    expect(result.body.errors).toBeUndefined();
  });

  it('401 to every call: UNAUTHENTICATED, the session ends (the refresh is refused too), the circuit stays closed', async () => {
    const other = harness.client();
    expect((await other.login('business@lexbridge.test')).errors).toBeUndefined();
    await faulty.set('unauthorized');
    const answer = await gqlText(harness, other, COUNTS);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expectNoLeak(answer.text, harness, faulty);
    expect(harness.services.legacyClient.circuit.state).toBe('closed');
    await faulty.set('none');
    const again = await gqlText(harness, other, '{ session { user { name } } }');
    expect(again.body.data).toEqual({ session: null });
    expect((await other.login('business@lexbridge.test')).errors).toBeUndefined();
  });

  it('a failed secondary call nulls only the field it feeds, with an error at its path', async () => {
    await faulty.set('error500', { paths: /get-inbox_counts/ });
    try {
      const answer = await gqlText(harness, client, SESSION_COUNTS);
      const session = (
        answer.body.data as { session: { user: { name: string }; menu: { count: number | null }[] } }
      ).session;
      expect(session.user.name).toBeTruthy();
      expect(session.menu.length).toBeGreaterThan(0);
      expect(answer.body.errors?.length).toBeGreaterThan(0);
      for (const error of answer.body.errors ?? []) {
        expect(error.extensions?.code).toBe('UPSTREAM_ERROR');
        expect(error.path?.at(-1)).toBe('count');
        expect(error.path?.[0]).toBe('session');
      }
      expectNoLeak(answer.text, harness, faulty);
    } finally {
      await recover();
    }
  });

  it('a write whose answer carries no record is UPSTREAM_ERROR, never a success, and counts against the circuit', async () => {
    await faulty.set('noRecord', { paths: /add-history-search/ });
    try {
      const answer = await gqlText(
        harness,
        client,
        'mutation { saveSearch(input: { name: "Mine", searchKey: "{}" }) { message savedSearch { id name } } }',
      );
      expect(answer.body.data).toBeNull();
      expect(answer.body.errors?.[0]).toMatchObject({
        message: 'backend server error',
        extensions: { code: 'UPSTREAM_ERROR' },
      });
      expectNoLeak(answer.text, harness, faulty);
      const metrics = await harness.services.metrics.registry.getSingleMetricAsString(
        'lexbridge_legacy_requests_total',
      );
      expect(metrics).toMatch(/endpoint="denormalize-search\/add-history-search",outcome="shape"} 1/);
    } finally {
      await recover();
    }
  });

  it('gives the catalogue the request id the client sees', async () => {
    const response = await fetch(`${harness.bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: client.cookie!, 'x-request-id': 'trace-me-123' },
      body: JSON.stringify({ query: COUNTS }),
    });
    expect(response.headers.get('x-request-id')).toBe('trace-me-123');
    expect(faulty.received.at(-1)?.headers['x-request-id']).toBe('trace-me-123');
  });

  it('does not grow its memory while the catalogue fails', { timeout: 120_000 }, async () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    const heap = () => {
      gc?.();
      return process.memoryUsage().heapUsed;
    };
    const round = async (fault: Fault) => {
      await faulty.set(fault, { slowMs: TIMEOUT_MS * 3 });
      for (let batch = 0; batch < 6; batch += 1) {
        await Promise.all(Array.from({ length: 20 }, () => gqlText(harness, client, COUNTS)));
      }
    };
    const samples: number[] = [];
    for (let cycle = 0; cycle < 4; cycle += 1) {
      for (const fault of ['down', 'error500', 'html', 'truncated', 'drop'] as const) await round(fault);
      await recover();
      samples.push(heap());
    }
    const growthMb = (samples.at(-1)! - samples[1]!) / 1_048_576;
    console.log(
      `heap after each cycle of faults (MB): ${samples.map((bytes) => (bytes / 1_048_576).toFixed(1)).join(', ')}`,
    );
    expect(growthMb).toBeLessThan(gc ? 8 : 40);
    expect((await fetch(`${harness.bffUrl}/healthz`)).status).toBe(200);
  });
});
