import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { request as undiciRequest } from 'undici';

/**
 * How the catalogue misbehaves. Every fault carries telltale text (an internal host name, a header, a marker in the
 * body) that must never reach a client of the BFF.
 */
export type Fault =
  /** Forward to the real catalogue. */
  | 'none'
  /** Not listening: connections are refused. */
  | 'down'
  /** Answers only after `slowMs` (beyond the BFF's timeout). */
  | 'slow'
  /** 500 with a .NET-style exception body. */
  | 'error500'
  /** 200 with an HTML page (a proxy's error page). */
  | 'html'
  /** 200 with JSON cut off half-way (the length header matches the cut body). */
  | 'truncated'
  /** 401 to every call, the Token endpoint's refresh grant included. */
  | 'unauthorized'
  /** Sends the headers and half the body, then drops the connection. */
  | 'drop'
  /** 200 with well-formed JSON of the wrong shape: the envelope's Result is not what the endpoint answers. */
  | 'wrongShape'
  /** 200 with an envelope whose Result is null: a write that says it worked but carries no record. */
  | 'noRecord';

export const LEAK_MARKERS = [
  'db-internal.lexbridge.example',
  'SECRET-UPSTREAM-DETAIL',
  'catalogue-internal/9.9',
  'X-Internal-Trace',
];

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
}

export interface FaultCatalogue {
  /** The address the BFF is given; stays the same across `down` and back. */
  readonly url: string;
  /** Where healthy requests go (the reference catalogue). */
  target: string;
  /** The last requests received (at most 500), with their headers. */
  readonly received: ReceivedRequest[];
  /** Requests received since start. */
  readonly total: number;
  set(fault: Fault, options?: { paths?: RegExp; slowMs?: number }): Promise<void>;
  close(): Promise<void>;
}

/**
 * A stand-in in front of the reference catalogue for the fault tests: healthy, it forwards every request; with a
 * fault set, the requests whose path matches (all by default) get that fault instead.
 */
export async function startFaultCatalogue(target = ''): Promise<FaultCatalogue> {
  let fault: Fault = 'none';
  let paths: RegExp | null = null;
  let slowMs = 2000;
  let total = 0;
  const received: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    total += 1;
    received.push({ method: request.method ?? 'GET', path: request.url ?? '/', headers: request.headers });
    if (received.length > 500) received.shift();
    const faulty = fault !== 'none' && (!paths || paths.test(request.url ?? ''));
    if (!faulty) return forward(request, response, body);
    const internal = {
      server: 'catalogue-internal/9.9',
      'x-internal-trace': 'X-Internal-Trace db-internal.lexbridge.example:1433',
    };
    switch (fault) {
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!response.destroyed) forward(request, response, body);
        }, slowMs);
        timers.add(timer);
        return;
      }
      case 'error500':
        response.writeHead(500, { 'content-type': 'application/json', ...internal });
        return response.end(
          JSON.stringify({
            Message: 'An error has occurred.',
            ExceptionMessage:
              'SqlException: cannot reach db-internal.lexbridge.example:1433 SECRET-UPSTREAM-DETAIL',
            StackTrace: '   at Catalogue.Data.Query()\n   at Catalogue.Api.Get()',
          }),
        );
      case 'html':
        response.writeHead(200, { 'content-type': 'text/html', ...internal });
        return response.end(
          '<html><body><h1>502 Bad Gateway</h1><p>SECRET-UPSTREAM-DETAIL nginx at db-internal.lexbridge.example</p></body></html>',
        );
      case 'truncated': {
        const text = '{"Message":"SECRET-UPSTREAM-DETAIL","Result":[{"MenuId":1,"Count":3},{"MenuId":2,"Cou';
        response.writeHead(200, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          ...internal,
        });
        return response.end(text);
      }
      case 'unauthorized':
        response.writeHead(401, { 'content-type': 'application/json', ...internal });
        return response.end(
          JSON.stringify({
            Message: 'Authorization has been denied for this request.',
            error: 'invalid_grant',
          }),
        );
      case 'drop': {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': 4000, ...internal });
        response.write('{"Message":"SECRET-UPSTREAM-DETAIL","Result":[');
        const timer = setTimeout(() => {
          timers.delete(timer);
          response.socket?.destroy();
        }, 20);
        timers.add(timer);
        return;
      }
      case 'wrongShape':
        response.writeHead(200, { 'content-type': 'application/json', ...internal });
        return response.end(
          JSON.stringify({
            Message: 'SECRET-UPSTREAM-DETAIL',
            Result: { rows: 'db-internal.lexbridge.example' },
          }),
        );
      case 'noRecord':
        response.writeHead(200, { 'content-type': 'application/json', ...internal });
        return response.end(JSON.stringify({ Message: 'Saved.', Result: null }));
      default:
        return forward(request, response, body);
    }
  };

  const forward = async (request: IncomingMessage, response: ServerResponse, body: Buffer) => {
    try {
      const headers = { ...request.headers };
      delete headers.host;
      delete headers.connection;
      const answer = await undiciRequest(`${catalogue.target}${request.url ?? '/'}`, {
        method: (request.method ?? 'GET') as 'GET',
        headers,
        body: body.length ? body : undefined,
      });
      const text = await answer.body.text();
      const out: Record<string, string> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (
          value === undefined ||
          ['transfer-encoding', 'connection', 'keep-alive', 'content-length'].includes(name)
        )
          continue;
        out[name] = Array.isArray(value) ? value.join(', ') : value;
      }
      if (!response.destroyed) {
        response.writeHead(answer.statusCode, out);
        response.end(text);
      }
    } catch {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    }
  };

  const server: Server = createServer((request, response) => void handle(request, response));
  server.keepAliveTimeout = 60_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  let listening = true;

  const stop = async () => {
    if (!listening) return;
    listening = false;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };

  const catalogue: FaultCatalogue = {
    url: `http://127.0.0.1:${port}`,
    target,
    received,
    get total() {
      return total;
    },
    async set(next, options = {}) {
      fault = next;
      paths = options.paths ?? null;
      slowMs = options.slowMs ?? slowMs;
      if (next === 'down') await stop();
      else if (!listening) {
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, '127.0.0.1', () => {
            server.off('error', reject);
            resolve();
          });
        });
        listening = true;
      }
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      await stop();
    },
  };
  return catalogue;
}
