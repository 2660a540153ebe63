import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { HMDA_MESSAGES, LAR_MAX_BYTES, sampleLarFile } from '@lexbridge/rules';
import { HMDA_BANKS } from '@lexbridge/legacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, TestClient, type Harness } from '../../../testing/harness.js';

const MB = 1024 * 1024;
const BANK = HMDA_BANKS[0]!;

/** What the catalogue's end of one LAR upload saw. */
interface Received {
  bytes: number;
  firstLine: string;
  ended: boolean;
  aborted: boolean;
}

/**
 * The catalogue as the BFF sees it: every call goes through to the reference catalogue, except the LAR ingestion,
 * which this end reads itself, counting the bytes as they arrive, and answers like the catalogue.
 */
function catalogueProxy(): { server: Server; target: { url: string }; uploads: Received[] } {
  const target = { url: '' };
  const uploads: Received[] = [];
  const server = createServer((incoming, outgoing) => {
    if (incoming.url?.includes('hmda-lar-file-ingestion')) return ingest(incoming, outgoing, uploads);
    const upstream = new URL(incoming.url ?? '/', target.url);
    const forward = httpRequest(
      upstream,
      { method: incoming.method, headers: { ...incoming.headers, host: upstream.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  return { server, target, uploads };
}

function ingest(incoming: IncomingMessage, outgoing: ServerResponse, uploads: Received[]) {
  const seen: Received = { bytes: 0, firstLine: '', ended: false, aborted: false };
  uploads.push(seen);
  let head = '';
  incoming.on('data', (chunk: Buffer) => {
    seen.bytes += chunk.length;
    if (!seen.firstLine) {
      head += chunk.toString('utf8');
      const end = head.indexOf('\n');
      if (end >= 0) seen.firstLine = head.slice(0, end);
    }
  });
  incoming.on('aborted', () => (seen.aborted = true));
  incoming.on('error', () => (seen.aborted = true));
  incoming.on('end', () => {
    seen.ended = true;
    outgoing.writeHead(200, { 'content-type': 'application/json' });
    outgoing.end(
      JSON.stringify({
        Message: `LAR file ingested: ${seen.bytes} bytes.`,
        Result: {
          id: 1,
          bankId: BANK.id,
          bankName: BANK.name,
          year: 2025,
          utilityType: 'Annual LAR',
          fileName: 'big-lar.txt',
          size: seen.bytes,
          lei: BANK.lei,
          quarter: '4',
          recordCount: 0,
          uploadedAt: new Date().toISOString(),
        },
      }),
    );
  });
}

/**
 * A multipart upload generated as it is sent: the fields, then a LAR header row and `size` bytes of records in 1 MB
 * chunks. Before each chunk past the first `lead` bytes it waits for `pace` to allow it, so a test can hold the
 * sender back until the catalogue has seen the file begin.
 */
async function* larUpload(
  boundary: string,
  size: number,
  lead: number,
  pace: (sent: number) => Promise<void>,
): AsyncGenerator<Uint8Array> {
  const field = (name: string, value: string) =>
    `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const encoder = new TextEncoder();
  yield encoder.encode(
    field('utilityType', 'Annual LAR') +
      field('year', '2025') +
      field('bankId', String(BANK.id)) +
      field('bankName', BANK.name) +
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big-lar.txt"\r\n` +
      'content-type: text/plain\r\n\r\n',
  );
  const sample = sampleLarFile({ institutionName: BANK.name, lei: BANK.lei, year: 2025, records: 1 });
  const [header, record] = sample.split('\n') as [string, string];
  const line = Buffer.from(`${record}\n`);
  const chunk = Buffer.alloc(MB);
  for (let at = 0; at < MB; at += line.length) line.copy(chunk, at);
  yield encoder.encode(`${header}\n`);
  let sent = header.length + 1;
  while (sent < size) {
    if (sent > lead) await pace(sent);
    const piece = chunk.subarray(0, Math.min(MB, size - sent));
    sent += piece.length;
    yield piece;
  }
  yield encoder.encode(`\r\n--${boundary}--\r\n`);
}

describe('the LAR upload streams through the BFF to the catalogue', () => {
  let harness: Harness;
  let admin: TestClient;
  const proxy = catalogueProxy();

  beforeAll(async () => {
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    const address = proxy.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    harness = await startHarness({ bff: { legacyUrl: `http://127.0.0.1:${port}` } });
    proxy.target.url = harness.legacy!.url;
    admin = new TestClient(harness.bffUrl);
    await admin.login('admin@lexbridge.test');
  });
  afterAll(async () => {
    await harness?.close();
    await new Promise((resolve) => proxy.server.close(resolve));
  });

  function send(size: number, lead: number, pace: (sent: number) => Promise<void>) {
    const boundary = `lar-${Date.now()}`;
    return fetch(`${harness.bffUrl}/files/hmda/lar`, {
      method: 'POST',
      body: larUpload(boundary, size, lead, pace) as unknown as BodyInit,
      duplex: 'half',
      headers: { cookie: admin.cookie!, 'content-type': `multipart/form-data; boundary=${boundary}` },
    } as RequestInit);
  }

  /** Resolves once the catalogue has received at least `bytes` of the current upload; fails after `ms`. */
  async function catalogueHasSeen(bytes: number, ms = 60_000) {
    const until = Date.now() + ms;
    while ((proxy.uploads.at(-1)?.bytes ?? 0) < bytes) {
      if (Date.now() > until)
        throw new Error(
          `the catalogue had ${proxy.uploads.at(-1)?.bytes ?? 0} bytes while the sender waited`,
        );
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it(
    'forwards a 96 MB file while it is still being sent, never holding it whole',
    { timeout: 180_000 },
    async () => {
      const size = 96 * MB;
      // Past the first 8 MB the sender waits until the catalogue has received 4 MB: a BFF that held the file
      // before forwarding it would never let that happen.
      const answer = await send(size, 8 * MB, () => catalogueHasSeen(4 * MB));
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as { message: string; file: { size: number } };
      const seen = proxy.uploads.at(-1)!;
      expect(seen).toMatchObject({ bytes: size, ended: true, aborted: false });
      expect(seen.firstLine).toMatch(/^1\|/);
      expect(body.file.size).toBe(size);
    },
  );

  it(
    'cuts the catalogue short at the size limit and says the file is too large',
    { timeout: 180_000 },
    async () => {
      const answer = await send(LAR_MAX_BYTES + 2 * MB, 0, async () => undefined);
      expect(answer.status).toBe(413);
      expect(((await answer.json()) as { error: string }).error).toBe(HMDA_MESSAGES.larTooLarge);
      await expect.poll(() => proxy.uploads.at(-1)?.aborted, { timeout: 10_000 }).toBe(true);
      const seen = proxy.uploads.at(-1)!;
      expect(seen.ended).toBe(false);
      expect(seen.bytes).toBeLessThanOrEqual(LAR_MAX_BYTES);
    },
  );

  it('refuses a wrong header row before the catalogue hears of the file', async () => {
    const before = proxy.uploads.length;
    const form = new FormData();
    form.append('utilityType', 'Annual LAR');
    form.append('year', '2025');
    form.append('bankId', String(BANK.id));
    form.append('bankName', BANK.name);
    form.append('file', new Blob(['2|not a header\n']), 'lar.txt');
    const answer = await fetch(`${harness.bffUrl}/files/hmda/lar`, {
      method: 'POST',
      body: form,
      headers: { cookie: admin.cookie! },
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: string }).error).toBe(HMDA_MESSAGES.larHeader);
    expect(proxy.uploads.length).toBe(before);
  });
});
