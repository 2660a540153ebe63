import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { Agent, errors as undiciErrors } from 'undici';

/**
 * An axios adapter on undici's keep-alive agent. axios keeps its API and interceptors (where the legacy duties
 * live); undici does the I/O. Node's http adapter was the single largest cost per legacy call when measured
 * (docs/performance.md), mostly connection handling and stream plumbing we do not need.
 *
 * The adapter always resolves with the raw text: the legacy client decides what a status or a body means.
 */
/**
 * The largest answer read from the catalogue (a JSON page or an Excel export). A bigger one is refused as it
 * arrives, before it fills memory: the call fails like a garbled answer (UPSTREAM_UNAVAILABLE).
 */
export const LEGACY_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

export function createUndiciAdapter(options: {
  connections: number;
  timeoutMs: number;
  maxResponseBytes?: number;
}): {
  adapter: AxiosAdapter;
  close: () => Promise<void>;
} {
  const agent = new Agent({
    connections: options.connections,
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 600_000,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    // A catalogue that does not even accept the connection is down: do not spend the whole budget on that.
    connect: { timeout: Math.min(options.timeoutMs, 5000) },
    pipelining: 1,
  });

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = new URL(config.url ?? '', config.baseURL);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
    }
    const body =
      config.data === undefined || config.data === null ? undefined : (config.data as string | Buffer);
    // The call's remaining time budget (the client passes it per attempt) bounds the whole exchange, headers and
    // body, with one timer per call. Undici's own headers and body timeouts stay as a backstop only: they tick
    // with a one-second resolution and the body one bounds the gap between chunks, not the body. No AbortSignal:
    // creating those per call showed up in profiles; a request that loses the race is drained or destroyed.
    const timeout = config.timeout || options.timeoutMs;
    const signal = config.signal ? (config.signal as AbortSignal) : undefined;
    const method = (config.method ?? 'get').toUpperCase() as 'GET';
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new TimeoutError()), timeout);
    });
    deadline.catch(() => undefined);
    try {
      const pending = agent.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method,
        headers,
        body,
        signal,
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
      // A file (the catalogue's Excel exports) stays bytes; everything else is read as text. Either way no more
      // than the cap is held.
      const reading = readBounded(response.body, options.maxResponseBytes ?? LEGACY_MAX_RESPONSE_BYTES).then(
        (bytes) => (config.responseType === 'arraybuffer' ? bytes : bytes.toString('utf8')),
      );
      let text: string | Buffer;
      try {
        text = await Promise.race([reading, deadline]);
      } catch (error) {
        reading.catch(() => undefined);
        discard(response);
        throw error;
      }
      const responseHeaders = new AxiosHeaders();
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      return {
        data: text,
        status: response.statusCode,
        statusText: '',
        headers: responseHeaders,
        config,
        request: { path: url.pathname },
      };
    } catch (error) {
      if (error instanceof TooLargeError) {
        throw new AxiosError(error.message, AxiosError.ERR_BAD_RESPONSE, config, undefined, undefined);
      }
      const timedOut =
        error instanceof TimeoutError ||
        error instanceof undiciErrors.HeadersTimeoutError ||
        error instanceof undiciErrors.BodyTimeoutError ||
        (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));
      throw new AxiosError(
        timedOut
          ? `timeout of ${timeout}ms exceeded`
          : error instanceof Error
            ? error.message
            : 'Network error',
        timedOut ? AxiosError.ECONNABORTED : AxiosError.ERR_NETWORK,
        config,
        undefined,
        undefined,
      );
    } finally {
      if (timer) clearTimeout(timer);
    }
  };

  return { adapter, close: () => agent.close() };
}

/** Frees the connection of an answer nobody waits for any more (its error, if any, goes nowhere). */
function discard(response: {
  body: { on(event: 'error', listener: () => void): unknown; destroy(): unknown };
}): void {
  response.body.on('error', () => undefined);
  response.body.destroy();
}

/** The body's bytes, refusing (and dropping the connection of) an answer larger than `limit`. */
async function readBounded(
  body: AsyncIterable<Buffer> & { destroy(): unknown },
  limit: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) {
      body.destroy();
      throw new TooLargeError(limit);
    }
    chunks.push(chunk);
  }
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size);
}

class TooLargeError extends Error {
  constructor(limit: number) {
    super(`the legacy answer is larger than ${limit} bytes`);
    this.name = 'TooLargeError';
  }
}

class TimeoutError extends Error {
  constructor() {
    super('the legacy call ran out of time');
    this.name = 'TimeoutError';
  }
}
