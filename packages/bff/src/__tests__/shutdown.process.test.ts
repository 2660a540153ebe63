import { startLegacy, type RunningLegacy } from '@lexbridge/legacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltBff, type BuiltBff } from '../testing/built-bff.js';
import { DEMO_PASSWORD, TEST_SECRET } from '../testing/harness.js';

const SHUTDOWN_DELAY_MS = 2000;
/** How long the stand-in load balancer keeps sending after /readyz first fails (its health-check lag). */
const BALANCER_LAG_MS = 600;
const WORKERS = 8;

/**
 * SIGTERM as an orchestrator sends it, to the built BFF run as production runs it (NODE_ENV=production), under
 * steady load. The test plays the load balancer: it polls /readyz every 50 ms and stops sending new requests
 * BALANCER_LAG_MS after it first sees a 503. No request may fail, and /readyz must say `shutting-down` before the
 * listener goes away.
 */
describe('stopping the built BFF with SIGTERM under load (NODE_ENV=production)', () => {
  let catalogue: RunningLegacy;
  let bff: BuiltBff;

  beforeAll(async () => {
    catalogue = await startLegacy({
      port: 0,
      dataDir: 'memory://',
      secretKey: TEST_SECRET,
      logLevel: 'silent',
    });
    bff = await startBuiltBff({
      NODE_ENV: 'production',
      LEGACY_URL: catalogue.url,
      LEGACY_SECRET_KEY: TEST_SECRET,
      TRUSTED_DOCUMENTS: 'false',
      SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
      SHUTDOWN_TIMEOUT_MS: '10000',
    });
  }, 120_000);
  afterAll(async () => {
    bff?.kill();
    await catalogue?.close();
  });

  it(
    'loses no request, and /readyz says shutting-down until the listener closes',
    { timeout: 60_000 },
    async () => {
      const login = await fetch(`${bff.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation ($input: LoginInput!) { login(input: $input) { session { user { name } } } }',
          variables: {
            input: { username: 'lawyer@lexbridge.test', password: DEMO_PASSWORD, acceptTerms: true },
          },
        }),
      });
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

      const failures: string[] = [];
      let succeeded = 0;
      let succeededAfterSignal = 0;
      let signalledAt = 0;
      let unreadyAt = 0;
      let stopSendingAt = Infinity;
      const readiness: { at: number; status: number | 'refused'; body: string }[] = [];

      const worker = async () => {
        while (Date.now() < stopSendingAt) {
          try {
            const response = await fetch(`${bff.url}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie },
              body: JSON.stringify({ query: '{ inboxCounts { menuId count } }' }),
              signal: AbortSignal.timeout(5000),
            });
            const body = (await response.json()) as { errors?: unknown[] };
            if (response.status !== 200 || body.errors)
              failures.push(`HTTP ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
            else {
              succeeded += 1;
              if (signalledAt) succeededAfterSignal += 1;
            }
          } catch (error) {
            failures.push(`${(error as Error).message}: ${String((error as { cause?: unknown }).cause)}`);
          }
        }
      };
      const balancer = async () => {
        for (;;) {
          const at = Date.now();
          try {
            const response = await fetch(`${bff.url}/readyz`, { signal: AbortSignal.timeout(5000) });
            const body = await response.text();
            readiness.push({ at, status: response.status, body });
            if (response.status !== 200 && !unreadyAt) {
              unreadyAt = at;
              stopSendingAt = at + BALANCER_LAG_MS;
            }
          } catch (error) {
            readiness.push({
              at,
              status: 'refused',
              body: String((error as { cause?: unknown }).cause ?? error),
            });
            stopSendingAt = Math.min(stopSendingAt, at);
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };

      const workers = Array.from({ length: WORKERS }, worker);
      const polling = balancer();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(succeeded).toBeGreaterThan(0);
      signalledAt = Date.now();
      bff.child.kill('SIGTERM');
      await Promise.all([...workers, polling]);
      const exit = await Promise.race([
        bff.exited,
        new Promise((resolve) => setTimeout(() => resolve('still running'), 15_000)),
      ]);

      expect(failures.slice(0, 5), bff.output.join('')).toEqual([]);
      expect(succeededAfterSignal).toBeGreaterThan(0);
      expect(exit).toEqual({ code: 0, signal: null });

      const afterSignal = readiness.filter((entry) => entry.at >= signalledAt);
      const refused = afterSignal.findIndex((entry) => entry.status === 'refused');
      const beforeClosing = afterSignal.slice(0, refused);
      // Ready until the signal was seen, then only `shutting-down` (never another 503, a reset or a refusal)...
      const firstUnready = beforeClosing.findIndex((entry) => entry.status !== 200);
      expect(firstUnready).toBeGreaterThanOrEqual(0);
      for (const entry of beforeClosing.slice(firstUnready)) {
        expect({ status: entry.status, body: JSON.parse(entry.body) as unknown }).toEqual({
          status: 503,
          body: { status: 'shutting-down' },
        });
      }
      // ... for about SHUTDOWN_DELAY_MS before the listener closed.
      expect(afterSignal[refused]!.at - signalledAt).toBeGreaterThanOrEqual(SHUTDOWN_DELAY_MS - 200);
    },
  );
});

/**
 * The log is written in batches; a line still queued when the process stops must be written before it exits,
 * whether it stops on SIGTERM or on a fatal error.
 */
describe('the batched request log of the built BFF (NODE_ENV=production)', () => {
  let catalogue: RunningLegacy;

  beforeAll(async () => {
    catalogue = await startLegacy({
      port: 0,
      dataDir: 'memory://',
      secretKey: TEST_SECRET,
      logLevel: 'silent',
    });
  }, 120_000);
  afterAll(async () => {
    await catalogue?.close();
  });

  it('writes every request line before exiting on SIGTERM', { timeout: 60_000 }, async () => {
    const bff = await startBuiltBff({
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      LEGACY_URL: catalogue.url,
      LEGACY_SECRET_KEY: TEST_SECRET,
      TRUSTED_DOCUMENTS: 'false',
      SHUTDOWN_DELAY_MS: '0',
    });
    try {
      const requests = 25;
      for (let i = 0; i < requests; i += 1) {
        const response = await fetch(`${bff.url}/healthz?n=${i}`);
        expect(response.status).toBe(200);
      }
      bff.child.kill('SIGTERM');
      expect(await bff.exited).toEqual({ code: 0, signal: null });
      const lines = bff.output
        .join('')
        .split('\n')
        .filter((line) => line.includes('"request completed"') && line.includes('/healthz?n='));
      expect(lines).toHaveLength(requests);
    } finally {
      bff.kill();
    }
  });
});
