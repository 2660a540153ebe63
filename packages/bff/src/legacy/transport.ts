import { Readable } from 'node:stream';
import { Pool, errors as undiciErrors } from 'undici';

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

  async function send(request: WireRequest): Promise<WireResponse> {
    // The call's remaining time budget bounds the whole exchange, headers and body, with one timer per call.
    // Undici's own timeouts stay as a backstop only: they tick with a one-second resolution and the body one
    // bounds the gap between chunks, not the body. No AbortSignal: a request that loses the race is drained or
    // destroyed.
    const timeout = request.timeoutMs;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new TransportError(`timeout of ${timeout}ms exceeded`, true)), timeout);
    });
    deadline.catch(() => undefined);
    try {
      const pending = pool.request({
        path: request.path,
        method: request.method,
        headers: request.headers,
        body:
          request.body === undefined || typeof request.body === 'string'
            ? request.body
            : Readable.from(request.body, { objectMode: false }),
        headersTimeout: timeout,
        bodyTimeout: timeout,
      });
      let response;
      try {
        response = await Promise.race([pending, deadline]);
      } catch (error) {
        pending.then(discard, () => undefined);
        throw error;
      }
      // Undici's own consumers read the body in one pass (no async iteration over a stream, no chunk list).
      const reading: Promise<string | Buffer> = request.binary
        ? response.body.arrayBuffer().then((bytes) => Buffer.from(bytes))
        : response.body.text();
      let body: string | Buffer;
      try {
        body = await Promise.race([reading, deadline]);
      } catch (error) {
        reading.catch(() => undefined);
        discard(response);
        throw error;
      }
      return { status: response.statusCode, headers: response.headers, body };
    } catch (error) {
      if (error instanceof TransportError) throw error;
      if (error instanceof undiciErrors.ResponseExceededMaxSizeError)
        throw new TransportError(`the legacy answer is larger than ${maxBytes} bytes`, false);
      const timedOut =
        error instanceof undiciErrors.HeadersTimeoutError ||
        error instanceof undiciErrors.BodyTimeoutError ||
        (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));
      const message = timedOut
        ? `timeout of ${timeout}ms exceeded`
        : error instanceof Error
          ? ((error as { code?: string }).code ?? error.message)
          : 'Network error';
      throw new TransportError(message, timedOut);
    } finally {
      if (timer) clearTimeout(timer);
    }
  }

  return { send, close: () => pool.close() };
}

/** Frees the connection of an answer nobody waits for any more (its error, if any, goes nowhere). */
function discard(response: {
  body: { on(event: 'error', listener: () => void): unknown; destroy(): unknown };
}): void {
  response.body.on('error', () => undefined);
  response.body.destroy();
}
