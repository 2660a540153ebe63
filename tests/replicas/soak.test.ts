import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLegacy, type RunningLegacy } from '@lexbridge/legacy';
import { DEMO_PASSWORD, TEST_SECRET } from '@lexbridge/bff/testing/harness.ts';
import { manifest, operation, rssOf, startBff, type BffProcess } from './processes.js';

const METRICS_TOKEN = 'soak-scrape';
const SECONDS = Math.max(60, Number(process.env.SOAK_SECONDS ?? 60));
const RATE = Number(process.env.SOAK_RATE ?? 150);
const WARM_UP_SECONDS = 10;
const MB = 1_048_576;

/**
 * A BFF process under steady load for SOAK_SECONDS (60 at least): the app's queries, some refused operations and
 * failed sign-ins (rate-limited soon), at SOAK_RATE requests per second. Its RSS is read every 2 s; the test fails
 * when it keeps growing after the warm-up: more than 64 MB, or more than 35 %, above where it was then.
 */
describe('soak: steady load for a minute or more', () => {
  const hashes = manifest();
  let catalogue: RunningLegacy;
  let bff: BffProcess;
  let cookie: string;

  beforeAll(async () => {
    catalogue = await startLegacy({
      port: 0,
      dataDir: 'memory://',
      secretKey: TEST_SECRET,
      logLevel: 'silent',
    });
    // /metrics is served only with a token (or on a port of its own): this test scrapes it with one.
    bff = await startBff({
      LEGACY_URL: catalogue.url,
      LEGACY_SECRET_KEY: TEST_SECRET,
      LOG_LEVEL: 'warn',
      METRICS_TOKEN,
    });
    const login = await operation(bff.url, hashes, 'Login', {
      input: { username: 'lawyer@lexbridge.test', password: DEMO_PASSWORD, acceptTerms: true },
    });
    expect(login.body.errors).toBeUndefined();
    cookie = login.setCookie!;
  });
  afterAll(async () => {
    await bff?.stop();
    await catalogue?.close();
  });

  it(
    `keeps its memory bounded over ${SECONDS} s at ${RATE} req/s`,
    { timeout: (SECONDS + 60) * 1000 },
    async () => {
      const pid = bff.child.pid!;
      const persisted = (operationName: string, variables: Record<string, unknown> = {}) =>
        JSON.stringify({
          operationName,
          variables,
          extensions: { persistedQuery: { version: 1, sha256Hash: hashes.get(operationName) } },
        });
      const json = { 'content-type': 'application/json' };
      const requests = [
        {
          method: 'POST' as const,
          path: '/graphql',
          headers: { ...json, cookie },
          body: persisted('InboxCounts'),
        },
        {
          method: 'POST' as const,
          path: '/graphql',
          headers: { ...json, cookie },
          body: persisted('Session'),
        },
        {
          method: 'POST' as const,
          path: '/graphql',
          headers: { ...json, cookie },
          body: persisted('InboxCounts'),
        },
        {
          method: 'POST' as const,
          path: '/graphql',
          headers: { ...json, cookie },
          body: JSON.stringify({ query: '{ session { user { email } } }' }),
        },
        {
          method: 'POST' as const,
          path: '/graphql',
          headers: json,
          body: persisted('Login', {
            input: { username: 'lawyer@lexbridge.test', password: 'Wrong#2026x', acceptTerms: true },
          }),
        },
        { method: 'POST' as const, path: '/graphql', headers: json, body: persisted('AppConfig') },
      ].filter((request) => !request.body.includes('"sha256Hash":null'));

      /** The V8 heap in use as the BFF's own /metrics reports it (prom-client's default metrics). */
      const heapUsed = async () => {
        const text = await (
          await fetch(`${bff.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
        ).text();
        return Number(
          /^lexbridge_nodejs_heap_size_used_bytes (\d+(?:\.\d+)?(?:e\+\d+)?)$/m.exec(text)?.[1] ?? NaN,
        );
      };
      const samples: { second: number; rss: number }[] = [];
      const startedAt = Date.now();
      const atStart = rssOf(pid);
      const heapAtStart = await heapUsed();
      const sampler = setInterval(() => {
        const rss = rssOf(pid);
        if (rss !== null) samples.push({ second: (Date.now() - startedAt) / 1000, rss });
      }, 2000);
      const result = await autocannon({
        url: bff.url,
        connections: 10,
        overallRate: RATE,
        duration: SECONDS,
        requests,
        timeout: 20,
      });
      clearInterval(sampler);
      const atEnd = rssOf(pid);
      const heapAtEnd = await heapUsed();

      const afterWarmUp = samples.filter((sample) => sample.second >= WARM_UP_SECONDS);
      const median = (values: number[]) =>
        [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? NaN;
      const quarter = Math.max(1, Math.floor(afterWarmUp.length / 4));
      const warm = median(afterWarmUp.slice(0, quarter).map((sample) => sample.rss));
      const late = median(afterWarmUp.slice(-quarter).map((sample) => sample.rss));
      console.log(
        `soak: ${SECONDS} s at ${RATE} req/s target: ${result.requests.total} requests (${Math.round(result.requests.average)} req/s), ` +
          `2xx ${result['2xx']}, non-2xx ${result.non2xx} (refused operations and rate-limited sign-ins, on purpose), errors ${result.errors}, ` +
          `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms\n` +
          `soak: RSS at start ${((atStart ?? NaN) / MB).toFixed(1)} MB, after warm-up ${(warm / MB).toFixed(1)} MB, ` +
          `last quarter ${(late / MB).toFixed(1)} MB, at end ${((atEnd ?? NaN) / MB).toFixed(1)} MB; ` +
          `V8 heap used ${(heapAtStart / MB).toFixed(1)} MB at start, ${(heapAtEnd / MB).toFixed(1)} MB at end\n` +
          `soak: RSS every 2 s (MB): ${samples.map((sample) => Math.round(sample.rss / MB)).join(' ')}`,
      );

      expect(result.errors).toBe(0);
      expect(result['2xx']).toBeGreaterThan(result.requests.total * 0.5);
      expect((await fetch(`${bff.url}/healthz`)).status).toBe(200);
      if (atStart === null) return; // no /proc: figures only where they can be read
      expect(late - warm, 'RSS kept growing after the warm-up').toBeLessThan(Math.max(64 * MB, warm * 0.35));
    },
  );
});
