import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { BffConfig } from '../config.js';
import type { LegacyClient } from '../legacy/client.js';
import type { Metrics } from '../observability/metrics.js';
import { redisReady, type RedisClient } from '../redis.js';

/** What the app knows about its own lifecycle: main.ts turns readiness off first on SIGTERM. */
export interface Lifecycle {
  shuttingDown: boolean;
}

/**
 * Liveness (/healthz: the process answers) and readiness (/readyz: send traffic here).
 *
 * Ready means: not shutting down, Redis connected (when configured), and the catalogue answering with its circuit
 * closed. While the circuit is open and cooling down /readyz answers 503 at once; after the cool-down it is the
 * circuit's probe, so a replica the load balancer took out of rotation finds out by itself when the catalogue is
 * back. The answers name no address.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { legacyClient: LegacyClient; redis: RedisClient | null; lifecycle: Lifecycle },
): void {
  const { legacyClient, redis, lifecycle } = deps;
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (lifecycle.shuttingDown) return reply.status(503).send({ status: 'shutting-down' });
    if (redis && !redisReady(redis)) return reply.status(503).send({ status: 'redis-unavailable' });
    const circuit = legacyClient.circuit;
    if (circuit.state === 'open' && circuit.retryInMs > 0) {
      return reply.status(503).send({
        status: 'catalogue-unavailable',
        circuit: 'open',
        retryInSeconds: Math.ceil(circuit.retryInMs / 1000),
      });
    }
    const reachable = await legacyClient.ping();
    if (!reachable)
      return reply.status(503).send({ status: 'catalogue-unreachable', circuit: circuit.state });
    return reply.status(200).send({ status: 'ready', circuit: circuit.state });
  });
}

/**
 * Prometheus metrics at /metrics, on `app`: the main listener (then only with METRICS_TOKEN) or the metrics
 * listener of its own (METRICS_PORT). Wherever it is served, a set METRICS_TOKEN is asked for.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  deps: { config: BffConfig; metrics: Metrics },
): void {
  const { config, metrics } = deps;
  app.get('/metrics', async (request, reply) => {
    if (
      config.metricsToken &&
      !sameSecret(request.headers.authorization ?? '', `Bearer ${config.metricsToken}`)
    ) {
      return reply.status(401).send({ error: 'Unauthorized', requestId: request.id });
    }
    void reply.header('cache-control', 'no-store');
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
