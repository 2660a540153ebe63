import { Readable } from 'node:stream';
import { Pool, errors as undiciErrors, type Dispatcher } from 'undici';

/**
 * The largest answer read from the catalogue (a JSON page or an Excel export). A bigger one is refused as it
 * arrives, before it fills memory: the call fails like a garbled answer (UPSTREAM_UNAVAILABLE).
 */
export const LEGACY_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

/** One HTTP exchange with the catalogue, its duties already applied (legacy/wire.ts). */
export interface WireRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path and query string, from the origin's root. */
  path: string;
  headers: Record<string, string>;
  /** Text, or a stream of bytes sent as it is produced (chunked transfer encoding). */
  body?: string | AsyncIterable<Buffer>;
  /** Keep the answer as bytes (files); otherwise it is read as UTF-8 text. */
  binary?: boolean;
  /** The whole exchange, headers and body, must end within this. */
  timeoutMs: number;
}

export interface WireResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string | Buffer;
}

/** No answer: the connection failed, the time ran out, or the answer was too large. */
export class TransportError extends Error {
  constructor(
    message: string,
    readonly timedOut: boolean,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

export interface LegacyTransport {
  send(request: WireRequest): Promise<WireResponse>;
  close(): Promise<void>;
}

/**
 * The catalogue's connections: one undici keep-alive pool for its origin. Statuses are not errors here; the
 * legacy client decides what a status or a body means.
 */
export function createTransport(options: {
  origin: string;
  connections: number;
  timeoutMs: number;
  maxResponseBytes?: number;
}): LegacyTransport {
  const maxBytes = options.maxResponseBytes ?? LEGACY_MAX_RESPONSE_BYTES;
  const pool = new Pool(options.origin, {
    connections: options.connections,
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 600_000,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    // A catalogue that does not even accept the connection is down: do not spend the whole budget on that.
    connect: { timeout: Math.min(options.timeoutMs, 5000) },
    pipelining: 1,
    // Undici refuses a larger answer itself: at its content-length, or as the bytes arrive past the cap.
    maxResponseSize: maxBytes,
  });

  /**
   * One exchange, dispatched on the pool with a handler that gathers the answer's bytes itself: no response stream,
   * no promise per step. The call's remaining time budget bounds the whole exchange, headers and body, with one
   * timer; when it runs out the exchange is aborted (its connection is closed) and the call fails as timed out.
   * Undici's own timeouts stay as a backstop only: they tick with a one-second resolution and the body one bounds
   * the gap between chunks, not the body.
   */
  function send(request: WireRequest): Promise<WireResponse> {
    const timeout = request.timeoutMs;
    return new Promise<WireResponse>((resolve, reject) => {
      let controller: Dispatcher.DispatchController | null = null;
      let settled = false;
      let status = 0;
      let headers: WireResponse['headers'] = {};
      let chunks: Buffer[] = [];
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(transportError(error, timeout, maxBytes));
      };
      const timer = setTimeout(() => {
        const error = new TransportError(`timeout of ${timeout}ms exceeded`, true);
        fail(error);
        // Still queued for a connection: aborted as soon as it gets one.
        controller?.abort(error);
      }, timeout);
      pool.dispatch(
        {
          path: request.path,
          method: request.method,
          headers: request.headers,
          body:
            request.body === undefined || typeof request.body === 'string'
              ? request.body
              : Readable.from(request.body, { objectMode: false }),
          headersTimeout: timeout,
          bodyTimeout: timeout,
        },
        {
          onRequestStart(started) {
            controller = started;
            if (settled) started.abort(new TransportError(`timeout of ${timeout}ms exceeded`, true));
          },
          onResponseStart(_controller, statusCode, responseHeaders) {
            // An informational answer (1xx) is followed by the real one.
            if (statusCode < 200) return;
            status = statusCode;
            headers = responseHeaders;
            chunks = [];
          },
          onResponseData(_controller, chunk) {
            chunks.push(chunk);
          },
          onResponseEnd() {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
            resolve({ status, headers, body: request.binary ? bytes : textOf(bytes) });
          },
          onResponseError(_controller, error) {
            fail(error);
          },
        },
      );
    });
  }

  return { send, close: () => pool.close() };
}

const BYTE_ORDER_MARK = Buffer.from([0xef, 0xbb, 0xbf]);

/** An answer's text: UTF-8, without the byte order mark some servers put first (JSON.parse refuses it). */
function textOf(bytes: Buffer): string {
  const start = bytes.subarray(0, 3).equals(BYTE_ORDER_MARK) ? 3 : 0;
  return bytes.toString('utf8', start);
}

/** What went wrong with an exchange, as the legacy client reads it: timed out or not, and why. */
function transportError(error: unknown, timeout: number, maxBytes: number): TransportError {
  if (error instanceof TransportError) return error;
  if (error instanceof undiciErrors.ResponseExceededMaxSizeError)
    return new TransportError(`the legacy answer is larger than ${maxBytes} bytes`, false);
  const timedOut =
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError ||
    (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));
  const message = timedOut
    ? `timeout of ${timeout}ms exceeded`
    : error instanceof Error
      ? ((error as { code?: string }).code ?? error.message)
      : 'Network error';
  return new TransportError(message, timedOut);
}
