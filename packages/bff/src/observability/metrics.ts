import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { CircuitState } from '../legacy/circuit.js';
import { FastCounter, FastHistogram } from './series.js';

const CIRCUIT_VALUES: Record<CircuitState, number> = { closed: 0, 'half-open': 1, open: 2 };
/** Operation names are chosen by clients (bearer tools, GraphiQL): beyond this many, they count as `other`. */
const MAX_OPERATION_LABELS = 200;
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export type LegacyOutcome =
  '2xx' | '3xx' | '4xx' | '5xx' | 'timeout' | 'unavailable' | 'garbage' | 'shape' | 'circuit_open';

/**
 * The BFF's Prometheus metrics (GET /metrics). One registry per app, so tests can build several apps in a process.
 * Names start with `lexbridge_`; Node's own (event loop, heap, GC) with `lexbridge_process_`/`lexbridge_nodejs_`.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly operations = new Set<string>();

  readonly graphqlRequests = new FastCounter({
    name: 'lexbridge_graphql_requests_total',
    help: 'GraphQL requests by operation, type and outcome (ok, or the first error code).',
    labelNames: ['operation', 'type', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly graphqlDuration = new FastHistogram({
    name: 'lexbridge_graphql_request_duration_seconds',
    help: 'Time from the GraphQL request reaching Apollo to its answer, by operation.',
    labelNames: ['operation', 'type'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly legacyRequests = new FastCounter({
    name: 'lexbridge_legacy_requests_total',
    help: 'Calls (attempts) to the catalogue by method, endpoint and outcome.',
    labelNames: ['method', 'endpoint', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly legacyDuration = new FastHistogram({
    name: 'lexbridge_legacy_request_duration_seconds',
    help: 'Time of each call (attempt) to the catalogue, by method and endpoint.',
    labelNames: ['method', 'endpoint'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly legacyRetries = new Counter({
    name: 'lexbridge_legacy_retries_total',
    help: 'Reads retried after no answer or a 502/503/504.',
    labelNames: ['method', 'endpoint'] as const,
    registers: [this.registry],
  });
  readonly tokenRefreshes = new Counter({
    name: 'lexbridge_token_refreshes_total',
    help: 'Legacy token refreshes made by this replica: ok, ended (refused: the session ends) or failed (catalogue down).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly circuitState = new Gauge({
    name: 'lexbridge_circuit_state',
    help: 'Circuit of each catalogue origin: 0 closed, 1 half-open, 2 open.',
    labelNames: ['origin'] as const,
    registers: [this.registry],
  });
  readonly circuitTransitions = new Counter({
    name: 'lexbridge_circuit_transitions_total',
    help: 'Changes of circuit state, by origin and the state entered.',
    labelNames: ['origin', 'state'] as const,
    registers: [this.registry],
  });
  readonly cacheRequests = new Counter({
    name: 'lexbridge_cache_requests_total',
    help: 'Cache reads by cache and result (hit or miss); hit ratio = hits / (hits + misses).',
    labelNames: ['cache', 'result'] as const,
    registers: [this.registry],
  });
  readonly rateLimited = new Counter({
    name: 'lexbridge_rate_limited_total',
    help: 'Requests refused by a rate limit, by bucket.',
    labelNames: ['bucket'] as const,
    registers: [this.registry],
  });
  readonly untrustedOperations = new Counter({
    name: 'lexbridge_untrusted_operations_refused_total',
    help: 'Browser requests refused because their operation is not in the trusted documents manifest.',
    registers: [this.registry],
  });

  constructor(options: { defaultMetrics?: boolean } = {}) {
    if (options.defaultMetrics ?? true)
      collectDefaultMetrics({ register: this.registry, prefix: 'lexbridge_' });
  }

  /** A bounded label for a client-chosen operation name. */
  operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (!/^[_A-Za-z][_0-9A-Za-z]{0,99}$/.test(name)) return 'invalid';
    if (this.operations.has(name)) return name;
    if (this.operations.size >= MAX_OPERATION_LABELS) return 'other';
    this.operations.add(name);
    return name;
  }

  circuitChanged(origin: string, state: CircuitState, changed: boolean): void {
    this.circuitState.set({ origin }, CIRCUIT_VALUES[state]);
    if (changed) this.circuitTransitions.inc({ origin, state });
  }

  /** One GraphQL operation answered: `operation` is already an operationLabel. */
  operationFinished(operation: string, type: string, outcome: string, seconds: number): void {
    this.graphqlRequests.inc(operation, type, outcome);
    this.graphqlDuration.observe(seconds, operation, type);
  }

  legacyCall(method: string, path: string, outcome: LegacyOutcome, seconds: number | null): void {
    const endpoint = endpointLabel(path);
    this.legacyRequests.inc(method, endpoint, outcome);
    if (seconds !== null) this.legacyDuration.observe(seconds, method, endpoint);
  }

  cacheObserver(cache: string) {
    return {
      hit: () => this.cacheRequests.inc({ cache, result: 'hit' }),
      miss: () => this.cacheRequests.inc({ cache, result: 'miss' }),
    };
  }
}

const endpointLabels = new Map<string, string>();

/**
 * The path as written in the code, ids folded (`api/laws/17` -> `api/laws/:id`), so the label set stays small.
 * Paths are the code's own, so the few there are stay memoised (this runs for every legacy call).
 */
export function endpointLabel(path: string): string {
  let label = endpointLabels.get(path);
  if (label === undefined) {
    label =
      path
        .replace(/^\/+/, '')
        .split('?')[0]!
        .split('/')
        .map((segment) => (/^\d+$|^[0-9a-f-]{16,}$/i.test(segment) ? ':id' : segment))
        .join('/') || '/';
    if (endpointLabels.size < 1000) endpointLabels.set(path, label);
  }
  return label;
}
