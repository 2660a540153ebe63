import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import axios, { AxiosError } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUndiciAdapter } from '../transport.js';

/** A catalogue whose answer is as many bytes as the path says: /bytes/4096. */
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((request, response) => {
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

describe('the undici adapter', () => {
  const transport = createUndiciAdapter({ connections: 2, timeoutMs: 2000, maxResponseBytes: 4096 });
  const client = () =>
    axios.create({
      baseURL: url,
      adapter: transport.adapter,
      validateStatus: () => true,
      transformResponse: [(data: unknown) => data],
    });
  afterAll(() => transport.close());

  it('reads an answer up to the cap, as text or as bytes', async () => {
    const text = await client().get<string>('/bytes/4096');
    expect(text.data).toBe('A'.repeat(4096));
    const bytes = await client().get<Buffer>('/bytes/3000', { responseType: 'arraybuffer' });
    expect(Buffer.isBuffer(bytes.data)).toBe(true);
    expect(bytes.data.length).toBe(3000);
  });

  it('refuses a larger answer as it arrives, and keeps serving the next call', async () => {
    const error = (await client()
      .get('/bytes/100000', { responseType: 'arraybuffer' })
      .catch((caught: unknown) => caught)) as AxiosError;
    expect(error).toBeInstanceOf(AxiosError);
    expect(error.code).toBe(AxiosError.ERR_BAD_RESPONSE);
    expect(error.message).toBe('the legacy answer is larger than 4096 bytes');
    expect((await client().get<string>('/bytes/10')).data).toBe('A'.repeat(10));
  });
});
