import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import type { Metrics } from '../observability/metrics.js';
import { activeSpan, SpanStatusCode } from '../observability/tracing.js';
import type { GraphQLContext } from './context.js';
import { DEFAULT_MESSAGES, ErrorCode } from './errors.js';

/** The query limits' codes (graphql/query-limits.ts). */
const LIMIT_CODES = new Set(['QUERY_TOO_DEEP', 'TOO_MANY_ALIASES', 'QUERY_TOO_COMPLEX']);

/** Codes a client may see with their message: ours, and Apollo's own for malformed requests. */
const CLIENT_CODES = new Set<string>([
  ...Object.values(ErrorCode).filter((code) => code !== ErrorCode.INTERNAL_SERVER_ERROR),
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'QUERY_TOO_DEEP',
  'TOO_MANY_ALIASES',
  'QUERY_TOO_COMPLEX',
]);

/**
 * Anything that is not a deliberate, coded error (a bug, a crash in a library) reaches the client as
 * INTERNAL_SERVER_ERROR with a fixed text; the details were logged with the request id.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  // Apollo files every validation error under GRAPHQL_VALIDATION_FAILED; the limits keep their own, more useful code.
  const specific =
    error instanceof GraphQLError && error.originalError instanceof GraphQLError
      ? error.originalError.extensions?.code
      : null;
  if (
    formatted.extensions?.code === 'GRAPHQL_VALIDATION_FAILED' &&
    typeof specific === 'string' &&
    LIMIT_CODES.has(specific)
  ) {
    formatted = { ...formatted, extensions: { ...formatted.extensions, code: specific } };
  }
  const code = formatted.extensions?.code;
  const original = unwrapResolverError(error);
  if (typeof code === 'string' && CLIENT_CODES.has(code) && (original instanceof GraphQLError || !original)) {
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  return {
    message: DEFAULT_MESSAGES.INTERNAL_SERVER_ERROR,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
  };
}

/**
 * What the BFF notes of every operation, however it was executed (Apollo Server, or a trusted document's compiled
 * form): errors that are not ours go to the log; the operation is counted and timed (lexbridge_graphql_*); the
 * request's trace span, when tracing is on, is named after it; with BFF_EXPOSE_LEGACY_CALLS the legacy call count
 * goes to the answer's extensions.
 */
export class OperationObserver {
  private readonly startedAt = performance.now();
  private operation = 'anonymous';
  private type = 'unknown';

  constructor(
    private readonly metrics: Metrics | undefined,
    private readonly exposeLegacyCalls: boolean,
  ) {}

  resolved(operationName: string | null | undefined, type: string | undefined): void {
    this.operation = this.metrics
      ? this.metrics.operationLabel(operationName)
      : (operationName ?? 'anonymous');
    this.type = type ?? 'unknown';
    const span = activeSpan();
    if (span) {
      span.updateName(`graphql ${this.type} ${operationName ?? 'anonymous'}`);
      span.setAttributes({
        'graphql.operation.name': operationName ?? '',
        'graphql.operation.type': this.type,
      });
    }
  }

  encountered(context: GraphQLContext | undefined, errors: readonly GraphQLError[]): void {
    for (const error of errors) {
      const original = unwrapResolverError(error);
      if (original instanceof GraphQLError && original.extensions?.code) continue;
      context?.log?.error({ err: original, path: error.path }, 'unexpected error while resolving');
    }
  }

  /** The answer is about to go: count it; the extensions to add to it, if any. */
  finished(
    context: GraphQLContext | undefined,
    errors: readonly (GraphQLFormattedError | GraphQLError)[] | undefined,
  ): Record<string, unknown> | null {
    const { metrics } = this;
    if (metrics) {
      const first = errors?.[0];
      const code = first
        ? typeof first.extensions?.code === 'string'
          ? first.extensions.code
          : 'INTERNAL_SERVER_ERROR'
        : 'ok';
      const outcome =
        CLIENT_CODES.has(code) || code === 'ok' || code === ErrorCode.INTERNAL_SERVER_ERROR ? code : 'other';
      metrics.operationFinished(
        this.operation,
        this.type,
        outcome,
        (performance.now() - this.startedAt) / 1000,
      );
      if (code === ErrorCode.INTERNAL_SERVER_ERROR) activeSpan()?.setStatus({ code: SpanStatusCode.ERROR });
    }
    return this.exposeLegacyCalls ? { legacyCalls: context?.stats?.legacyCalls ?? 0 } : null;
  }
}

/** The OperationObserver as an Apollo Server plugin, for the operations Apollo executes. */
export function lexbridgePlugin(options: {
  exposeLegacyCalls: boolean;
  metrics?: Metrics;
}): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      const observer = new OperationObserver(options.metrics, options.exposeLegacyCalls);
      return {
        async didResolveOperation({ operationName, operation: definition }) {
          observer.resolved(operationName, definition?.operation);
        },
        async didEncounterErrors({ contextValue, errors }) {
          observer.encountered(contextValue, errors);
        },
        async willSendResponse({ contextValue, response, errors }) {
          const extensions = observer.finished(contextValue, errors);
          if (!extensions || response.body.kind !== 'single') return;
          response.body.singleResult.extensions = { ...response.body.singleResult.extensions, ...extensions };
        },
      };
    },
  };
}
