import type { BffConfig } from '../config.js';
import type { LegacyOutcome, Metrics } from '../observability/metrics.js';
import { endpointLabel } from '../observability/metrics.js';
import {
  otelContext,
  SpanKind,
  SpanStatusCode,
  trace as traceApi,
  type Span,
  type Tracing,
} from '../observability/tracing.js';
import { z } from 'zod';
import { Circuits, type CircuitBreaker, type CircuitTicket } from './circuit.js';
import { LegacyError } from './errors.js';
import { shapeProblem, type Shape } from './shape.js';
import { createTransport, TransportError, type LegacyTransport, type WireResponse } from './transport.js';
import { legacyBase, toWire, type LegacyBase, type LegacyCallScope, type LegacyRequest } from './wire.js';

export type { LegacyCallScope, LegacyQuery, LegacyRequest, QueryValue } from './wire.js';

/** A file the catalogue answered (responseType 'binary'). */
export interface LegacyFile {
  content: Buffer;
  contentType: string;
  /** The catalogue's Content-Disposition, file name included, when it sent one. */
  contentDisposition: string | null;
}

/** An Excel export (responseType 'binary'): bytes, whatever they are. */
export const LegacyFileShape: Shape<LegacyFile> = z.custom<LegacyFile>(
  (value) => typeof value === 'object' && value !== null && Buffer.isBuffer((value as LegacyFile).content),
  'not a file',
);

export interface LegacyResponse<T = unknown> {
  status: number;
  data: T;
}

const IDEMPOTENT = new Set(['GET']);
/** Statuses that say "try again" (a gateway or an overloaded catalogue); a 500 is a bug and is not retried. */
const RETRY_STATUSES = new Set([502, 503, 504]);
/** A retry is pointless with less than this left of the call's time budget. */
const MIN_ATTEMPT_MS = 50;

export interface LegacyClientOptions {
  metrics?: Metrics;
  tracing?: Tracing | null;
  /** Shared breakers (one per origin); by default the client makes its own from the configuration. */
  circuits?: Circuits;
  /** Told when a read is retried (the log). */
  onRetry?: (info: {
    method: string;
    path: string;
    attempt: number;
    delayMs: number;
    reason: string;
  }) => void;
  random?: () => number;
}

/**
 * The only code that speaks the legacy wire contract. Each call is one plain function applying the contract's
 * duties (legacy/wire.ts), then one request on the undici pool of the catalogue's origin (legacy/transport.ts).
 * Statuses are not errors at the transport: `call` returns any answer with a JSON body and throws a LegacyError
 * for no answer, a non-JSON answer, or a status >= 400.
 */
export class LegacyClient {
  private readonly transport: LegacyTransport;
  private readonly base: LegacyBase;
  readonly circuits: Circuits;
  /** The breaker of the configured catalogue origin. */
  readonly circuit: CircuitBreaker;
  private readonly random: () => number;

  constructor(
    private readonly config: BffConfig,
    private readonly options: LegacyClientOptions = {},
  ) {
    this.circuits =
      options.circuits ??
      new Circuits({
        failureThreshold: config.circuitFailureThreshold,
        cooldownMs: config.circuitCooldownMs,
        onChange: (origin, from, to) => options.metrics?.circuitChanged(origin, to, from !== to),
      });
    this.base = legacyBase(config.legacyUrl);
    this.circuit = this.circuits.for(this.base.origin);
    this.random = options.random ?? Math.random;
    this.transport = createTransport({
      origin: this.base.origin,
      connections: config.legacyConnections,
      timeoutMs: config.legacyTimeoutMs,
    });
  }

