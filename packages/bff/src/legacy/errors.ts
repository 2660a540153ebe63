import type { GraphQLError } from 'graphql';
import { appError, DEFAULT_MESSAGES, ErrorCode } from '../graphql/errors.js';

/**
 * What went wrong talking to the catalogue, before it becomes a GraphQL error. Keeps the status and the parsed
 * body for the log; only `toGraphQLError` decides what a client may see.
 */
export class LegacyError extends Error {
  constructor(
    /**
     * http: an answer with a status >= 400; unavailable: no answer (or the circuit is open); garbage: not JSON;
     * shape: JSON of the wrong shape for the endpoint (legacy/shape.ts).
     */
    readonly kind: 'http' | 'unavailable' | 'garbage' | 'shape',
    message: string,
    readonly status?: number,
    readonly body?: unknown,
    readonly details: { timedOut?: boolean; circuitOpen?: boolean } = {},
  ) {
    super(message);
    this.name = 'LegacyError';
  }

  /** The call ran out of its time budget (LEGACY_TIMEOUT_MS): never retried, the budget is spent. */
  get timedOut(): boolean {
    return this.details.timedOut === true;
  }

  /** Refused without calling: the catalogue's circuit is open. */
  get circuitOpen(): boolean {
    return this.details.circuitOpen === true;
  }

  /** Counts against the circuit: no answer, a timeout, garbage, an answer of the wrong shape, or a server error. */
  get isFailureOfCatalogue(): boolean {
    return this.kind !== 'http' || (this.status ?? 0) >= 500;
  }

  /**
   * The legacy's own Message (or error/error_description), when the body carries one that is fit to show: words
   * for a user, not an exception dump, a URL or markup (see presentable).
   */
  get legacyMessage(): string | undefined {
    // A text body: a JSON string, or plain text from a call that declared a text answer (ForgotPassword).
    if (typeof this.body === 'string') return presentable(this.body);
    const body = this.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object') return undefined;
    for (const key of ['Message', 'message', 'error_description', 'error']) {
      const value = body[key];
      if (typeof value === 'string' && value.trim()) return presentable(value);
    }
    return undefined;
  }
}

const MAX_MESSAGE_LENGTH = 500;

/**
 * A catalogue text a screen may show (the server's Message, or the body's error), or undefined. Texts
 * that would leak how the catalogue is built never pass: markup (an HTML error page), URLs and host:port pairs
 * (its address or its database's), stack traces and .NET exception dumps, and anything too long to be a message.
 */
export function presentable(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > MAX_MESSAGE_LENGTH) return undefined;
  if (/<[a-z!/][^>]*>/i.test(trimmed)) return undefined;
  if (/\b[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return undefined;
  if (/\b(?:\d{1,3}\.){3}\d{1,3}\b|\blocalhost\b|\b[\w-]+(?:\.[\w-]+)+:\d{2,5}\b/i.test(trimmed))
    return undefined;
  if (/\n\s*at\s|\bStackTrace\b|Exception\b|\bat [\w$.<>]+\(/.test(trimmed)) return undefined;
  return trimmed;
}

/**
 * The one place where legacy statuses become error codes (docs/architecture.md, "Errors"). The catalogue's
 * address, headers and raw text never travel: only its Message where a screen shows such messages to users.
 */
export function toGraphQLError(error: LegacyError): GraphQLError {
  // It answered, but not what the contract says: a fault of the catalogue, not an outage.
  if (error.kind === 'shape') return appError(ErrorCode.UPSTREAM_ERROR, DEFAULT_MESSAGES.UPSTREAM_ERROR);
  if (error.kind !== 'http') return appError(ErrorCode.UPSTREAM_UNAVAILABLE);
  const status = error.status ?? 0;
  const message = error.legacyMessage;
  if (status === 401) return appError(ErrorCode.UNAUTHENTICATED);
  if (status === 403) return appError(ErrorCode.FORBIDDEN, message ?? DEFAULT_MESSAGES.FORBIDDEN);
  if (status === 404) return appError(ErrorCode.NOT_FOUND, message ?? DEFAULT_MESSAGES.NOT_FOUND);
  if (status === 409) {
    // The spec uses a 409's body as the error: its envelope fields, never anything else the catalogue sent.
    const result =
      typeof error.body === 'object' && error.body !== null
        ? (error.body as { Result?: unknown }).Result
        : undefined;
    return appError(ErrorCode.CONFLICT, message ?? DEFAULT_MESSAGES.CONFLICT, {
      body: { Message: message ?? null, Result: isPlainData(result) ? result : null },
    });
  }
  if (status >= 500) return appError(ErrorCode.UPSTREAM_ERROR, DEFAULT_MESSAGES.UPSTREAM_ERROR, { status });
  return appError(ErrorCode.UPSTREAM_ERROR, message ?? DEFAULT_MESSAGES.UPSTREAM_ERROR, { status });
}

/** Scalars, and arrays and objects of them, a few levels deep: a Result worth handing back with a conflict. */
function isPlainData(value: unknown, depth = 0): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
    return typeof value !== 'string' || presentable(value as string) !== undefined || value === '';
  if (depth > 3 || typeof value !== 'object') return false;
  const values = Array.isArray(value) ? value : Object.values(value as Record<string, unknown>);
  return values.length <= 100 && values.every((item) => isPlainData(item, depth + 1));
}
