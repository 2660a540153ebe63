import {
  context,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
  type TextMapPropagator,
  type Tracer,
} from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { BffConfig } from '../config.js';

/**
 * OpenTelemetry tracing, on when TRACING is otlp or console (docs/operations.md). One server span per HTTP request
 * (named after the GraphQL operation once known) and one client span per legacy call, whose traceparent header the
 * catalogue receives. Off, nothing of the SDK is loaded and no span is made.
 */
export interface Tracing {
  readonly tracer: Tracer;
  /** The caller's trace context from incoming headers (W3C traceparent), or the root context. */
  extract(headers: Record<string, string | string[] | undefined>): Context;
  /** Adds traceparent (and tracestate) for `ctx` to outgoing headers. */
  inject(ctx: Context, headers: Record<string, string>): void;
  /** Flushes and stops the exporter. */
  shutdown(): Promise<void>;
}

export { context as otelContext, SpanKind, SpanStatusCode, trace, type Context, type Span };

let contextManagerReady = false;

/**
 * Builds the tracer provider for the configuration (null when TRACING=off). `exporter` replaces the configured one
 * (tests keep spans in memory). The context manager (AsyncLocalStorage) is registered once per process: it is what
 * carries the request's span into resolvers and legacy calls.
 */
export async function createTracing(config: BffConfig, exporter?: SpanExporter): Promise<Tracing | null> {
  if (config.tracing === 'off' && !exporter) return null;
  const [sdk, resources, core, hooks] = await Promise.all([
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/core'),
    import('@opentelemetry/context-async-hooks'),
  ]);
  if (!contextManagerReady) {
    context.setGlobalContextManager(new hooks.AsyncLocalStorageContextManager().enable());
    contextManagerReady = true;
  }
  let spanExporter: SpanExporter;
  if (exporter) spanExporter = exporter;
  else if (config.tracing === 'console') spanExporter = new sdk.ConsoleSpanExporter();
  else {
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
    spanExporter = new OTLPTraceExporter({ url: `${config.otlpEndpoint}/v1/traces` });
  }
  const provider = new sdk.BasicTracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': config.serviceName }),
    sampler: new sdk.ParentBasedSampler({
      root: new sdk.TraceIdRatioBasedSampler(config.tracingSampleRatio),
    }),
    spanProcessors: [
      exporter ? new sdk.SimpleSpanProcessor(spanExporter) : new sdk.BatchSpanProcessor(spanExporter),
    ],
  });
  const propagator: TextMapPropagator = new core.W3CTraceContextPropagator();
  return {
    tracer: provider.getTracer('@lexbridge/bff'),
    extract: (headers) => propagator.extract(context.active(), headers, headerGetter),
    inject: (ctx, headers) => propagator.inject(ctx, headers, headerSetter),
    shutdown: () => provider.shutdown(),
  };
}

const headerGetter = {
  keys: (carrier: Record<string, string | string[] | undefined>) => Object.keys(carrier),
  get: (carrier: Record<string, string | string[] | undefined>, key: string) => carrier[key.toLowerCase()],
};

const headerSetter = {
  set: (carrier: Record<string, string>, key: string, value: string) => {
    carrier[key] = value;
  },
};

/** The span of the current request, when tracing is on and one is active. */
export function activeSpan(): Span | undefined {
  return trace.getActiveSpan();
}