  /**
   * One legacy call within a time budget of LEGACY_TIMEOUT_MS, through the origin's circuit breaker. A GET that got
   * no answer or a 502/503/504 is tried again after an exponential backoff with jitter, at most LEGACY_RETRIES
   * times and only while the budget allows; never after a timeout (the budget is spent) and never a write (it may
   * have landed). A successful answer must have `answer`'s shape, or the call fails (kind 'shape') and counts
   * against the circuit like any other fault of the catalogue.
   */
  async call<T>(
    request: LegacyRequest,
    scope: LegacyCallScope,
    answer: Shape<T>,
  ): Promise<LegacyResponse<T>> {
    const retries =
      IDEMPOTENT.has(request.method) && request.retry !== false && !request.upload
        ? this.config.legacyRetries
        : 0;
    const deadline = Date.now() + (request.budgetMs ?? this.config.legacyTimeoutMs);
    for (let attempt = 0; ; attempt += 1) {
      const ticket = this.circuit.acquire();
      if (!ticket) {
        this.options.metrics?.legacyCall(request.method, request.path, 'circuit_open', null);
        throw new LegacyError(
          'unavailable',
          `Legacy ${request.method} ${request.path} not called: the circuit is open`,
          undefined,
          undefined,
          {
            circuitOpen: true,
          },
        );
      }
      try {
        return await this.attempt<T>(request, scope, deadline - Date.now(), ticket, answer);
      } catch (error) {
        if (!(error instanceof LegacyError) || attempt >= retries || !retryable(error)) throw error;
        const delayMs = this.backoff(attempt);
        if (Date.now() + delayMs + MIN_ATTEMPT_MS >= deadline) throw error;
        this.options.metrics?.legacyRetries.inc({
          method: request.method,
          endpoint: endpointLabel(request.path),
        });
        this.options.onRetry?.({
          method: request.method,
          path: request.path,
          attempt: attempt + 1,
          delayMs,
          reason: error.message,
        });
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
    }
  }

  /** Exponential backoff with jitter: base x 2^attempt, capped, then spread over 50-150 %. */
  private backoff(attempt: number): number {
    const raw = Math.min(
      this.config.legacyRetryMaxDelayMs,
      this.config.legacyRetryBaseDelayMs * 2 ** attempt,
    );
    return Math.round(raw * (0.5 + this.random()));
  }

  private async attempt<T>(
    request: LegacyRequest,
    scope: LegacyCallScope,
    budgetMs: number,
    ticket: CircuitTicket,
    answer: Shape<T>,
  ): Promise<LegacyResponse<T>> {
    const tracing = this.options.tracing;
    const span = tracing?.tracer.startSpan(
      `legacy ${request.method} ${endpointLabel(request.path)}`,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'http.request.method': request.method,
          'lexbridge.legacy.endpoint': endpointLabel(request.path),
        },
      },
      otelContext.active(),
    );
    let traceHeaders: Record<string, string> | undefined;
    if (span && tracing) tracing.inject(otelContextWith(span), (traceHeaders = {}));
    const startedAt = performance.now();
    let outcome: LegacyOutcome = 'unavailable';
    try {
      let wire: WireResponse;
      try {
        wire = await this.transport.send(
          toWire(
            this.base,
            this.config.legacySecretKey,
            request,
            scope,
            Math.max(1, Math.round(budgetMs)),
            traceHeaders,
          ),
        );
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new LegacyError(
          'unavailable',
          `Legacy ${request.method} ${request.path} failed: ${reason}`,
          undefined,
          undefined,
          { timedOut: error instanceof TransportError && error.timedOut },
        );
      }
      const response = this.read<T>(request, wire);
      const problem = shapeProblem(answer, response.data);
      if (problem) {
        const message = `Legacy ${request.method} ${request.path} answered ${response.status} in the wrong shape: ${problem}`;
        throw new LegacyError('shape', message, response.status);
      }
      outcome = response.status >= 300 ? '3xx' : '2xx';
      ticket.success();
      return response;
    } catch (error) {
      if (error instanceof LegacyError) {
        outcome = error.timedOut
          ? 'timeout'
          : error.kind === 'http'
            ? error.status! >= 500
              ? '5xx'
              : '4xx'
            : error.kind;
        if (error.isFailureOfCatalogue) ticket.failure();
        else ticket.success();
      } else {
        ticket.success();
      }
      span?.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
      throw error;
    } finally {
      this.options.metrics?.legacyCall(
        request.method,
        request.path,
        outcome,
        (performance.now() - startedAt) / 1000,
      );
      span?.setAttribute('lexbridge.legacy.outcome', outcome);
      span?.end();
    }
  }

  /**
   * Whether the catalogue answers at all (any status below 500 from its base URL), for /readyz. While the circuit
   * is closed this leaves it alone (an answer from the base URL says little about the real calls); while it is
   * open and the cool-down is over, this is its probe, so a replica without traffic still finds out.
   */
  async ping(timeoutMs = Math.min(this.config.legacyTimeoutMs, 2000)): Promise<boolean> {
    const probing = this.circuit.state !== 'closed';
    const ticket = probing ? this.circuit.acquire() : null;
    if (probing && !ticket) return false;
    try {
      const response = await this.transport.send({
        method: 'GET',
        path: `${this.base.basePath}/`,
        headers: { accept: 'application/json' },
        timeoutMs,
      });
      const up = response.status < 500;
      if (up) ticket?.success();
      else ticket?.failure();
      return up;
    } catch {
      ticket?.failure();
      return false;
    }
  }

  /** What an answer says: a file, a text, or JSON; a LegacyError for a status >= 400 or a body that is not JSON. */
  private read<T>(request: LegacyRequest, response: WireResponse): LegacyResponse<T> {
    let body = response.body;
    if (Buffer.isBuffer(body)) {
      if (response.status < 400) {
        const header = (name: string) => {
          const value = response.headers[name];
          return typeof value === 'string' && value ? value : null;
        };
        const file: LegacyFile = {
          content: body,
          contentType: header('content-type') ?? 'application/octet-stream',
          contentDisposition: header('content-disposition'),
        };
        return { status: response.status, data: file as T };
      }
      body = body.toString('utf8');
    }
    const data = parseJson(body);
    const text = request.responseType === 'text' ? plainText(body, data) : null;
    if (response.status >= 400) {
      // An HTML error page (a proxy's) is never words for the user.
      const body = data.ok ? data.value : text && !text.startsWith('<') ? text : undefined;
      throw new LegacyError(
        'http',
        `Legacy ${request.method} ${request.path} answered ${response.status}`,
        response.status,
        body,
      );
    }
    // A text answer may be empty; a JSON object answer (an envelope after all) goes on as JSON.
    if (
      request.responseType === 'text' &&
      !(data.ok && typeof data.value === 'object' && data.value !== null)
    ) {
      return { status: response.status, data: (text ?? '') as T };
    }
    if (!data.ok) {
      throw new LegacyError(
        'garbage',
        `Legacy ${request.method} ${request.path} answered ${response.status} without JSON`,
        response.status,
      );
    }
    return { status: response.status, data: data.value as T };
  }

  close(): Promise<void> {
    return this.transport.close();
  }
}

/** A text answer: a JSON string unwrapped, else the raw text (null for an empty body or a JSON object). */
function plainText(raw: unknown, data: { ok: true; value: unknown } | { ok: false }): string | null {
  if (data.ok) return typeof data.value === 'string' ? data.value : null;
  return typeof raw === 'string' && raw.trim() ? raw.trim() : null;
}

function parseJson(text: unknown): { ok: true; value: unknown } | { ok: false } {
  if (typeof text !== 'string' || text.trim() === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** No answer that was not a timeout, or a gateway status: worth one more read. */
function retryable(error: LegacyError): boolean {
  if (error.circuitOpen || error.timedOut) return false;
  if (error.kind === 'unavailable') return true;
  return error.kind === 'http' && RETRY_STATUSES.has(error.status ?? 0);
}

function otelContextWith(span: Span) {
  return traceApi.setSpan(otelContext.active(), span);
}
