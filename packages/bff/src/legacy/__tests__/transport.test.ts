import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransport, TransportError } from '../transport.js';

/** A catalogue whose answer is as many bytes as the path says: /bytes/4096. */
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/bom') {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"Result":"é"}')]));
      return;
    }
    if (request.url === '/slow') {
      setTimeout(() => response.end('late'), 1000).unref();
      return;
    }
    const size = Number(/\/bytes\/(\d+)/.exec(request.url ?? '')?.[1] ?? 0);
    response.writeHead(200, { 'content-type': 'application/octet-stream' });
    // In chunks, as a large export arrives.
    for (let sent = 0; sent < size; sent += 1024)
      response.write(Buffer.alloc(Math.min(1024, size - sent), 0x41));
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the undici transport', () => {
  const transport = () => made;
  let made: ReturnType<typeof createTransport>;
  beforeAll(() => {
    made = createTransport({ origin: url, connections: 2, timeoutMs: 2000, maxResponseBytes: 4096 });
  });
  afterAll(() => made.close());
  const get = (path: string, binary = false) =>
    transport().send({ method: 'GET', path, headers: {}, binary, timeoutMs: 2000 });

  it('reads an answer up to the cap, as text or as bytes', async () => {
    expect((await get('/bytes/4096')).body).toBe('A'.repeat(4096));
    const bytes = await get('/bytes/3000', true);
    expect(Buffer.isBuffer(bytes.body)).toBe(true);
    expect(bytes.body.length).toBe(3000);
  });

  it('reads a text answer without the byte order mark a .NET server may put first', async () => {
    const answer = await get('/bom');
    expect(JSON.parse(answer.body as string)).toEqual({ Result: 'é' });
    // A file keeps its bytes as they came.
    expect(((await get('/bom', true)).body as Buffer).subarray(0, 3)).toEqual(
      Buffer.from([0xef, 0xbb, 0xbf]),
    );
  });

  it('refuses a larger answer as it arrives, and keeps serving the next call', async () => {
    const error = (await get('/bytes/100000', true).catch((caught: unknown) => caught)) as TransportError;
    expect(error).toBeInstanceOf(TransportError);
    expect(error.timedOut).toBe(false);
    expect(error.message).toBe('the legacy answer is larger than 4096 bytes');
    expect((await get('/bytes/10')).body).toBe('A'.repeat(10));
  });

  it('gives up when the whole exchange outlasts its budget, and says it timed out', async () => {
    const error = (await transport()
      .send({ method: 'GET', path: '/slow', headers: {}, timeoutMs: 100 })
      .catch((caught: unknown) => caught)) as TransportError;
    expect(error).toBeInstanceOf(TransportError);
    expect(error.timedOut).toBe(true);
    expect((await get('/bytes/10')).body).toBe('A'.repeat(10));
  });
});
